import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { type StaffProductModel, StaffProductModelSchema } from '../../../schemas/staff-catalogue.schema';
import {
  ProductModelFormSchema,
  type ProductModelFormValues,
  productModelFormValues,
} from '../../../schemas/staff-catalogue-form.schema';
import { createProductModel, saveProductModel } from '../../api/staff-catalogue.mutations';
import { BRANDS_PAGE, staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { CATALOGUE_TEXT as C } from './staff-catalogue-text';
import { StaffEditHead } from './staff-edit-head';
import { StaffFormFooter } from './staff-form-footer';
import { StaffNewRecordScreen, StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';
import { useVersionedSave } from './use-versioned-save';
import './staff-catalogue.css';

const T = C.models;
const ORDER = [
  'brand_id',
  'subject',
  'is_verify_code',
  'code_pattern',
  'code_hint',
  'is_deep_clean',
  'care_interval_months',
  'warranty_months',
  'items',
  'sort',
];
const yesNo = (v: boolean) => (v ? C.yes : C.no);

/** /staff/product-models/new (editor): a new model of a brand. */
export function StaffProductModelNewScreen() {
  return (
    <StaffNewRecordScreen route="staff-product-model-new">{() => <BrandsLoader model={null} />}</StaffNewRecordScreen>
  );
}

/** /staff/product-models/{id} (editor): one model, its serial rule and its parts. */
export function StaffProductModelEditScreen() {
  return (
    <StaffRecordScreen route="staff-product-model" param="modelId" one={staffCatalogueQueries.model}>
      {(model) => <BrandsLoader model={model} />}
    </StaffRecordScreen>
  );
}

function BrandsLoader({ model }: { model: StaffProductModel | null }) {
  const brands = useQuery(staffCatalogueQueries.infoList(BRANDS_PAGE));
  return (
    <QueryState query={brands}>
      {(b) => <ModelForm model={model} brands={b.data.map((i) => ({ value: String(i.id), label: i.brand_name }))} />}
    </QueryState>
  );
}

function ModelForm({ model, brands }: { model: StaffProductModel | null; brands: { value: string; label: string }[] }) {
  const edit = useVersionedEdit(model, StaffProductModelSchema);
  const { form, summary } = useStepForm(ProductModelFormSchema, {
    defaultValues: productModelFormValues(model),
    serverErrors: edit.serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const draft = useVersionedDraft(edit, 'product-model', form);
  const items = useFieldArray({ control, name: 'items', keyName: 'key' });

  const { submit } = useVersionedSave(edit, {
    create: createProductModel,
    update: saveProductModel,
    one: staffCatalogueQueries.model,
    lists: [[...staffCatalogueQueries.models(), 'list']],
    page: { to: (id) => `/staff/product-models/${id}` },
    onUpdated: (saved) => reset(productModelFormValues(saved)),
  });
  const onSubmit = handleSubmit(submit);

  const mine = form.getValues() as ProductModelFormValues;
  return (
    <div className="staff-article">
      <StaffEditHead
        id="product-model"
        lead={T.editLead}
        edit={edit}
        draft={draft}
        conflictText={T.conflict}
        conflictRows={(theirs) => [
          [T.fields.subject, mine.subject ?? '', theirs.subject],
          [T.fields.isVerifyCode, yesNo(Boolean(mine.is_verify_code)), yesNo(theirs.is_verify_code)],
          [T.fields.codePattern, String(mine.code_pattern ?? ''), theirs.code_pattern ?? ''],
          [T.fields.isDeepClean, yesNo(Boolean(mine.is_deep_clean)), yesNo(theirs.is_deep_clean)],
          [
            T.fields.careInterval,
            String(mine.care_interval_months ?? ''),
            theirs.care_interval_months === null ? '' : String(theirs.care_interval_months),
          ],
          [T.fields.warrantyMonths, String(mine.warranty_months ?? ''), String(theirs.warranty_months)],
          [
            T.fields.items,
            (mine.items ?? []).map((i) => i.subject).join('、'),
            theirs.items.map((i) => i.subject).join('、'),
          ],
        ]}
        onTakeTheirs={(theirs) => reset(productModelFormValues(theirs))}
      />
      <form className="staff-article__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <SelectField
          label={T.fields.brand}
          {...register('brand_id')}
          options={brands}
          placeholder
          error={errors.brand_id?.message}
          required
        />
        <TextField label={T.fields.subject} {...register('subject')} error={errors.subject?.message} required />
        <CheckboxField control={control} name="is_verify_code" label={T.fields.isVerifyCode} />
        <TextField
          label={T.fields.codePattern}
          {...register('code_pattern')}
          hint={T.fields.codePatternHint}
          error={errors.code_pattern?.message}
          autoComplete="off"
          spellCheck={false}
          translate="no"
        />
        <TextField
          label={T.fields.codeHint}
          {...register('code_hint')}
          hint={T.fields.codeHintHint}
          error={errors.code_hint?.message}
        />
        <CheckboxField control={control} name="is_deep_clean" label={T.fields.isDeepClean} />
        <TextField
          label={T.fields.careInterval}
          {...register('care_interval_months')}
          inputMode="numeric"
          hint={T.fields.careIntervalHint}
          error={errors.care_interval_months?.message}
        />
        <TextField
          label={T.fields.warrantyMonths}
          {...register('warranty_months')}
          inputMode="numeric"
          hint={T.fields.warrantyMonthsHint}
          error={errors.warranty_months?.message}
        />
        <fieldset className="form-field form-field--group">
          <legend className="form-field__label">{T.fields.items}</legend>
          <p className="form-field__hint">{T.fields.itemsHint}</p>
          {items.fields.map((item, i) => (
            <div className="staff-catalogue__item" key={item.key}>
              <TextField
                label={T.fields.item(i + 1)}
                {...register(`items.${i}.subject`)}
                error={errors.items?.[i]?.subject?.message}
              />
              <button type="button" className="button button--ghost" onClick={() => items.remove(i)}>
                {T.fields.removeItem(i + 1)}
              </button>
            </div>
          ))}
          {errors.items?.message && (
            <p className="form-field__error" id="items-error">
              {errors.items.message}
            </p>
          )}
          <button type="button" className="button button--ghost" onClick={() => items.append({ subject: '' })}>
            {T.fields.addItem}
          </button>
        </fieldset>
        <TextField
          label={T.fields.sort}
          {...register('sort')}
          inputMode="numeric"
          hint={T.fields.sortHint}
          error={errors.sort?.message}
        />
        <StaffFormFooter
          edit={edit}
          pending={isSubmitting}
          text={C}
          back={{ to: '/staff/product-models', label: T.backToList }}
        />
      </form>
    </div>
  );
}
