import { useEffect } from 'react';
import type { z } from 'zod';
import { CaptchaField } from '../form/captcha-field';
import { ErrorSummary } from '../form/error-summary';
import { SubmitButton } from '../form/submit-button';
import { useStepForm } from '../form/use-step-form';
import { FLOW_TEXT as T } from './flow-text';

/** the field the captcha's answer travels in: the SPEC's google_recaptcha_token, the warranty and gift forms' token */
export type ConfirmField = 'google_recaptcha_token' | 'token';

interface ConfirmFormProps {
  /** the flow's confirm-step schema: one field, the captcha's answer */
  schema: z.ZodObject;
  field: ConfirmField;
  serverErrors: Record<string, string[]> | null;
  onSubmit: (data: Record<string, string>) => void;
  onBack: () => void;
}

/**
 * A review's captcha and send button, for every guided flow. Mounted afresh each time the review
 * shows, so an answer a refused or failed call spent is never offered again.
 */
export function ConfirmForm({ schema, field, serverErrors, onSubmit, onBack }: ConfirmFormProps) {
  const { form, summary } = useStepForm(schema, {
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

/**
 * Below a console task's review (no captcha: staff are signed in): back and the confirm button,
 * then back and send again while the call is under way or after it failed. The confirm button
 * waits while the machine is busy, and a double press sends once.
 */
export function TaskConfirm({
  actor,
  state,
  busy,
  problem,
  confirm,
}: {
  actor: ReviewActor;
  /** the review's machine state: `reviewing`, or a state of the call (under way, failed) */
  state: string;
  busy: boolean;
  problem: string | null;
  /** the confirm button's words */
  confirm: string;
}) {
  if (state !== 'reviewing') {
    return (
      <RetryActions
        state={busy ? 'submitting' : 'failed'}
        problem={problem}
        onBack={() => actor.send({ type: 'step.back' })}
        onRetry={() => actor.send({ type: 'step.retry' })}
      />
    );
  }
  return (
    <form
      className="flow-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'step.submit', data: {} });
      }}
    >
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
          {T.back}
        </button>
        <SubmitButton pending={busy}>{confirm}</SubmitButton>
      </div>
    </form>
  );
}

/** The events a review sends: what every flow's machine takes (machines/flow-kit.ts). */
interface ReviewActor {
  send(
    event: { type: 'step.submit'; data: Record<string, string> } | { type: 'step.back' } | { type: 'step.retry' },
  ): void;
}

/**
 * Below a review: the captcha and send button while the member reviews, then back and send again
 * while the call is under way or after it failed. The machine's state decides which.
 */
export function ReviewActions({
  actor,
  state,
  fieldErrors,
  problem,
  schema,
  field,
}: {
  actor: ReviewActor;
  /** the review step's machine state: `reviewing`, `failed`, or any state of a call under way */
  state: string;
  fieldErrors: Record<string, string[]> | null;
  problem: string | null;
} & Pick<ConfirmFormProps, 'schema' | 'field'>) {
  return state === 'reviewing' ? (
    <ConfirmForm
      schema={schema}
      field={field}
      serverErrors={fieldErrors}
      onSubmit={(data) => actor.send({ type: 'step.submit', data })}
      onBack={() => actor.send({ type: 'step.back' })}
    />
  ) : (
    <RetryActions
      state={state === 'failed' ? 'failed' : 'submitting'}
      problem={problem}
      onBack={() => actor.send({ type: 'step.back' })}
      onRetry={() => actor.send({ type: 'step.retry' })}
    />
  );
}
