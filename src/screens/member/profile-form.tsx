import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../schemas/flow-steps';
import type { City } from '../../../schemas/option.schema';
import { GENDER_LABELS, GENDERS, type Profile } from '../../../schemas/profile.schema';
import { type ProfileUpdateInput, ProfileUpdateSchema } from '../../../schemas/profile-update.schema';
import { updateProfile } from '../../api/profile.mutations';
import { profileQueries } from '../../api/profile.queries';
import { AddressField } from '../../components/form/address-field';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { MobileField, SelectField, TextField } from '../../components/form/text-field';
import { useAddressField } from '../../components/form/use-address-field';
import { useStepForm } from '../../components/form/use-step-form';
import { ApiRequestError } from '../../lib/api-request-error';
import { PROFILE_FORM_TEXT as T } from './member-text';

/** The fields in the page's order: the error summary lists them as the member reads them. */
const ORDER = ['name', 'mobile', 'gender', 'birthday', 'city', 'town', 'zip_code', 'address', 'subscribe'];
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

/** The form's values: what the inputs hold (a select or a date left empty is ''). */
function valuesOf(profile: Profile): ProfileUpdateInput {
  return {
    name: profile.name,
    mobile: profile.mobile ?? '',
    gender: profile.gender ?? '',
    birthday: profile.birthday ?? '',
    zip_code: profile.zip_code ?? '',
    city: profile.city ?? '',
    town: profile.town ?? '',
    address: profile.address ?? '',
    subscribe: profile.subscribe,
  };
}

/** A save that failed with no field to blame: what to tell the member. */
const failureOf = (error: unknown) => (error instanceof ApiRequestError && error.status === 401 ? T.expired : T.failed);

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * The member's profile (SPEC §7 `POST /user/profile`) on the form kit: the same zod schema the
 * server validates with, the error summary at the top (GOV.UK: it takes the focus, each link goes
 * to its field), the server's 422 field errors by their fields and in the summary, a send button
 * that cannot send twice. The address is picked city → town, the zip code follows (`cities` from
 * `/option/address`).
 */
export function ProfileForm({ profile, cities }: { profile: Profile; cities: readonly City[] }) {
  const queryClient = useQueryClient();
  // the saved profile replaces the cached one
  const update = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQueries.me().queryKey, saved),
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const { form, summary } = useStepForm(ProfileUpdateSchema, {
    defaultValues: valuesOf(profile),
    serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, reset, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const address = useAddressField(control);

  const onSubmit = handleSubmit(
    async (input) => {
      setOutcome(null);
      setServerErrors(null);
      try {
        const saved = await update.mutateAsync(input);
        reset(valuesOf(saved));
        setOutcome({ kind: 'saved' });
      } catch (error) {
        const refused = fieldErrorsOf(error);
        if (refused) setServerErrors(refused);
        else setOutcome({ kind: 'failed', message: failureOf(error) });
      }
    },
    // the summary says what to fix; an older outcome no longer applies
    () => setOutcome(null),
  );

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <ErrorSummary errors={summary} />
      <fieldset className="profile-form__group">
        <legend className="profile-form__legend">{T.contactLegend}</legend>
        <TextField
          label={T.labels.name}
          {...register('name')}
          autoComplete="name"
          error={errors.name?.message}
          required
        />
        <TextField label={T.email} name="email" type="email" value={profile.email ?? ''} readOnly hint={T.emailHint} />
        <MobileField
          label={T.labels.mobile}
          {...register('mobile')}
          autoComplete="tel-national"
          hint={T.mobileHint}
          error={errors.mobile?.message}
          required
        />
        <SelectField
          label={T.labels.gender}
          {...register('gender')}
          options={GENDER_OPTIONS}
          placeholder={T.genderUnset}
          error={errors.gender?.message}
        />
        <TextField
          label={T.labels.birthday}
          {...register('birthday')}
          type="date"
          autoComplete="bday"
          error={errors.birthday?.message}
        />
      </fieldset>

      <fieldset className="profile-form__group">
        <legend className="profile-form__legend">{T.addressLegend}</legend>
        <AddressField {...address} cities={cities} />
        <TextField
          label={T.labels.address}
          {...register('address')}
          autoComplete="street-address"
          error={errors.address?.message}
        />
      </fieldset>

      <CheckboxField control={control} name="subscribe" label={T.labels.subscribe} hint={T.subscribeHint} />

      <p className={`form-status form-status--${outcome?.kind === 'saved' ? 'saved' : 'none'}`} role="status">
        {outcome?.kind === 'saved' ? T.saved : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p className="form-status form-status--failed" role="alert">
          {outcome.message}
        </p>
      )}

      <div className="profile-form__actions">
        <SubmitButton pending={isSubmitting} pendingLabel={T.saving}>
          {T.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
