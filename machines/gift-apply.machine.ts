import { fromPromise, setup } from 'xstate';
import { stepOfField } from '../schemas/flow-steps';
import {
  GIFT_APPLY_STEPS,
  type GiftApplySteps,
  type GiftClaim,
  type GiftPurchase,
  type GiftSubmission,
} from '../schemas/gift-apply.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowActions,
  flowGuards,
  flowRefs,
  initialFlowContext,
} from './flow-kit';

export type GiftApplyContext = FlowContext<GiftApplySteps>;
/** What the four steps send; the screen's `submit` adds the event's id (its route's). */
export type GiftApplyPayload = Omit<GiftSubmission, 'gift_event_id'>;
type GiftStep = keyof GiftApplySteps & string;

const { valid, kept, owns, keep, forget } = flowRefs<GiftApplySteps>();
/** a review's change link names a field of this step */
const changes = (step: GiftStep) => ({ type: 'changeOnStep', params: { step } }) as const;

/**
 * SPEC §2 /giftmain/brand-hs/giftid-{id}/apply, four steps (§4): the purchase (typed or filled
 * from the e-invoice QR code) → photos of the invoice and the product → the gift and where it
 * goes → the review with the captcha; then it is sent. The screen provides `checkPurchase`
 * (POST /api/check_gift_purchase), `submit` (POST /api/submit_gift_event), both with the route's
 * event id, and the draft actions; a 422 of the send goes back to the step that owns the first
 * refused field (a gift given away meanwhile: the gift step).
 *
 * Step 1 is asked of the server when it is sent (an invoice claimed before, the event's channels,
 * window and minimum): the purchase counts as accepted, and goes into the draft, only once the
 * server said yes, so browser forward never passes a refused purchase. A refusal stays on step 1
 * by its field; a failed call (offline, server down) stays there with the problem, what was
 * typed kept, to send again.
 */
export const giftApplyMachine = setup({
  types: {} as { context: GiftApplyContext; events: FlowEvent; input: FlowInput<GiftApplySteps> },
  guards: {
    ...flowGuards(GIFT_APPLY_STEPS),
    changeOnStep: ({ event }: { event: FlowEvent }, { step }: { step: GiftStep }) =>
      event.type === 'step.change' && stepOfField(GIFT_APPLY_STEPS, event.field) === step,
  },
  actions: flowActions(GIFT_APPLY_STEPS),
  actors: {
    checkPurchase: fromPromise<void, GiftPurchase>(async () => {
      throw new Error('gift-apply: provide the checkPurchase actor');
    }),
    submit: fromPromise<GiftClaim, GiftApplyPayload>(async () => {
      throw new Error('gift-apply: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'gift-apply',
  initial: 'purchasing',
  context: ({ input }) => initialFlowContext(input),
  states: {
    purchasing: {
      on: {
        'step.submit': { guard: valid('purchase'), target: 'checkingPurchase', actions: keep('purchase') },
        'step.forward': { guard: kept('purchase'), target: 'photographing' },
      },
    },
    checkingPurchase: {
      invoke: {
        id: 'checkPurchase',
        src: 'checkPurchase',
        input: ({ context }) => context.data.purchase as GiftPurchase,
        onDone: { target: 'photographing', actions: 'saveDraft' },
        onError: [
          { guard: owns('purchase'), target: 'purchasing', actions: ['keepFieldErrors', forget('purchase')] },
          { target: 'purchasing', actions: 'keepProblem' },
        ],
      },
    },
    photographing: {
      on: {
        'step.submit': { guard: valid('photos'), target: 'choosing', actions: [keep('photos'), 'saveDraft'] },
        'step.forward': { guard: kept('photos'), target: 'choosing' },
        'step.back': 'purchasing',
      },
    },
    choosing: {
      on: {
        'step.submit': { guard: valid('delivery'), target: 'reviewing', actions: [keep('delivery'), 'saveDraft'] },
        'step.forward': { guard: kept('delivery'), target: 'reviewing' },
        'step.back': 'photographing',
      },
    },
    reviewing: {
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'choosing',
        'step.change': [
          { guard: changes('purchase'), target: 'purchasing', actions: 'keepFocus' },
          { guard: changes('photos'), target: 'photographing', actions: 'keepFocus' },
          { guard: changes('delivery'), target: 'choosing', actions: 'keepFocus' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) =>
          ({
            ...context.data.purchase,
            ...context.data.photos,
            ...context.data.delivery,
            ...context.data.confirm,
          }) as GiftApplyPayload,
        onDone: { target: 'done', actions: ['keepResult', 'clearDraft'] },
        onError: [
          { guard: owns('purchase'), target: 'purchasing', actions: ['keepFieldErrors', forget('confirm')] },
          { guard: owns('photos'), target: 'photographing', actions: ['keepFieldErrors', forget('confirm')] },
          { guard: owns('delivery'), target: 'choosing', actions: ['keepFieldErrors', forget('confirm')] },
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
