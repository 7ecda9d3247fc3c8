import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import type { StaffDraftKind } from '../../../schemas/staff-draft.schema';
import { PageBlockInputSchema, PageBlockUpdateSchema } from '../../../schemas/staff-page-block.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { ApiRequestError } from '../../lib/api-request-error';
import { ContentPictureField } from './content-picture-field';
import { PictureAltLinkFields, type PictureAltLinkForm } from './picture-alt-link-fields';
import { refusedFields } from './refused-fields';
import { StaffDraftNotice } from './staff-draft-notice';
import { PAGES_TEXT as P, HOME_TEXT as T } from './staff-home-text';
import { useStaffDraft } from './use-staff-draft';

/** A home block's or a page section's form: the section's fields, its key when it is new. */
export const BlockFormSchema = PageBlockUpdateSchema.omit({ version: true }).extend({
  key: PageBlockInputSchema.shape.key.optional(),
});
export type BlockFormValues = z.input<typeof BlockFormSchema>;
export type BlockFormOutput = z.output<typeof BlockFormSchema>;

const ORDER = ['key', 'subject', 'subtitle', 'content', 'image_media_id', 'image_alt', 'link', 'link_text', 'items'];

/** What a block is as the console reads it (a home block has no items, a new section nothing yet). */
export interface BlockRecord {
  subject: string;
  subtitle: string | null;
  content: string;
  image: { link: string; width: number; height: number; alt: string } | null;
  link: string | null;
  link_text: string | null;
  items?: { title: string; text: string; image: { link: string; width: number; height: number } | null }[];
  version: number;
}

export const valuesOf = (b: BlockRecord | null): BlockFormValues => ({
  // a new section names its key; a saved one keeps the one it has
  key: b ? undefined : '',
  subject: b?.subject ?? '',
  subtitle: b?.subtitle ?? '',
  content: b?.content ?? '',
  image_media_id: undefined,
  image_alt: b?.image?.alt ?? '',
  link: b?.link ?? '',
  link_text: b?.link_text ?? '',
  items: (b?.items ?? []).map((i) => ({ title: i.title, text: i.text, image_link: i.image?.link ?? null })),
});

const StaleSchema = z.object({ current: z.object({ subject: z.string(), content: z.string(), version: z.number() }) });

/**
 * The form on the form kit. A save carries the version the editor started from; when someone else
 * saved first (409) both versions are shown side by side and the editor chooses (STAFF.md "Editing").
 */
