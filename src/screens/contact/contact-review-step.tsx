import { useEffect } from 'react';
import {
  CONTACT_OTHER_LABELS,
  ContactConfirmStep,
  type ContactMessage,
  type ContactOtherField,
  fieldsOfClass,
} from '../../../schemas/contact.schema';
import { CaptchaField } from '../../components/form/captcha-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { ReviewList } from '../../components/form/review-list';
import { SubmitButton } from '../../components/form/submit-button';
import { useStepForm } from '../../components/form/use-step-form';
import type { ContactOptions, ContactStepProps } from './contact-step.types';
import { CONTACT_TEXT as T } from './contact-text';

const ADDRESS_TAIL = new Set<ContactOtherField>(['town', 'zip_code']);

function otherValue(field: ContactOtherField, message: ContactMessage, options: ContactOptions): string {
  const { others } = message;
  switch (field) {
    case 'city':
      return [others.zip_code, `${others.city ?? ''}${others.town ?? ''}`].filter(Boolean).join(' ');
    case 'channel_id':
      return options.channels.find((c) => c.id === others.channel_id)?.name ?? '';
    case 'brands':
      return others.brands.join('、');
    default:
      return others[field] === null ? '' : String(others[field]);
  }
}

/** What will be sent, by section, each row with a change link back to its field. */
function reviewSections(message: ContactMessage, options: ContactOptions, change: (field: string) => void) {
  const row = (label: string, value: string, field: string) => ({
    label,
    value,
    change: { onClick: () => change(field) },
  });
  const { required, optional } = fieldsOfClass(message.class_id);
  const others = [...required, ...optional]
    .filter((field) => !ADDRESS_TAIL.has(field))
    .map((field) =>
      row(
        field === 'city' ? '地區' : CONTACT_OTHER_LABELS[field],
        otherValue(field, message, options),
        `others.${field}`,
      ),
    );
  const className = options.classes.find((c) => c.id === message.class_id)?.name ?? T.unknownClass;
  return [
    {
      title: T.personLegend,
      rows: [
        row(T.labels.name, message.name, 'name'),
        row(T.labels.email, message.email, 'email'),
        row(T.labels.phone, message.phone, 'phone'),
      ],
    },
    {
      title: T.messageLegend,
      rows: [
        row(T.labels.class_id, className, 'class_id'),
        ...others,
        row(T.labels.content, message.content, 'content'),
      ],
    },
  ];
}

/** Step 2 (/contact/step2): the review, the captcha and the send button; a failed call offers a retry. */
export function ContactReviewStep({ actor, context, state, options }: ContactStepProps) {
  const message = context.data.message;
  // the URL sync sends a member without step 1 data back to it; nothing to show meanwhile
  if (!message) return null;
  const sections = reviewSections(message, options, (field) => actor.send({ type: 'step.change', field }));
  return (
    <div className="flow-review">
      <p className="flow-form__note">{T.reviewLead}</p>
      <ReviewList sections={sections} />
      {state === 'failed' && context.problem && (
        <div className="flow-problem" role="alert">
          <p className="flow-problem__title">{T.failedTitle}</p>
          <p>{context.problem}</p>
        </div>
      )}
      {state === 'reviewing' ? (
        <ConfirmForm actor={actor} serverErrors={context.fieldErrors} />
      ) : (
        <div className="flow-actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={state === 'submitting'}
            onClick={() => actor.send({ type: 'step.back' })}
          >
            {T.back}
          </button>
          <SubmitButton
            type="button"
            className="button button--primary"
            pending={state === 'submitting'}
            pendingLabel={T.sending}
            onClick={() => actor.send({ type: 'step.retry' })}
          >
            {T.retry}
          </SubmitButton>
        </div>
      )}
    </div>
  );
}

/**
 * The captcha and the send button. Mounted afresh each time the review is shown, so a captcha
 * answer spent by a refused or failed call is never offered again.
 */
function ConfirmForm({
  actor,
  serverErrors,
}: Pick<ContactStepProps, 'actor'> & { serverErrors: Record<string, string[]> | null }) {
  const { form, summary } = useStepForm(ContactConfirmStep, {
    defaultValues: { google_recaptcha_token: '' },
    serverErrors,
    order: ['google_recaptcha_token'],
  });
  const { register, setValue, handleSubmit, formState } = form;
  useEffect(() => {
    register('google_recaptcha_token');
  }, [register]);
  const onSubmit = handleSubmit((data) => actor.send({ type: 'step.submit', data }));
  return (
    <form className="flow-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.captchaLegend}</legend>
        <CaptchaField
          onVerified={(token) => setValue('google_recaptcha_token', token, { shouldValidate: true })}
          onReset={() => setValue('google_recaptcha_token', '')}
          error={formState.errors.google_recaptcha_token?.message}
        />
      </fieldset>
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
          {T.back}
        </button>
        <SubmitButton className="button button--primary" pending={false} pendingLabel={T.sending}>
          {T.send}
        </SubmitButton>
      </div>
    </form>
  );
}
