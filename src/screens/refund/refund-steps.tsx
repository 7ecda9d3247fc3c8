import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { ActorRefFrom, StateValueFrom } from 'xstate';
import type { RefundContext, refundMachine } from '../../../machines/refund.machine';
import {
  REFUND_REASONS,
  RefundReasonsSchema,
  RefundReceiptSchema,
  RefundTermsSchema,
} from '../../../schemas/refund.schema';
import type { UserOrder } from '../../../schemas/user-order.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldId } from '../../components/form/field-id';
import { SubmitButton } from '../../components/form/submit-button';
import { CheckboxGroupField, TextAreaField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { REFUND_TEXT as T } from './refund-text';

export type RefundState = StateValueFrom<typeof refundMachine>;
export type RefundActor = ActorRefFrom<typeof refundMachine>;

export const refundPaths = (no: string) =>
  [`/member/refund/${no}`, `/member/refund/${no}/step2`, `/member/refund/${no}/step3`] as const;

export const REFUND_STEP_OF = {
  readingTerms: 0,
  givingReasons: 1,
  submitting: 1,
  failed: 1,
  done: 2,
} as const satisfies Record<RefundState, number>;

export interface RefundStepProps {
  actor: RefundActor;
  context: RefundContext;
  state: RefundState;
  order: UserOrder;
}

/** Step 1: the terms, accepted. */
export function TermsStep({ actor, context }: RefundStepProps) {
  const { form, summary } = useStepForm(RefundTermsSchema, {
    defaultValues: { accept: (context.data.terms?.accept ?? false) as true },
    serverErrors: context.fieldErrors,
    order: ['accept'],
  });
  const { register, handleSubmit, formState } = form;
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <ul className="refund-terms">
        {T.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <div className="form-field__choice">
        <input type="checkbox" id={fieldId('accept')} {...register('accept')} />
        <label htmlFor={fieldId('accept')}>{T.accept}</label>
      </div>
      {formState.errors.accept?.message && <p className="form-field__error">{formState.errors.accept.message}</p>}
      <div className="flow-actions">
        <button type="submit" className="button button--primary">
          {T.next}
        </button>
      </div>
    </form>
  );
}

/** Step 2: reasons from the list, or another reason in words; then the refund is asked for. */
export function ReasonsStep({ actor, context, state }: RefundStepProps) {
  const kept = context.data.reasons;
  const { form, summary } = useStepForm(RefundReasonsSchema, {
    defaultValues: { reasons: kept?.reasons ?? [], other_reason: kept?.other_reason ?? '' },
    serverErrors: context.fieldErrors,
    order: ['reasons', 'other_reason'],
  });
  const { register, handleSubmit, formState, control } = form;
  const busy = state === 'submitting';
  if (state === 'failed') {
    return (
      <div className="flow-problem" role="alert">
        <p className="flow-problem__title">{T.failedTitle}</p>
        <p>{context.problem}</p>
        <div className="flow-actions">
          <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
            {T.back}
          </button>
          <SubmitButton
            type="button"
            className="button button--primary"
            pending={false}
            onClick={() => actor.send({ type: 'step.retry' })}
          >
            {T.retry}
          </SubmitButton>
        </div>
      </div>
    );
  }
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <Controller
        control={control}
        name="reasons"
        render={({ field }) => (
          <CheckboxGroupField
            label={T.reasons}
            name="reasons"
            options={REFUND_REASONS.map((r) => ({ value: r, label: r }))}
            value={field.value as string[]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={formState.errors.reasons?.message}
          />
        )}
      />
      <TextAreaField
        label={T.otherReason}
        rows={3}
        {...register('other_reason')}
        error={formState.errors.other_reason?.message}
      />
      <div className="flow-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => actor.send({ type: 'step.back' })}
        >
          {T.back}
        </button>
        <SubmitButton className="button button--primary" pending={busy} pendingLabel={T.sending}>
          {T.send}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Step 3: refunded, with the credit note. */
export function RefundDoneStep({ context }: RefundStepProps) {
  const receipt = RefundReceiptSchema.safeParse(context.result);
  return (
    <div className="flow-done" role="status">
      {receipt.success && (
        <p className="flow-done__lead">{T.doneLead(`NT$ ${receipt.data.amount.toLocaleString('zh-TW')}`)}</p>
      )}
      <div className="flow-actions">
        {receipt.success && receipt.data.credit_note_no && (
          <Link className="button button--primary" to={`/member/activity/credit-note/${receipt.data.credit_note_no}`}>
            {T.creditNote}
          </Link>
        )}
        <Link className="button button--ghost" to="/member/activity">
          {T.toActivity}
        </Link>
      </div>
    </div>
  );
}
