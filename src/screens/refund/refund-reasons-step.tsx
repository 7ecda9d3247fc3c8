import { Controller } from 'react-hook-form';
import { OTHER_REASON_MAX, REFUND_REASONS, RefundReasonsSchema } from '../../../schemas/refund.schema';
import { RetryActions } from '../../components/flow/confirm-form';
import { useFlowContext } from '../../components/flow/flow-context';
import { reviewRow } from '../../components/flow/flow-review';
import { StepForm } from '../../components/flow/step-form';
import { ReviewList } from '../../components/form/review-list';
import { CheckboxGroupField, TextAreaField } from '../../components/form/text-field';
import type { RefundStepProps } from './refund-step.types';
import { REFUND_TEXT as T } from './refund-text';

const REASON_OPTIONS = REFUND_REASONS.map((r) => ({ value: r, label: r }));

/**
 * Step 2 (/member/refund/{no}/step2): reasons from the list, or another reason in words; its send
 * asks for the refund. While the call runs, or after it failed, the page shows what was sent and
 * the kit's back / send again (the machine's `submitting` and `failed` show this page).
 */
export function RefundReasonsStep({ context, state, actor }: RefundStepProps) {
  const flow = useFlowContext();
  const kept = context.data.reasons;
  if (state !== 'givingReasons' && kept) {
    return (
      <>
        <ReviewList
          sections={[
            {
              title: T.sentLegend,
              rows: [reviewRow(T.reasons, kept.reasons.join('、')), reviewRow(T.otherReason, kept.other_reason)],
            },
          ]}
        />
        <RetryActions
          state={flow.busy ? 'submitting' : 'failed'}
          problem={context.problem}
          onBack={() => actor.send({ type: 'step.back' })}
          onRetry={() => actor.send({ type: 'step.retry' })}
        />
      </>
    );
  }
  return (
    <StepForm
      schema={RefundReasonsSchema}
      defaultValues={{ reasons: kept?.reasons ?? [], other_reason: kept?.other_reason ?? '' }}
      order={['reasons', 'other_reason']}
      next={T.send}
    >
      {(form) => (
        <>
          <Controller
            control={form.control}
            name="reasons"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                label={T.reasons}
                name="reasons"
                options={REASON_OPTIONS}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextAreaField
            label={T.otherReason}
            rows={3}
            maxLength={OTHER_REASON_MAX}
            {...form.register('other_reason')}
            error={form.formState.errors.other_reason?.message}
          />
        </>
      )}
    </StepForm>
  );
}
