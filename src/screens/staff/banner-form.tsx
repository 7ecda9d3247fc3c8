import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  BANNER_DEVICES,
  type HomeBannerFormValues,
  HomeBannerInputSchema,
  HomeBannerUpdateSchema,
  type StaffHomeBanner,
} from '../../../schemas/staff-home.schema';
import { createHomeBanner, saveHomeBanner } from '../../api/staff-home.mutations';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { SelectField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { ApiRequestError } from '../../lib/api-request-error';
import { PictureAltLinkFields, type PictureAltLinkForm } from './picture-alt-link-fields';
import { refusedFields } from './refused-fields';
import { StaffDraftNotice } from './staff-draft-notice';
import { HOME_TEXT as T } from './staff-home-text';
import { useStaffDraft } from './use-staff-draft';

const DEVICE_OPTIONS = BANNER_DEVICES.map((d) => ({ value: d, label: T.devices[d] }));
const ORDER = ['device', 'subject', 'image_media_id', 'image_alt', 'link'];
const EMPTY: HomeBannerFormValues = { device: 'pc', subject: '', link: '', image_alt: '', image_media_id: null };

/** `POST /api/staff/home-banners` on the form kit: a new banner, saved as a draft. */
export function BannerForm({ onCreated, onCancel }: { onCreated: (b: StaffHomeBanner) => void; onCancel: () => void }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [failed, setFailed] = useState(false);
  const { form, summary } = useStepForm(HomeBannerInputSchema, { defaultValues: EMPTY, serverErrors, order: ORDER });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const draft = useStaffDraft({ kind: 'home-banner', recordKey: 'new', version: 0, form });

  const onSubmit = handleSubmit(async (input) => {
    setFailed(false);
    setServerErrors(null);
    try {
      const created = await createHomeBanner(input);
      await draft.clear();
      onCreated(created);
    } catch (error) {
      const refused = refusedFields(error);
      if (refused) setServerErrors(refused);
      else setFailed(true);
    }
  });

  return (
    <form className="staff-block-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <StaffDraftNotice draft={draft} version={0} />
      <ErrorSummary errors={summary} />
      <SelectField
        label={T.fields.device}
        {...register('device')}
        options={DEVICE_OPTIONS}
        error={errors.device?.message}
        required
      />
      <BannerFields form={form as unknown as BannerFieldsForm} current={null} none={null} failed={failed} />
      <div className="flow-actions">
        <SubmitButton pending={isSubmitting} pendingLabel={T.saving}>
          {T.addBanner}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

const EditSchema = HomeBannerUpdateSchema.omit({ version: true });

type BannerFieldsForm = UseFormReturn<{ subject?: string }>;

/** What a new banner and an edited one share: the title, the picture, its alternative text, the link. */
function BannerFields({
  form,
  current,
  none,
  failed,
}: {
  form: BannerFieldsForm;
  current: StaffHomeBanner['image'] | null;
  /** the picture field's value when no new picture is chosen (a new banner needs one; an edit keeps its own) */
  none: null | undefined;
  failed: boolean;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField label={T.fields.subject} {...register('subject')} error={errors.subject?.message} required />
      <PictureAltLinkFields
        form={form as unknown as PictureAltLinkForm}
        current={current}
        settle={(next) => next ?? none}
        required
      />
      {failed && (
        <p className="form-status form-status--failed" role="alert">
          {T.failed}
        </p>
      )}
    </>
  );
}

/**
 * `PUT /api/staff/home-banners/{id}` on the form kit: its title, link, alternative text, and a new
 * picture when one is uploaded. A stale save (409) says so and leaves the list to reload.
 */
export function BannerEditForm({
  banner,
  onSaved,
  onStale,
  onCancel,
}: {
  banner: StaffHomeBanner;
  onSaved: (b: StaffHomeBanner) => void;
  onStale: () => void;
  onCancel: () => void;
}) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [failed, setFailed] = useState(false);
  // a restored draft goes on from the version it started from: saving it over a newer one is stale
  const [version, setVersion] = useState(banner.version);
  const { form, summary } = useStepForm(EditSchema, {
    defaultValues: { subject: banner.subject, link: banner.link ?? '', image_alt: banner.image.alt },
    serverErrors,
    order: ORDER,
  });
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;
  const draft = useStaffDraft({
    kind: 'home-banner',
    recordKey: String(banner.id),
    version,
    form,
    onRestoreVersion: setVersion,
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailed(false);
    setServerErrors(null);
    try {
      const saved = await saveHomeBanner(banner.id, { ...input, version });
      await draft.clear();
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) return onStale();
      const refused = refusedFields(error);
      if (refused) setServerErrors(refused);
      else setFailed(true);
    }
  });

  return (
    <form className="staff-block-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <StaffDraftNotice draft={draft} version={banner.version} />
      <ErrorSummary errors={summary} />
      <BannerFields
        form={form as unknown as BannerFieldsForm}
        current={banner.image}
        none={undefined}
        failed={failed}
      />
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
