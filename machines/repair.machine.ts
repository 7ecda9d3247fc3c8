import { and, fromPromise, setup } from 'xstate';
import { stepOfField } from '../schemas/flow-steps';
import {
  REPAIR_STEPS,
  type RepairReceipt,
  type RepairSteps,
  type RepairSubmissionInput,
  type RepairType,
} from '../schemas/repair.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowActions,
  flowGuards,
  flowRefs,
  initialFlowContext,
} from './flow-kit';

export type RepairContext = FlowContext<RepairSteps>;
export interface RepairInput extends FlowInput<RepairSteps> {
  /** general 維修, fast 速修 or deep 深層清潔: which form the member opened (kept as the `kind` step) */
  kind: RepairType;
}
type GuardArgs = { context: RepairContext; event: FlowEvent };

const { valid, kept, owns, keep, forget } = flowRefs<RepairSteps>();
const kindIs = (kind: RepairType) => ({ type: 'kindIs', params: { kind } }) as const;
const changes = (step: keyof RepairSteps) => ({ type: 'changesStep', params: { step } }) as const;
const accept = (step: keyof RepairSteps) => [keep(step), 'saveDraft'] as const;
const back = { actions: 'clearProblem' } as const;

/**
 * SPEC §2 /services/repair/form, /services/fast-repair/form, /services/cleaning/form: one flow
 * for the three kinds, four steps each — the product and its problem → sender and return
 * addresses → invoice details → review. A fast repair books a reserve time, and a deep cleaning
 * picks a ticket, right after the product (the first step's second half); a deep cleaning's
 * receipt names where to pay, and the flow ends there (the gateway takes over).
 */
export const repairMachine = setup({
  types: {} as { context: RepairContext; events: FlowEvent; input: RepairInput },
  guards: {
    ...flowGuards(REPAIR_STEPS),
    kindIs: ({ context }: GuardArgs, { kind }: { kind: RepairType }) => context.data.kind?.type === kind,
    changesStep: ({ event }: GuardArgs, { step }: { step: keyof RepairSteps }) =>
      event.type === 'step.change' && stepOfField(REPAIR_STEPS, event.field) === step,
    paysFirst: ({ event }: GuardArgs) => Boolean((event as unknown as { output?: RepairReceipt }).output?.checkout),
  },
  actions: flowActions(REPAIR_STEPS),
  actors: {
    submit: fromPromise<RepairReceipt, RepairSubmissionInput>(async () => {
      throw new Error('repair: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'repair',
  initial: 'choosingProduct',
  context: ({ input }) => initialFlowContext({ draft: { ...input.draft, kind: { type: input.kind } } }),
  states: {
    choosingProduct: {
      on: {
        'step.submit': [
          { guard: and([valid('product'), kindIs('fast')]), target: 'booking', actions: accept('product') },
          { guard: and([valid('product'), kindIs('deep')]), target: 'choosingTicket', actions: accept('product') },
          { guard: valid('product'), target: 'givingAddresses', actions: accept('product') },
        ],
        'step.forward': [
          { guard: and([kept('product'), kindIs('fast')]), target: 'booking' },
          { guard: and([kept('product'), kindIs('deep')]), target: 'choosingTicket' },
          { guard: kept('product'), target: 'givingAddresses' },
        ],
      },
    },
    booking: {
      on: {
        'step.submit': { guard: valid('booking'), target: 'givingAddresses', actions: accept('booking') },
        'step.forward': { guard: kept('booking'), target: 'givingAddresses' },
        'step.back': { target: 'choosingProduct', ...back },
      },
    },
    choosingTicket: {
      on: {
        'step.submit': { guard: valid('ticket'), target: 'givingAddresses', actions: accept('ticket') },
        'step.forward': { guard: kept('ticket'), target: 'givingAddresses' },
        'step.back': { target: 'choosingProduct', ...back },
      },
    },
    givingAddresses: {
      on: {
        'step.submit': { guard: valid('addresses'), target: 'givingInvoice', actions: accept('addresses') },
        'step.forward': { guard: kept('addresses'), target: 'givingInvoice' },
        'step.back': [
          { guard: kindIs('fast'), target: 'booking', ...back },
          { guard: kindIs('deep'), target: 'choosingTicket', ...back },
          { target: 'choosingProduct', ...back },
        ],
      },
    },
    givingInvoice: {
      on: {
        'step.submit': { guard: valid('invoice'), target: 'reviewing', actions: accept('invoice') },
        'step.forward': { guard: kept('invoice'), target: 'reviewing' },
        'step.back': { target: 'givingAddresses', ...back },
      },
    },
    reviewing: {
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': { target: 'givingInvoice', ...back },
        'step.change': [
          { guard: changes('product'), target: 'choosingProduct', actions: 'keepFocus' },
          { guard: and([changes('booking'), kindIs('fast')]), target: 'booking', actions: 'keepFocus' },
          { guard: and([changes('ticket'), kindIs('deep')]), target: 'choosingTicket', actions: 'keepFocus' },
          { guard: changes('addresses'), target: 'givingAddresses', actions: 'keepFocus' },
          { guard: changes('invoice'), target: 'givingInvoice', actions: 'keepFocus' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => {
          const { kind, product, booking, ticket, addresses, invoice, confirm } = context.data;
          return {
            ...kind,
            ...product,
            ...booking,
            ...ticket,
            ...addresses,
            ...invoice,
            ...confirm,
          } as RepairSubmissionInput;
        },
        onDone: [
          { guard: and(['paysFirst', kindIs('deep')]), target: 'paying', actions: ['keepResult', 'clearDraft'] },
          { target: 'done', actions: ['keepResult', 'clearDraft'] },
        ],
        onError: [
          { guard: owns('product'), target: 'choosingProduct', actions: ['keepFieldErrors', forget('confirm')] },
          {
            guard: and([owns('booking'), kindIs('fast')]),
            target: 'booking',
            actions: ['keepFieldErrors', forget('confirm')],
          },
          {
            guard: and([owns('ticket'), kindIs('deep')]),
            target: 'choosingTicket',
            actions: ['keepFieldErrors', forget('confirm')],
          },
          { guard: owns('addresses'), target: 'givingAddresses', actions: ['keepFieldErrors', forget('confirm')] },
          { guard: owns('invoice'), target: 'givingInvoice', actions: ['keepFieldErrors', forget('confirm')] },
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
    /** a deep cleaning is booked and waits for its payment at the gateway (pay_url) */
    paying: { type: 'final' },
    done: { type: 'final' },
  },
});