export function BlockForm<R extends BlockRecord>({
  record,
  withKey = false,
  withItems = false,
  draft: drafted,
  save,
  onSaved,
  onCancel,
}: {
  record: R | null;
  /** where the form's autosaved draft is kept */
  draft: { kind: Extract<StaffDraftKind, 'home-block' | 'page-block'>; key: string };
  withKey?: boolean;
  withItems?: boolean;
  save: (input: BlockFormOutput, version: number) => Promise<R>;
  onSaved: (saved: R) => void;
  onCancel: () => void;
}) {
  const [stored, setStored] = useState(record);
  const [version, setVersion] = useState(record?.version ?? 0);
  const [conflict, setConflict] = useState<{ subject: string; content: string; version: number } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const { form, summary } = useStepForm(BlockFormSchema, {
    defaultValues: valuesOf(record),
    serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, control, reset, formState, getValues } = form;
  const { errors, isSubmitting } = formState;
  const items = useFieldArray({ control, name: 'items' });
  const draft = useStaffDraft({
    kind: drafted.kind,
    recordKey: drafted.key,
    version,
    form,
    onRestoreVersion: setVersion,
  });

  const onSubmit = handleSubmit(async (input) => {
    setStatus('');
    setFailed(false);
    setServerErrors(null);
    try {
      const saved = await save(input, version);
      setStored(saved);
      setVersion(saved.version);
      setConflict(null);
      reset(valuesOf(saved));
      await draft.clear();
      setStatus(T.saved);
      onSaved(saved);
    } catch (error) {
      const stale = error instanceof ApiRequestError && error.status === 409 ? StaleSchema.safeParse(error.data) : null;
      if (stale?.success) return setConflict(stale.data.current);
      const refused = refusedFields(error);
      if (refused) setServerErrors(refused);
      else setFailed(true);
    }
  });

  return (
    <form className="staff-block-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <StaffDraftNotice draft={draft} version={stored?.version ?? 0} />
      {conflict && (
        <section className="staff-conflict" role="alert" aria-labelledby="block-conflict-heading">
          <h3 className="staff-section__heading" id="block-conflict-heading">
            {T.conflictTitle}
          </h3>
          <p>{T.conflictLead}</p>
          <table className="audit-diff">
            <caption className="visually-hidden">{T.conflictTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{T.conflictField}</th>
                <th scope="col">{T.conflictMine}</th>
                <th scope="col">{T.conflictTheirs}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{T.fields.subject}</th>
                <td>{getValues('subject')}</td>
                <td>{conflict.subject}</td>
              </tr>
              <tr>
                <th scope="row">{T.fields.content}</th>
                <td>{getValues('content')}</td>
                <td>{conflict.content}</td>
              </tr>
            </tbody>
          </table>
          <div className="flow-actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                reset({ ...getValues(), subject: conflict.subject, content: conflict.content });
                setVersion(conflict.version);
                setConflict(null);
              }}
            >
              {T.conflictTakeTheirs}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setVersion(conflict.version);
                setConflict(null);
              }}
            >
              {T.conflictKeepMine}
            </button>
          </div>
        </section>
      )}
      <ErrorSummary errors={summary} />
      {withKey && (
        <TextField
          label={P.key}
          {...register('key')}
          hint={P.keyHint}
          error={errors.key?.message}
          autoComplete="off"
          required
        />
      )}
      <TextField label={T.fields.subject} {...register('subject')} error={errors.subject?.message} required />
      <TextField label={T.fields.subtitle} {...register('subtitle')} error={errors.subtitle?.message} />
      <TextAreaField
        label={T.fields.content}
        {...register('content')}
        hint={T.fields.contentHint}
        rows={5}
        error={errors.content?.message}
      />
      <PictureAltLinkFields form={form as unknown as PictureAltLinkForm} current={stored?.image ?? null} />
      <TextField label={T.fields.linkText} {...register('link_text')} error={errors.link_text?.message} />
      {withItems && (
        <fieldset className="staff-items">
          <legend>{P.items}</legend>
          {items.fields.map((item, n) => (
            <fieldset key={item.id} className="staff-items__item">
              <legend>{P.item(n + 1)}</legend>
              <TextField
                label={P.itemTitle}
                {...register(`items.${n}.title`)}
                error={errors.items?.[n]?.title?.message}
                required
              />
              <TextAreaField
                label={P.itemText}
                {...register(`items.${n}.text`)}
                rows={3}
                error={errors.items?.[n]?.text?.message}
              />
              <Controller
                control={control}
                name={`items.${n}.image_media_id`}
                render={({ field, fieldState }) => {
                  const link = getValues(`items.${n}.image_link`);
                  const kept = stored?.items?.find((i) => i.image?.link === link)?.image ?? null;
                  return (
                    <ContentPictureField
                      name={`items.${n}.image_media_id`}
                      label={P.itemPicture}
                      current={kept}
                      value={field.value as number | null | undefined}
                      onChange={(next) => {
                        if (next === null) form.setValue(`items.${n}.image_link`, null);
                        field.onChange(next ?? undefined);
                      }}
                      error={fieldState.error?.message ?? serverErrors?.[`items.${n}.image`]?.[0]}
                    />
                  );
                }}
              />
              <button type="button" className="button button--ghost" onClick={() => items.remove(n)}>
                {P.removeItem(n + 1)}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => items.append({ title: '', text: '', image_link: null })}
          >
            {P.addItem}
          </button>
        </fieldset>
      )}
      <p className="form-status" role="status">
        {status}
      </p>
      {failed && (
        <p className="form-status form-status--failed" role="alert">
          {T.failed}
        </p>
      )}
      <div className="flow-actions">
        <SubmitButton pending={isSubmitting} pendingLabel={T.saving}>
          {T.save}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
