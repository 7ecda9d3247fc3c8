import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { contentPath } from '../../../schemas/content-path';
import { staffEndpoints } from '../../../schemas/staff-api-endpoints';
import {
  MAX_INGREDIENTS,
  type StaffRecipe,
  type StaffRecipeFormValues,
  StaffRecipeInputSchema,
  StaffRecipeSchema,
} from '../../../schemas/staff-recipe.schema';
import { recipeQueries } from '../../api/recipes.queries';
import { uploadContentPicture } from '../../api/staff-articles.mutations';
import { createRecipe, saveRecipe } from '../../api/staff-recipes.mutations';
import { staffRecipeQueries } from '../../api/staff-recipes.queries';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { RichTextEditor } from '../../components/staff/rich-text-editor';
import { ContentImageField } from './content-image-field';
import { conflictText, plainText } from './staff-conflict-panel';
import { StaffEditHead } from './staff-edit-head';
import { StaffFormFooter } from './staff-form-footer';
import { StaffPublicationPanel } from './staff-publication-panel';
import { RECIPES_TEXT as T } from './staff-recipes-text';
import { StaffNewRecordScreen, StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';
import { useVersionedSave } from './use-versioned-save';

/** Every field in page order, each ingredient row's two included: the error summary lists them so. */
const ORDER = [
  'subject',
  'summary',
  'solar_term_id',
  'item_category_id',
  'cook_minutes',
  'servings',
  'ingredients',
  ...Array.from({ length: MAX_INGREDIENTS }, (_, i) => [`ingredients.${i}.name`, `ingredients.${i}.amount`]).flat(),
  'image_media_id',
  'body',
] as const;

const EMPTY: StaffRecipeFormValues = {
  subject: '',
  summary: '',
  body: '',
  solar_term_id: '',
  item_category_id: null,
  cook_minutes: '',
  servings: '',
  ingredients: [{ name: '', amount: '' }],
};

const listed = (rows: readonly { name?: string; amount?: string }[] | undefined) =>
  (rows ?? []).map((r) => `${r.name ?? ''} ${r.amount ?? ''}`.trim()).join('、');

/** What the side-by-side choice compares (STAFF.md "Editing"). */
const conflictRows = (mine: StaffRecipeFormValues, theirs: StaffRecipe): [string, string, string][] => [
  [T.fields.subject, mine.subject ?? '', theirs.subject],
  [T.fields.summary, mine.summary ?? '', theirs.summary],
  [T.fields.ingredients, listed(mine.ingredients), listed(theirs.ingredients)],
  [T.fields.body, plainText(mine.body ?? ''), plainText(theirs.body)],
];

const formValuesOf = (r: StaffRecipe): StaffRecipeFormValues => ({
  subject: r.subject,
  summary: r.summary,
  body: r.body,
  solar_term_id: r.solar_term_id === null ? '' : String(r.solar_term_id),
  item_category_id: r.item_category_id,
  author_id: r.author_id,
  cook_minutes: String(r.cook_minutes),
  servings: String(r.servings),
  ingredients: r.ingredients.length ? r.ingredients : [{ name: '', amount: '' }],
});

/** A select's '' is "none"; its other values are ids. */
const idOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** /staff/recipes/new (editor): a new recipe, saved as a draft. */
export function StaffRecipeNewScreen() {
  return <StaffNewRecordScreen route="staff-recipe-new">{() => <RecipeForm recipe={null} />}</StaffNewRecordScreen>;
}

/** /staff/recipes/{id} (editor): edit and publish one recipe. */
export function StaffRecipeEditScreen() {
  return (
    <StaffRecordScreen route="staff-recipe" param="recipeId" one={staffRecipeQueries.one}>
      {(recipe) => <RecipeForm recipe={recipe} />}
    </StaffRecordScreen>
  );
}

/**
 * The recipe's form on the form kit. A save carries the version the editor started from; when
 * another editor saved first (409) both versions are shown side by side and the editor chooses,
 * and publishing waits until they have (STAFF.md "Editing").
 */
function RecipeForm({ recipe }: { recipe: StaffRecipe | null }) {
  const terms = useQuery(recipeQueries.solarTerms());
  const courses = useQuery(recipeQueries.itemCategories());
  const edit = useVersionedEdit(recipe, StaffRecipeSchema);
  const { stored, conflict } = edit;
  // a new upload field after each save: the stored picture is shown, the sent file is not kept
  const [pictureKey, setPictureKey] = useState(0);
  const { form, summary } = useStepForm(StaffRecipeInputSchema, {
    defaultValues: recipe ? formValuesOf(recipe) : EMPTY,
    serverErrors: edit.serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, control, reset, setValue, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const ingredients = useFieldArray({ control, name: 'ingredients' });
  const draft = useVersionedDraft(edit, 'recipe', form);

  const { submit } = useVersionedSave(edit, {
    create: createRecipe,
    update: saveRecipe,
    one: staffRecipeQueries.one,
    lists: [[...staffRecipeQueries.all(), 'list']],
    page: { to: (id) => `/staff/recipes/${id}` },
    onUpdated: (saved) => {
      reset(formValuesOf(saved));
      setPictureKey((k) => k + 1);
    },
  });
  const onSubmit = handleSubmit(submit);

  const termOptions = [...(terms.data ?? [])]
    .sort((a, b) => a.sort - b.sort)
    .map((t) => ({ value: String(t.id), label: t.name }));
  const courseOptions = [
    { value: '', label: T.fields.noCategory },
    ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.subject })),
  ];
  const listError = errors.ingredients?.message ?? errors.ingredients?.root?.message;

  return (
    <div className="staff-article">
      <StaffEditHead
        id="recipe"
        lead={T.editLead}
        edit={edit}
        draft={draft}
        conflictText={conflictText(T)}
        conflictRows={(theirs) => conflictRows(form.getValues(), theirs)}
        onTakeTheirs={(theirs) => reset(formValuesOf(theirs))}
      />
      <form className="staff-article__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <TextField label={T.fields.subject} {...register('subject')} error={errors.subject?.message} required />
        <TextAreaField
          label={T.fields.summary}
          {...register('summary')}
          hint={T.fields.summaryHint}
          rows={3}
          error={errors.summary?.message}
        />
        {/* the options arrive after the form: the select mounts with them, so its value shows */}
        {terms.isSuccess && (
          <SelectField
            label={T.fields.solarTerm}
            {...register('solar_term_id')}
            options={termOptions}
            placeholder
            error={errors.solar_term_id?.message}
            required
          />
        )}
        {courses.isSuccess && (
          <SelectField
            label={T.fields.itemCategory}
            {...register('item_category_id', { setValueAs: idOrNull })}
            options={courseOptions}
            error={errors.item_category_id?.message}
          />
        )}
        <TextField
          label={T.fields.cookMinutes}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('cook_minutes')}
          error={errors.cook_minutes?.message}
          required
        />
        <TextField
          label={T.fields.servings}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('servings')}
          error={errors.servings?.message}
          required
        />
        <fieldset
          className={`form-field form-field--group ${listError ? 'form-field--error' : ''}`.trim()}
          id="field-ingredients"
          tabIndex={-1}
        >
          <legend className="form-field__label">{T.fields.ingredients}</legend>
          <p className="form-field__hint">{T.fields.ingredientsHint}</p>
          {listError && (
            <p className="form-field__error" role="alert">
              {listError}
            </p>
          )}
          <ol className="ingredient-rows">
            {ingredients.fields.map((row, i) => (
              <li key={row.id} className="ingredient-row">
                <TextField
                  label={T.fields.ingredientName(i + 1)}
                  {...register(`ingredients.${i}.name`)}
                  error={errors.ingredients?.[i]?.name?.message}
                  required
                />
                <TextField
                  label={T.fields.ingredientAmount(i + 1)}
                  {...register(`ingredients.${i}.amount`)}
                  error={errors.ingredients?.[i]?.amount?.message}
                  required
                />
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => ingredients.remove(i)}
                  disabled={ingredients.fields.length === 1}
                >
                  {T.fields.removeIngredient(i + 1)}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => ingredients.append({ name: '', amount: '' })}
            disabled={ingredients.fields.length >= MAX_INGREDIENTS}
          >
            {T.fields.addIngredient}
          </button>
        </fieldset>
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
              value={field.value ?? ''}
              onChange={field.onChange}
              upload={uploadContentPicture}
              error={fieldState.error?.message}
            />
          )}
        />
        <StaffFormFooter
          edit={edit}
          pending={isSubmitting}
          text={T}
          back={{ to: '/staff/recipes', label: T.backToList }}
        >
          {stored?.status === 'published' && (
            <a className="button button--ghost" href={contentPath.recipe(stored.id)} target="_blank" rel="noopener">
              {T.view}
            </a>
          )}
        </StaffFormFooter>
      </form>
      {stored && (
        <StaffPublicationPanel
          id="recipe"
          text={T}
          record={stored}
          publishTo={`/staff/recipes/${stored.id}/publish`}
          blocked={conflict ? T.conflictLocked : isDirty ? T.saveFirst : null}
          preview={{
            href: `/api${staffEndpoints.staffRecipePreview(stored.id)}`,
            label: T.preview,
            hint: T.previewHint,
          }}
        />
      )}
    </div>
  );
}
