import { and, fromPromise, not, setup } from 'xstate';
import { stepOfField } from '../schemas/flow-steps';
import {
  type Utm,
  WARRANTY_STEPS,
  type WarrantyReceipt,
  type WarrantySteps,
  type WarrantySubmissionInput,
} from '../schemas/warranty.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowActions,
  flowGuards,
  flowRefs,
  initialFlowContext,
} from './flow-kit';

export type WarrantyContext = FlowContext<WarrantySteps>;
export interface WarrantyInput extends FlowInput<WarrantySteps> {
  /** opened at /services/warranty/direct with the product named: its choice is skipped */
  direct: boolean;
  /** the landing address's utm_* parameters, kept with the registration */
  utm: Utm;
}
type GuardArgs = { context: WarrantyContext; event: FlowEvent };

const { valid, kept, owns, keep, forget } = flowRefs<WarrantySteps>();
const changes = (step: keyof WarrantySteps) => ({ type: 'changesStep', params: { step } }) as const;
const accept = (step: keyof WarrantySteps) => [keep(step), 'saveDraft'] as const;
const retry = ['keepFieldErrors', forget('confirm')] as const;

/**
 * SPEC §2 /services/warranty/form: the product (brand, model, serial) → where and when it was
 * bought, the invoice typed or read from its e-invoice QR code → photos of the product and the
 * receipt → review with the captcha. Opened from /services/warranty/direct with a product, it
 * starts on the purchase and never shows the product choice.
 */
export const warrantyMachine = setup({
  types: {} as { context: WarrantyContext; events: FlowEvent; input: WarrantyInput },
  guards: {
    ...flowGuards(WARRANTY_STEPS),
    direct: ({ context }: GuardArgs) => context.data.entry?.direct === true,
    changesStep: ({ event }: GuardArgs, { step }: { step: keyof WarrantySteps }) =>
      event.type === 'step.change' && stepOfField(WARRANTY_STEPS, event.field) === step,
  },
  actions: flowActions(WARRANTY_STEPS),
  actors: {
    submit: fromPromise<WarrantyReceipt, WarrantySubmissionInput>(async () => {
      throw new Error('warranty: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'warranty',
  initial: 'choosingProduct',
  context: ({ input }) =>
    initialFlowContext({ draft: { ...input.draft, entry: { direct: input.direct, utm: input.utm } } }),
  states: {
    choosingProduct: {
      // opened from /services/warranty/direct with its product: straight on to the purchase
      always: { guard: and(['direct', kept('product')]), target: 'describingPurchase' },
      on: {
        'step.submit': { guard: valid('product'), target: 'describingPurchase', actions: accept('product') },
        'step.forward': { guard: kept('product'), target: 'describingPurchase' },
      },
    },
    describingPurchase: {
      on: {
        'step.submit': { guard: valid('purchase'), target: 'addingPhotos', actions: accept('purchase') },
        'step.forward': { guard: kept('purchase'), target: 'addingPhotos' },
        'step.back': { guard: not('direct'), target: 'choosingProduct', actions: 'clearProblem' },
      },
    },
    addingPhotos: {
      on: {
        'step.submit': { guard: valid('photos'), target: 'reviewing', actions: accept('photos') },
        'step.forward': { guard: kept('photos'), target: 'reviewing' },
        'step.back': { target: 'describingPurchase', actions: 'clearProblem' },
      },
    },
    reviewing: {
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': { target: 'addingPhotos', actions: 'clearProblem' },
        'step.change': [
          { guard: and([changes('product'), not('direct')]), target: 'choosingProduct', actions: 'keepFocus' },
          { guard: changes('purchase'), target: 'describingPurchase', actions: 'keepFocus' },
          { guard: changes('photos'), target: 'addingPhotos', actions: 'keepFocus' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => {
          const { entry, product, purchase, photos, confirm } = context.data;
          return { ...entry, ...product, ...purchase, ...photos, ...confirm } as WarrantySubmissionInput;
        },
        onDone: { target: 'done', actions: ['keepResult', 'clearDraft'] },
        onError: [
          { guard: and([owns('product'), not('direct')]), target: 'choosingProduct', actions: retry },
          { guard: owns('purchase'), target: 'describingPurchase', actions: retry },
          { guard: owns('photos'), target: 'addingPhotos', actions: retry },
          { guard: owns('confirm'), target: 'reviewing', actions: retry },
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
