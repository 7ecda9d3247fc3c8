import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ARTICLE_CLASSES, type ArticleClass } from '../../../schemas/article-category.schema';
import { staffEndpoints } from '../../../schemas/staff-api-endpoints';
import {
  type StaffArticle,
  type StaffArticleFormValues,
  StaffArticleInputSchema,
  StaffArticleSchema,
} from '../../../schemas/staff-article.schema';
import { hasDocument } from '../../../schemas/staff-document.schema';
import { createArticle, saveArticle, uploadContentPicture } from '../../api/staff-articles.mutations';
import { staffArticleQueries } from '../../api/staff-articles.queries';
import { staffBrandQueries } from '../../api/staff-brands.queries';
import { staffDocumentQueries } from '../../api/staff-documents.queries';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { RichTextEditor } from '../../components/staff/rich-text-editor';
import { ContentImageField } from './content-image-field';
import { ARTICLE_CLASS_LABELS, ARTICLES_TEXT as T } from './staff-articles-text';
import { conflictText, plainText } from './staff-conflict-panel';
import { DOCUMENT_TEXT as D, fileSize } from './staff-document-text';
import { StaffEditHead } from './staff-edit-head';
import { StaffFormFooter } from './staff-form-footer';
import { StaffPublicationPanel } from './staff-publication-panel';
import { StaffNewRecordScreen, StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';
import { useVersionedSave } from './use-versioned-save';

const CLASS_OPTIONS = ARTICLE_CLASSES.map((c) => ({ value: c, label: ARTICLE_CLASS_LABELS[c] }));
const ORDER = ['class', 'brand_id', 'subject', 'slug', 'summary', 'image_media_id', 'body', 'is_top'] as const;
/** Classes that belong to a brand: a brand's story, and the FAQs the services page filters by brand. */
const BRAND_CLASSES: readonly ArticleClass[] = ['articleBrand', 'articleFaq'];
/** A select's '' is "no brand"; its other values are ids. */
const idOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

const EMPTY: StaffArticleFormValues = {
  class: 'articleProject',
  subject: '',
  slug: '',
  summary: '',
  body: '',
  category_ids: [],
  is_top: false,
};

const formValuesOf = (a: StaffArticle): StaffArticleFormValues => ({
  class: a.class,
  subject: a.subject,
  slug: a.slug,
  summary: a.summary,
  body: a.body,
  author_id: a.author_id,
  brand_id: a.brand_id,
  category_ids: a.category_ids,
  is_top: a.is_top,
});

/** What the side-by-side choice compares (STAFF.md "Editing"). */
const conflictRows = (mine: StaffArticleFormValues, theirs: StaffArticle): [string, string, string][] => [
  [T.fields.subject, mine.subject ?? '', theirs.subject],
  [T.fields.summary, mine.summary ?? '', theirs.summary],
  [T.fields.body, plainText(mine.body ?? ''), plainText(theirs.body)],
];

/** /staff/articles/new (editor): a new article, saved as a draft. */
export function StaffArticleNewScreen() {
  return <StaffNewRecordScreen route="staff-article-new">{() => <ArticleForm article={null} />}</StaffNewRecordScreen>;
}

/** /staff/articles/{id} (editor): edit, preview and publish one article. */
export function StaffArticleEditScreen() {
  return (
    <StaffRecordScreen route="staff-article" param="articleId" one={staffArticleQueries.one}>
      {(article) => <ArticleForm article={article} />}
    </StaffRecordScreen>
  );
}

/**
 * The article's form on the form kit. A save carries the version the editor started from; when
 * another editor saved first (409) both versions are shown side by side and the editor chooses,
 * and publishing waits until they have (STAFF.md "Editing").
 */
function ArticleForm({ article }: { article: StaffArticle | null }) {
  const edit = useVersionedEdit(article, StaffArticleSchema);
  const { stored, conflict } = edit;
  // a new upload field after each save: the stored picture is shown, the sent file is not kept
  const [pictureKey, setPictureKey] = useState(0);
  const { form, summary } = useStepForm(StaffArticleInputSchema, {
    defaultValues: article ? formValuesOf(article) : EMPTY,
    serverErrors: edit.serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, control, reset, setValue, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const draft = useVersionedDraft(edit, 'article', form);

  const { submit } = useVersionedSave(edit, {
    create: createArticle,
    update: saveArticle,
    one: staffArticleQueries.one,
    lists: [[...staffArticleQueries.all(), 'list']],
    page: { to: (id) => `/staff/articles/${id}`, state: { created: true } },
    onUpdated: (saved) => {
      reset(formValuesOf(saved));
      setPictureKey((k) => k + 1);
    },
  });
  const onSubmit = handleSubmit(submit);

  return (
    <div className="staff-article">
      <StaffEditHead
        id="article"
        lead={T.editLead}
        edit={edit}
        draft={draft}
        conflictText={conflictText(T)}
        conflictRows={(theirs) => conflictRows(form.getValues(), theirs)}
        onTakeTheirs={(theirs) => reset(formValuesOf(theirs))}
      />
      <form className="staff-article__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <SelectField
          label={T.fields.class}
          {...register('class')}
          options={CLASS_OPTIONS}
          error={errors.class?.message}
          required
        />
        <BrandSelect control={control} register={register} error={errors.brand_id?.message} />
        <TextField label={T.fields.subject} {...register('subject')} error={errors.subject?.message} required />
        <TextField
          label={T.fields.slug}
          {...register('slug')}
          hint={T.fields.slugHint}
          error={errors.slug?.message}
          autoComplete="off"
        />
        <TextAreaField
          label={T.fields.summary}
          {...register('summary')}
          hint={T.fields.summaryHint}
          rows={3}
          error={errors.summary?.message}
        />
        <ContentImageField
          key={pictureKey}
          text={T.fields}
          current={stored?.image ?? null}
          error={errors.image_media_id?.message}
          onChange={(id) => setValue('image_media_id', id, { shouldDirty: true })}
        />
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <RichTextEditor
              name="body"
              label={T.fields.body}
              hint={T.fields.bodyHint}
              required
              value={field.value ?? ''}
              onChange={field.onChange}
              upload={uploadContentPicture}
              error={fieldState.error?.message}
            />
          )}
        />
        <CheckboxField control={control} name="is_top" label={T.fields.isTopLabel} />
        <StaffFormFooter
          edit={edit}
          pending={isSubmitting}
          text={T}
          back={{ to: '/staff/articles', label: T.backToList }}
        />
      </form>
      {stored && hasDocument(stored.class) && <DocumentPanel article={stored} blocked={Boolean(conflict) || isDirty} />}
      {stored && (
        <StaffPublicationPanel
          id="article"
          text={T}
          record={stored}
          publishTo={`/staff/articles/${stored.id}/publish`}
          blocked={conflict ? T.conflictLocked : isDirty ? T.saveFirst : null}
          preview={{
            href: `/api${staffEndpoints.staffArticlePreview(stored.id)}`,
            label: T.preview,
            hint: T.previewHint,
          }}
        />
      )}
    </div>
  );
}

/**
 * A magazine issue's or a report's PDF, and the way to replace it (the document task). Replacing
 * moves the article's version on: unsaved changes are saved first, or their save would be stale.
 */
function DocumentPanel({ article, blocked }: { article: StaffArticle; blocked: boolean }) {
  const stored = useQuery(staffDocumentQueries.one(article.id));
  return (
    <section className="staff-section" aria-labelledby="article-document-heading">
      <h2 className="staff-section__heading" id="article-document-heading">
        {D.section}
      </h2>
      <p>{D.sectionLead}</p>
      <QueryState query={stored}>
        {(doc) => (
          <p>
            {D.current}：{doc ? D.facts(doc.file_name, fileSize(doc.size), doc.pages) : D.none}
          </p>
        )}
      </QueryState>
      <div className="flow-actions">
        {blocked ? (
          <button type="button" className="button button--primary" disabled aria-describedby="article-document-blocked">
            {D.replace}
          </button>
        ) : (
          <Link className="button button--primary" to={`/staff/articles/${article.id}/document`}>
            {D.replace}
          </Link>
        )}
      </div>
      {blocked && (
        <p className="form-field__hint" id="article-document-blocked">
          {D.saveFirst}
        </p>
      )}
    </section>
  );
}

type ArticleFormApi = ReturnType<typeof useStepForm<typeof StaffArticleInputSchema>>['form'];

/** The brand a brand story or an FAQ belongs to (the other classes have none), from the console's brands. */
function BrandSelect({
  control,
  register,
  error,
}: {
  control: ArticleFormApi['control'];
  register: ArticleFormApi['register'];
  error: string | undefined;
}) {
  const cls = useWatch({ control, name: 'class' });
  const brands = useQuery({
    ...staffBrandQueries.list({ page: 1, per_page: 200 }),
    enabled: BRAND_CLASSES.includes(cls),
  });
  // the options arrive after the form: the select mounts with them, so its value shows
  if (!BRAND_CLASSES.includes(cls) || !brands.isSuccess) return null;
  return (
    <SelectField
      label={T.fields.brand}
      {...register('brand_id', { setValueAs: idOrNull })}
      options={[
        { value: '', label: T.fields.noBrand },
        ...brands.data.data.map((b) => ({ value: String(b.id), label: b.name })),
      ]}
      hint={T.fields.brandHint}
      error={error}
    />
  );
}
