import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiErrorSchema } from '../../../schemas/api-envelope.schema';
import type { City } from '../../../schemas/option.schema';
import { GENDER_LABELS, GENDERS, type Profile } from '../../../schemas/profile.schema';
import {
  type ProfileUpdate,
  type ProfileUpdateInput,
  ProfileUpdateSchema,
} from '../../../schemas/profile-update.schema';
import { updateProfile } from '../../api/profile.mutations';
import { profileQueries } from '../../api/profile.queries';
import { AddressField } from '../../components/form/address-field';
import { focusFirstError } from '../../components/form/focus-first-error';
import { useAddressField } from '../../components/form/use-address-field';
import { ApiRequestError } from '../../lib/api-request-error';
import { PROFILE_FORM_TEXT as T } from './member-text';

type FieldName = keyof typeof T.labels;
const FIELD_NAMES = Object.keys(T.labels) as FieldName[];

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

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * The member's profile (SPEC §7 `POST /user/profile`) with the same zod schema the server
 * validates with; the server's 422 field errors land by their fields too. The address is picked
 * city → town, the zip code follows (`cities` from `/option/address`).
 */
export function ProfileForm({ profile, cities }: { profile: Profile; cities: readonly City[] }) {
  const queryClient = useQueryClient();
  // the saved profile replaces the cached one (422 carries field errors)
  const update = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQueries.me().queryKey, saved),
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: valuesOf(profile),
    mode: 'onTouched',
    // the page's order, not the order the fields registered in (the address registers first)
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = handleSubmit(
    async (input) => {
      setOutcome(null);
      try {
        const saved = await update.mutateAsync(input);
        reset(valuesOf(saved));
        setOutcome({ kind: 'saved' });
      } catch (error) {
        setOutcome({ kind: 'failed', message: placeServerErrors(error, setError) });
      }
    },
    (refused) => {
      setOutcome({ kind: 'failed', message: T.invalid });
      focusFirstError(formRef.current, refused);
    },
  );

  const address = useAddressField(control);
  const field = (name: FieldName) => ({ name, label: T.labels[name], error: errors[name]?.message });

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <fieldset className="profile-form__group">
        <legend className="profile-form__legend">{T.contactLegend}</legend>
        <Field {...field('name')} required>
          {(props) => <input {...props} {...register('name')} type="text" autoComplete="name" className="input" />}
        </Field>
        <div className="form-field">
          <label className="form-field__label" htmlFor="profile-email">
            {T.email}
          </label>
          <input
            id="profile-email"
            className="input"
            type="email"
            value={profile.email ?? ''}
            readOnly
            aria-describedby="profile-email-hint"
          />
          <p className="form-field__hint" id="profile-email-hint">
            {T.emailHint}
          </p>
        </div>
        <Field {...field('mobile')} required hint={T.mobileHint}>
          {(props) => (
            <input
              {...props}
              {...register('mobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className="input"
            />
          )}
        </Field>
        <Field {...field('gender')}>
          {(props) => (
            <select {...props} {...register('gender')} className="input">
              <option value="">{T.genderUnset}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field('birthday')}>
          {(props) => <input {...props} {...register('birthday')} type="date" autoComplete="bday" className="input" />}
        </Field>
      </fieldset>

      <fieldset className="profile-form__group">
        <legend className="profile-form__legend">{T.addressLegend}</legend>
        <AddressField {...address} cities={cities} />
        <Field {...field('address')}>
          {(props) => (
            <input {...props} {...register('address')} type="text" autoComplete="street-address" className="input" />
          )}
        </Field>
      </fieldset>

      <div className="form-field form-field--check">
        <input
          id="profile-subscribe"
          type="checkbox"
          {...register('subscribe')}
          aria-describedby="profile-subscribe-hint"
        />
        <label htmlFor="profile-subscribe">{T.labels.subscribe}</label>
        <p className="form-field__hint" id="profile-subscribe-hint">
          {T.subscribeHint}
        </p>
      </div>

      <p className={`form-status form-status--${outcome?.kind ?? 'none'}`} role="status">
        {outcome?.kind === 'saved' ? T.saved : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p className="form-status form-status--failed" role="alert">
          {outcome.message}
        </p>
      )}

      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting && <span className="button-spinner" aria-hidden="true" />}
          {isSubmitting ? T.saving : T.submit}
        </button>
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** A labelled control with its hint and its error, tied together for assistive technology. */
function Field({
  name,
  label,
  error,
  hint,
  required,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  required?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `profile-${name}-${useId()}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <span className="form-field__required">{T.required}</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required })}
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A failed save: a 422's field errors go next to their fields (the first one gets the focus);
 * the message for the form says what happened.
 */
function placeServerErrors(
  error: unknown,
  setError: (
    name: FieldPath<ProfileUpdateInput>,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
): string {
  if (!(error instanceof ApiRequestError)) return T.failed;
  if (error.status === 401) return T.expired;
  if (error.status !== 422) return T.failed;
  const body = ApiErrorSchema.safeParse(error.data);
  let first = true;
  for (const name of FIELD_NAMES) {
    const message = body.success ? body.data.errors?.[name]?.[0] : undefined;
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return T.invalid;
}
