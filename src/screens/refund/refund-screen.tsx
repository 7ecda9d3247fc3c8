import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { createActor, fromPromise } from 'xstate';
import { refundMachine } from '../../../machines/refund.machine';
import { parseDraft, stepHasErrors } from '../../../schemas/flow-steps';
import { REFUND_STEPS } from '../../../schemas/refund.schema';
import type { UserOrder } from '../../../schemas/user-order.schema';
import { refundOrder } from '../../api/event-orders.mutations';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { StepFrame } from '../../components/flow/step-frame';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { restartFlowActor, useFlowActor } from '../../lib/flow-actor';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/flow-drafts';
import { inspect } from '../../lib/inspector';
import { useStepUrl } from '../../lib/use-step-url';
import { draftOwner, useFlowMember } from '../flow/use-flow-member';
import { MemberOnly } from '../member/member-only';
import {
  REFUND_STEP_OF,
  ReasonsStep,
  RefundDoneStep,
  type RefundState,
  type RefundStepProps,
  refundPaths,
  TermsStep,
} from './refund-steps';
import { REFUND_TEXT as T } from './refund-text';

const DATA_STEP = {
  readingTerms: 'terms',
  givingReasons: 'reasons',
  submitting: null,
  failed: null,
  done: null,
} as const satisfies Record<RefundState, keyof typeof REFUND_STEPS | null>;

const STEPS = {
  readingTerms: { title: T.titles.terms, Step: TermsStep },
  givingReasons: { title: T.titles.reasons, Step: ReasonsStep },
  submitting: { title: T.titles.reasons, Step: ReasonsStep },
  failed: { title: T.titles.reasons, Step: ReasonsStep },
  done: { title: T.titles.done, Step: RefundDoneStep },
} satisfies Record<RefundState, { title: string; Step: ComponentType<RefundStepProps> }>;

function createRefundActor(key: string, orderNumber: string, queryClient: QueryClient) {
  return createActor(
    refundMachine.provide({
      actors: {
        submit: fromPromise(async ({ input, signal }) => {
          const receipt = await refundOrder(orderNumber, input, { signal });
          void queryClient.invalidateQueries({ queryKey: eventOrderQueries.all() });
          return receipt;
        }),
      },
      actions: {
        saveDraft: ({ context }) => writeDraft(key, context.data),
        clearDraft: () => removeDraft(key),
      },
    }),
    { input: { draft: parseDraft(REFUND_STEPS, readDraft(key)) }, inspect },
  );
}

const stepOf = (snapshot: { value: unknown }) => REFUND_STEP_OF[snapshot.value as RefundState] ?? 0;

/** SPEC §2 /member/refund/{order_number}, three steps: terms → reasons → done. */
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
  const key = draftKey('refund', draftOwner(member), order.order_number);
  const actor = useFlowActor(key, () => createRefundActor(key, order.order_number, queryClient));
  const snapshot = useSelector(actor, (s) => s);
  useStepUrl({ actor, paths: refundPaths(order.order_number), stepOf, restart: () => restartFlowActor(key) });
  const state = snapshot.value as RefundState;
  const { title, Step } = STEPS[state];
  // a refund already made, or no longer possible: say so, unless this flow just made it
  if (!order.can_refund && state !== 'done') {
    return (
      <p className="state-message" role="alert">
        {T.notRefundable}
      </p>
    );
  }
  return (
    <>
      <p className="apply-event">{T.order(order.order_number, order.event_info.event_name)}</p>
      <StepFrame
        flow="refund"
        steps={T.steps}
        current={REFUND_STEP_OF[state]}
        title={title}
        focusField={snapshot.context.focus}
        hasErrors={stepHasErrors(REFUND_STEPS, snapshot.context.fieldErrors, DATA_STEP[state])}
      >
        <Step actor={actor} context={snapshot.context} state={state} order={order} />
      </StepFrame>
    </>
  );
}
