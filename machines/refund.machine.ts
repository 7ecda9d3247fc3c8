import { REFUND_STEPS, type RefundReceipt, type RefundSteps } from '../schemas/refund.schema';
import { type FlowContext, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type RefundContext = FlowContext<RefundSteps>;

const { forward, tail, valid, keep } = flowTransitions<RefundSteps>('givingReasons');
const reasons = { step: 2, title: '退款原因', edits: 'reasons' } as const;

/**
 * SPEC §2 /member/refund/{order_number}, three steps: accept the terms → reasons from the list or
 * another reason → done (the third step). There is no review: the reasons step sends, so its page
 * shows the call under way and a failed one. The screen provides `submit` (POST
 * /api/user/refund_order/{order_number}) and the drafts; a refusal of the order itself (no longer
 * refundable) names no step's field, so it is a problem shown with retry and the way back.
 * No change links either: a step's send always goes on (the kit's `submit` would add a return to
 * a review that never happens).
 */
export const refundMachine = flowSetup<RefundSteps, RefundReceipt>(REFUND_STEPS).createMachine({
  id: 'refund',
  initial: 'readingTerms',
  context: ({ input }) => initialFlowContext(input),
  states: {
    readingTerms: {
      meta: { step: 1, title: '退款須知', edits: 'terms' },
      on: {
        'step.submit': { guard: valid('terms'), target: 'givingReasons', actions: [keep('terms'), 'saveDraft'] },
        'step.forward': forward('terms', 'givingReasons'),
      },
    },
    givingReasons: {
      meta: reasons,
      on: {
        'step.submit': { guard: valid('reasons'), target: 'submitting', actions: [keep('reasons'), 'saveDraft'] },
        'step.back': 'readingTerms',
      },
    },
    ...tail({
      meta: reasons,
      owners: [
        ['terms', 'readingTerms'],
        ['reasons', 'givingReasons'],
      ],
    }),
    done: { type: 'final', meta: { step: 3, title: '退款申請完成', done: true } },
  },
});
