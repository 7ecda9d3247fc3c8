import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
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
import { SubmitButton } from '../../components/form/submit-button';
import { CheckboxGroupField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { PictureField } from '../../components/staff/picture-field';
import { SERVICE_TYPE_LABELS, BRANDS_TEXT as T } from './staff-brands-text';
import { conflictText, StaffConflictPanel } from './staff-conflict-panel';
import { StaffDraftNotice } from './staff-draft-notice';
import { StaffNewRecordScreen, StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edit = useVersionedEdit(brand, StaffBrandSchema);
  const { stored, conflict } = edit;
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

  const cache = (saved: StaffBrand) => {
    queryClient.setQueryData(staffBrandQueries.one(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...staffBrandQueries.all(), 'list'] });
  };

  const onSubmit = handleSubmit(async (input) => {
    const saved = await edit.save((version) =>
      stored ? saveBrand(stored.id, { ...input, version }) : createBrand(input),
    );
    if (!saved) return;
    cache(saved);
    if (!stored) return navigate(`/staff/brands/${saved.id}`);
    reset(formValuesOf(saved));
    setPictureKey((k) => k + 1);
  });

  return (
    <div className="staff-article">
      <p className="staff-section__lead">{T.editLead}</p>
      <StaffDraftNotice draft={draft} version={stored?.version ?? 0} />
      {conflict && (
        <StaffConflictPanel
          id="brand"
          text={conflictText(T)}
          rows={[
            [T.fields.name, form.getValues('name') ?? '', conflict.name],
            [T.fields.nameEn, form.getValues('name_en') ?? '', conflict.name_en],
            [T.fields.country, form.getValues('country') ?? '', conflict.country],
            [T.fields.sort, String(form.getValues('sort') ?? ''), String(conflict.sort)],
          ]}
          onTakeTheirs={() => {
            edit.takeTheirs(conflict);
            cache(conflict);
            reset(formValuesOf(conflict));
          }}
          onKeepMine={() => edit.keepMine(conflict)}
        />
      )}
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
        <p className="form-status" role="status">
          {edit.saved ? T.saved : ''}
        </p>
        {edit.failed && (
          <p className="form-status form-status--failed" role="alert">
            {T.failedSave}
          </p>
        )}
        <div className="flow-actions">
          <SubmitButton pending={isSubmitting} pendingLabel={T.saving}>
            {T.save}
          </SubmitButton>
          <Link className="button button--ghost" to="/staff/brands">
            {T.backToList}
          </Link>
        </div>
      </form>
    </div>
  );
}
