import { fromPromise, setup } from 'xstate';
import {
  CONTACT_STEPS,
  type ContactReceipt,
  type ContactSteps,
  type ContactSubmission,
} from '../schemas/contact.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowActions,
  flowGuards,
  flowRefs,
  initialFlowContext,
} from './flow-kit';

export type ContactContext = FlowContext<ContactSteps>;

const { valid, kept, owns, keep, forget } = flowRefs<ContactSteps>();

/**
 * SPEC §2 /contact → /contact/step2 → /contact/step3: write the message (`section1`), review it
 * and pass the captcha, then it is sent. The screen provides `submit` (POST /api/contact) and the
 * draft actions; a 422 goes back to the step that owns the first refused field.
 */
export const contactMachine = setup({
  types: {} as { context: ContactContext; events: FlowEvent; input: FlowInput<ContactSteps> },
  guards: flowGuards(CONTACT_STEPS),
  actions: flowActions(CONTACT_STEPS),
  actors: {
    submit: fromPromise<ContactReceipt, ContactSubmission>(async () => {
      throw new Error('contact: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'contact',
  initial: 'editing',
  context: ({ input }) => initialFlowContext(input),
  states: {
    editing: {
      on: {
        'step.submit': { guard: valid('message'), target: 'reviewing', actions: [keep('message'), 'saveDraft'] },
        'step.forward': { guard: kept('message'), target: 'reviewing' },
      },
    },
    reviewing: {
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'editing',
        'step.change': { target: 'editing', actions: 'keepFocus' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ ...context.data.message, ...context.data.confirm }) as ContactSubmission,
        onDone: { target: 'done', actions: ['keepResult', 'clearDraft'] },
        onError: [
          { guard: owns('message'), target: 'editing', actions: ['keepFieldErrors', forget('confirm')] },
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
