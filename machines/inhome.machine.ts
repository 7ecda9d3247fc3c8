import { fromPromise, setup } from 'xstate';
import { INHOME_STEPS, type InhomeReceipt, type InhomeSteps, type InhomeSubmission } from '../schemas/inhome.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowActions,
  flowGuards,
  flowRefs,
  initialFlowContext,
} from './flow-kit';

export type InhomeContext = FlowContext<InhomeSteps>;

const { valid, kept, owns, keep, forget } = flowRefs<InhomeSteps>();

/**
 * SPEC §2 /services/inhome/form, two steps: what needs doing and where (with a preferred day),
 * then the review with the captcha. The screen provides `submit` (POST /api/user/inhome_services).
 */
export const inhomeMachine = setup({
  types: {} as { context: InhomeContext; events: FlowEvent; input: FlowInput<InhomeSteps> },
  guards: flowGuards(INHOME_STEPS),
  actions: flowActions(INHOME_STEPS),
  actors: {
    submit: fromPromise<InhomeReceipt, InhomeSubmission>(async () => {
      throw new Error('inhome: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'inhome',
  initial: 'requesting',
  context: ({ input }) => initialFlowContext(input),
  states: {
    requesting: {
      on: {
        'step.submit': { guard: valid('request'), target: 'reviewing', actions: [keep('request'), 'saveDraft'] },
        'step.forward': { guard: kept('request'), target: 'reviewing' },
      },
    },
    reviewing: {
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'requesting',
        'step.change': { target: 'requesting', actions: 'keepFocus' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ ...context.data.request, ...context.data.confirm }) as InhomeSubmission,
        onDone: { target: 'done', actions: ['keepResult', 'clearDraft'] },
        onError: [
          { guard: owns('request'), target: 'requesting', actions: ['keepFieldErrors', forget('confirm')] },
          { guard: owns('confirm'), target: 'reviewing', actions: ['keepFieldErrors', forget('confirm')] },
          { target: 'failed', actions: 'keepProblem' },
        ],
      },
    },
    failed: {
      on: {
        'step.retry': { target: 'submitting', actions: 'clearProblem' },
        'step.back': { target: 'reviewing', actions: ['clearProblem', forget('confirm')] },
      },
    },
    done: { type: 'final' },
  },
});
