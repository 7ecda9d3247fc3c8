import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { BRAND_SERVICE_TYPES } from '../../../schemas/brand.schema';
import {
  type StaffBrand,
  type StaffBrandFormValues,
  StaffBrandInputSchema,
  StaffBrandSchema,
} from '../../../schemas/staff-brand.schema';
import { uploadContentPicture } from '../../api/staff-articles.mutations';
import { createBrand, saveBrand } from '../../api/staff-brands.mutations';
import { staffBrandQueries } from '../../api/staff-brands.queries';
import { ErrorSummary } from '../../components/form/error-summary';
import { CheckboxGroupField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { PictureField } from '../../components/staff/picture-field';
import { SERVICE_TYPE_LABELS, BRANDS_TEXT as T } from './staff-brands-text';
import { conflictText } from './staff-conflict-panel';
import { StaffEditHead } from './staff-edit-head';
import { StaffFormFooter } from './staff-form-footer';
import { StaffNewRecordScreen, StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';
import { useVersionedSave } from './use-versioned-save';

const ORDER = ['name', 'name_en', 'country', 'logo_media_id', 'service_types', 'sort'] as const;
const SERVICE_OPTIONS = BRAND_SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_LABELS[t] }));

const EMPTY: StaffBrandFormValues = { name: '', name_en: '', country: '', service_types: [], sort: '0' };
const formValuesOf = (b: StaffBrand): StaffBrandFormValues => ({
  name: b.name,
  name_en: b.name_en,
  country: b.country,
  service_types: b.service_types,
  sort: String(b.sort),
});

/** /staff/brands/new (editor): a new brand. */
export function StaffBrandNewScreen() {
  return <StaffNewRecordScreen route="staff-brand-new">{() => <BrandForm brand={null} />}</StaffNewRecordScreen>;
}

/** /staff/brands/{id} (editor): a brand's name, logo, service lists and order. */
export function StaffBrandEditScreen() {
  return (
    <StaffRecordScreen route="staff-brand" param="brandId" one={staffBrandQueries.one}>
      {(brand) => <BrandForm brand={brand} />}
    </StaffRecordScreen>
  );
}

/** The brand's form on the form kit, versioned like every staff save (a stale one shows both versions). */
function BrandForm({ brand }: { brand: StaffBrand | null }) {
  const edit = useVersionedEdit(brand, StaffBrandSchema);
  const { stored } = edit;
  // a new upload field after each save: the stored logo is shown, the sent file is not kept
  const [pictureKey, setPictureKey] = useState(0);
  const { form, summary } = useStepForm(StaffBrandInputSchema, {
    defaultValues: brand ? formValuesOf(brand) : EMPTY,
    serverErrors: edit.serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, control, reset, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const draft = useVersionedDraft(edit, 'brand', form);

  const { submit, remember } = useVersionedSave(edit, {
    create: createBrand,
    update: saveBrand,
    one: staffBrandQueries.one,
    lists: [[...staffBrandQueries.all(), 'list']],
    page: { to: (id) => `/staff/brands/${id}` },
    onUpdated: (saved) => {
      reset(formValuesOf(saved));
      setPictureKey((k) => k + 1);
    },
  });
  const onSubmit = handleSubmit(submit);

  return (
    <div className="staff-article">
      <StaffEditHead
        id="brand"
        lead={T.editLead}
        edit={edit}
        draft={draft}
        conflictText={conflictText(T)}
        conflictRows={(theirs) => [
          [T.fields.name, form.getValues('name') ?? '', theirs.name],
          [T.fields.nameEn, form.getValues('name_en') ?? '', theirs.name_en],
          [T.fields.country, form.getValues('country') ?? '', theirs.country],
          [T.fields.sort, String(form.getValues('sort') ?? ''), String(theirs.sort)],
        ]}
        onTakeTheirs={(theirs) => {
          remember(theirs);
          reset(formValuesOf(theirs));
        }}
      />
      <form className="staff-article__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <TextField label={T.fields.name} {...register('name')} error={errors.name?.message} required />
        <TextField
          label={T.fields.nameEn}
          {...register('name_en')}
          error={errors.name_en?.message}
          lang="en"
          required
        />
        <TextField label={T.fields.country} {...register('country')} error={errors.country?.message} required />
        <PictureField
          key={pictureKey}
          name="logo_media_id"
          label={T.fields.logo}
          hint={T.fields.logoHint}
          error={errors.logo_media_id?.message}
          current={stored?.logo ?? null}
          currentLabel={T.fields.currentLogo}
          removeLabel={T.fields.removeLogo}
          upload={uploadContentPicture}
          onChange={(id) => setValue('logo_media_id', id, { shouldDirty: true })}
        />
        <Controller
          control={control}
          name="service_types"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              label={T.fields.serviceTypes}
              name="service_types"
              hint={T.fields.serviceTypesHint}
              options={SERVICE_OPTIONS}
              value={(field.value ?? []) as string[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={T.fields.sort}
          type="number"
          inputMode="numeric"
          min={0}
          {...register('sort')}
          hint={T.fields.sortHint}
          error={errors.sort?.message}
        />
        <StaffFormFooter
          edit={edit}
          pending={isSubmitting}
          text={T}
          back={{ to: '/staff/brands', label: T.backToList }}
        />
      </form>
    </div>
  );
}
