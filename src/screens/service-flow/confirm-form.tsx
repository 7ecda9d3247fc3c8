import { useEffect } from 'react';
import { z } from 'zod';
import { captchaAnswerSchema } from '../../../schemas/service-fields.schema';
import { CaptchaField } from '../../components/form/captcha-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { useStepForm } from '../../components/form/use-step-form';
import { SERVICE_FLOW_TEXT as T } from './service-flow-text';

const schemas = {
  google_recaptcha_token: z.object({ google_recaptcha_token: captchaAnswerSchema }),
  token: z.object({ token: captchaAnswerSchema }),
};

interface ConfirmFormProps {
  /** the field the answer travels in: the SPEC's google_recaptcha_token, the warranty form's token */
  field: keyof typeof schemas;
  serverErrors: Record<string, string[]> | null;
  onSubmit: (data: Record<string, string>) => void;
  onBack: () => void;
}

/**
 * A review's captcha and send button. Mounted afresh each time the review shows, so an answer a
 * refused or failed call spent is never offered again.
 */
export function ConfirmForm({ field, serverErrors, onSubmit, onBack }: ConfirmFormProps) {
  const { form, summary } = useStepForm(schemas[field] as z.ZodObject, {
    defaultValues: { [field]: '' },
    serverErrors,
    order: [field],
  });
  const { register, setValue, handleSubmit, formState } = form;
  useEffect(() => {
    register(field);
  }, [register, field]);
  const error = (formState.errors as Record<string, { message?: string } | undefined>)[field]?.message;
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => onSubmit(data as Record<string, string>))}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.captchaLegend}</legend>
        <CaptchaField
          onVerified={(token) => setValue(field, token, { shouldValidate: true })}
          onReset={() => setValue(field, '')}
          error={error}
        />
      </fieldset>
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {T.back}
        </button>
        <SubmitButton className="button button--primary" pending={false} pendingLabel={T.sending}>
          {T.send}
        </SubmitButton>
      </div>
    </form>
  );
}

/** What a review shows while it sends, or after a send failed: back, and send again. */
export function RetryActions({
  state,
  problem,
  onBack,
  onRetry,
}: {
  state: 'submitting' | 'failed';
  problem: string | null;
  onBack: () => void;
  onRetry: () => void;
}) {
  return (
    <>
      {state === 'failed' && problem && (
        <div className="flow-problem" role="alert">
          <p className="flow-problem__title">{T.failedTitle}</p>
          <p>{problem}</p>
        </div>
      )}
      <div className="flow-actions">
        <button type="button" className="button button--ghost" disabled={state === 'submitting'} onClick={onBack}>
          {T.back}
        </button>
        <SubmitButton
          type="button"
          className="button button--primary"
          pending={state === 'submitting'}
          pendingLabel={T.sending}
          onClick={onRetry}
        >
          {T.retry}
        </SubmitButton>
      </div>
    </>
  );
}
