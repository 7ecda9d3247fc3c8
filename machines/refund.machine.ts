import { fromPromise, setup } from 'xstate';
import type { RefundReceipt, RefundSteps, RefundSubmission } from '../schemas/refund.schema';
import { REFUND_STEPS } from '../schemas/refund.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowActions,
  flowGuards,
  flowRefs,
  initialFlowContext,
} from './flow-kit';

export type RefundContext = FlowContext<RefundSteps>;

const { valid, kept, owns, keep } = flowRefs<RefundSteps>();

/**
 * SPEC §2 /member/refund/{order_number}, three steps: accept the terms → reasons from the list or
 * another reason → done. The screen provides `submit` (POST /api/user/refund_order/{order_number})
 * and the draft actions; a refusal of the order itself (no longer refundable) is a problem shown
 * with the way back.
 */
export const refundMachine = setup({
  types: {} as { context: RefundContext; events: FlowEvent; input: FlowInput<RefundSteps> },
  guards: flowGuards(REFUND_STEPS),
  actions: flowActions(REFUND_STEPS),
  actors: {
    submit: fromPromise<RefundReceipt, RefundSubmission>(async () => {
      throw new Error('refund: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'refund',
  initial: 'readingTerms',
  context: ({ input }) => initialFlowContext(input),
  states: {
    readingTerms: {
      on: {
        'step.submit': { guard: valid('terms'), target: 'givingReasons', actions: [keep('terms'), 'saveDraft'] },
        'step.forward': { guard: kept('terms'), target: 'givingReasons' },
      },
    },
    givingReasons: {
      on: {
        'step.submit': { guard: valid('reasons'), target: 'submitting', actions: [keep('reasons'), 'saveDraft'] },
        'step.back': 'readingTerms',
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ ...context.data.terms, ...context.data.reasons }) as RefundSubmission,
        onDone: { target: 'done', actions: ['keepResult', 'clearDraft'] },
        onError: [
          { guard: owns('terms'), target: 'readingTerms', actions: 'keepFieldErrors' },
          { guard: owns('reasons'), target: 'givingReasons', actions: 'keepFieldErrors' },
          { target: 'failed', actions: 'keepProblem' },
        ],
      },
    },
    failed: {
      on: {
        'step.retry': { target: 'submitting', actions: 'clearProblem' },
        'step.back': { target: 'givingReasons', actions: 'clearProblem' },
      },
    },
    done: { type: 'final' },
  },
});
