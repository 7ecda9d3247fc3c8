import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ReviewList, type ReviewRow, type ReviewSection } from '../form/review-list';
import { type ConfirmField, ReviewActions } from './confirm-form';
import { useFlowContext } from './flow-context';

/** A review row: the label, the answer, and the form field its change link opens. */
export const reviewRow = (label: string, value: ReactNode, field?: string): ReviewRow => ({ label, value, field });

/**
 * A flow's review page (GOV.UK "check answers"): what will be sent, by section, each answer with a
 * change link that opens its step on its field and comes back here once that step is sent; then
 * the captcha and the send button, or, while it sends or after it failed, back and send again.
 */
export function FlowReview({
  sections,
  lead,
  confirm,
  children,
}: {
  sections: readonly ReviewSection[];
  lead?: ReactNode;
  /** the review's own step: the captcha's schema and the field its answer travels in */
  confirm: { schema: z.ZodObject; field: ConfirmField };
  /** anything the flow shows between the answers and the send (a total, terms) */
  children?: ReactNode;
}) {
  const flow = useFlowContext();
  const send = flow.actor.send as (event: { type: 'step.change'; field: string }) => void;
  const context = flow.context as { fieldErrors: Record<string, string[]> | null; problem: string | null };
  return (
    <div className="flow-review">
      {lead && <p className="flow-form__note">{lead}</p>}
      <ReviewList sections={sections} onChange={(field) => send({ type: 'step.change', field })} />
      {children}
      <ReviewActions
        actor={flow.actor as never}
        state={flow.busy ? 'submitting' : flow.leaf === 'failed' ? 'failed' : 'reviewing'}
        fieldErrors={context.fieldErrors}
        problem={context.problem}
        schema={confirm.schema}
        field={confirm.field}
      />
    </div>
  );
}
