import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refundMachine } from '../../../machines/refund.machine';
import { REFUND_STEPS, type RefundSubmission } from '../../../schemas/refund.schema';
import type { UserOrder } from '../../../schemas/user-order.schema';
import { refundOrder } from '../../api/event-orders.mutations';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame } from '../../components/flow/flow-frame';
import { useFlow } from '../../components/flow/use-flow';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { draftOwner, useFlowMember } from '../flow/use-flow-member';
import { MemberOnly } from '../member/member-only';
import { RefundDoneStep } from './refund-done-step';
import { RefundReasonsStep } from './refund-reasons-step';
import { RefundTermsStep } from './refund-terms-step';
import { REFUND_TEXT as T } from './refund-text';

/** SPEC §2 /member/refund/{order_number}, /step2, /step3: one flow, one actor across the three URLs. */
export function RefundScreen() {
  const orderNumber = useRouteParams().orderNumber ?? '';
  return (
    <PageShell lead={T.lead}>
      <MemberOnly>
        <RefundLoader orderNumber={orderNumber} />
      </MemberOnly>
    </PageShell>
  );
}

function RefundLoader({ orderNumber }: { orderNumber: string }) {
  const order = useQuery(eventOrderQueries.order(orderNumber));
  return <QueryState query={order}>{(o) => <RefundFlow order={o} />}</QueryState>;
}

function RefundFlow({ order }: { order: UserOrder }) {
  const member = useFlowMember();
  const queryClient = useQueryClient();
  const no = order.order_number;
  const flow = useFlow(refundMachine, {
    name: 'refund',
    steps: REFUND_STEPS,
    draftKey: draftKey('refund', draftOwner(member), no),
    base: `/member/refund/${no}`,
    calls: {
      submit: async (input: RefundSubmission, init: { signal: AbortSignal }) => {
        const receipt = await refundOrder(no, input, init);
        // the order's list and page say refunded from now on
        void queryClient.invalidateQueries({ queryKey: eventOrderQueries.all() });
        return receipt;
      },
    },
  });
  // a refund already made, or no longer possible: say so, unless this flow just made it
  if (!order.can_refund && !flow.finished) {
    return (
      <p className="state-message" role="alert">
        {T.notRefundable}
      </p>
    );
  }
  return (
    <>
      <p className="flow-form__note">{T.order(no, order.event_info.event_name)}</p>
      <FlowFrame
        flow={flow}
        names={T.steps}
        screens={{ readingTerms: RefundTermsStep, givingReasons: RefundReasonsStep, done: RefundDoneStep }}
        props={{ order }}
      />
    </>
  );
}
