import { gatewayRefused, STAFF_REFUND_STEPS, type StaffRefundSteps } from '../schemas/staff-refund.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowSetup,
  flowTransitions,
  initialFlowContext,
} from './flow-kit';

export type StaffRefundContext = FlowContext<StaffRefundSteps>;
export interface StaffRefundInput extends FlowInput<StaffRefundSteps> {
  /** the order's tickets refundable now (the server decides them), kept as the `offer` step */
  open: readonly number[];
}

const { tail, valid, keep } = flowTransitions<StaffRefundSteps>('reviewing');
const review = { step: 3, title: '確認退款', edits: 'confirm' } as const;

/** The tickets sent are some of the order's refundable ones, none twice. */
const pickedOpen = ({ context, event }: { context: StaffRefundContext; event: FlowEvent }) => {
  if (event.type !== 'step.submit') return false;
  const sent = STAFF_REFUND_STEPS.tickets.safeParse(event.data);
  const open = context.data.offer?.open ?? [];
  return (
    sent.success &&
    new Set(sent.data.item_ids).size === sent.data.item_ids.length &&
    sent.data.item_ids.every((id) => open.includes(id))
  );
};

/** The order the refund's call answered holds that refund as failed: the gateway said no. */
const refusedByGateway = ({ event }: { event: FlowEvent }) =>
  gatewayRefused((event as unknown as { output?: unknown }).output);

/**
 * A staff refund of some of an order's tickets (issue 27 item 4, STAFF.md "refunds"), on the flow
 * kit like every console task: pick the tickets among those the order offers now (the input), say
 * how the money goes back (the gateway, or outside it), why, and whether the member is mailed,
 * read it back with its amount and confirm; the screen provides `submit` (with one key per refund,
 * so a double press or a retry refunds once). A refused field returns to its step (a ticket
 * someone refunded meanwhile to the tickets); a failed call is a problem shown with retry and the
 * way back. The call may succeed and the gateway still say no: that is its own end (`refused`),
 * where the refund stays failed on the order to be retried or settled outside.
 */
export const staffRefundMachine = flowSetup<
  StaffRefundSteps,
  unknown,
  StaffRefundInput,
  'pickedOpen' | 'refusedByGateway'
>(STAFF_REFUND_STEPS, { guards: { pickedOpen, refusedByGateway } }).createMachine({
  id: 'staff-refund',
  initial: 'picking',
  // the order's refundable tickets now win over a restored draft's
  context: ({ input }) => initialFlowContext({ draft: { ...input.draft, offer: { open: [...input.open] } } }),
  states: {
    picking: {
      meta: { step: 1, title: '選擇退款票券', edits: 'tickets' },
      on: { 'step.submit': { guard: 'pickedOpen', target: 'explaining', actions: [keep('tickets'), 'saveDraft'] } },
    },
    explaining: {
      meta: { step: 2, title: '退款方式與原因', edits: 'how' },
      on: {
        'step.submit': { guard: valid('how'), target: 'reviewing', actions: [keep('how'), 'saveDraft'] },
        'step.back': 'picking',
      },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: [keep('confirm'), 'saveDraft'] },
        'step.back': 'explaining',
      },
    },
    ...tail({
      meta: review,
      owners: [
        ['tickets', 'picking'],
        ['how', 'explaining'],
      ],
      done: [
        { guard: 'refusedByGateway', target: 'refused', actions: ['keepResult', 'clearDraft'] },
        { target: 'done', actions: ['keepResult', 'clearDraft'] },
      ] as const,
    }),
    /** the gateway said no: the refund is kept as failed on the order, to retry or settle outside */
    refused: { type: 'final', meta: { title: '金流未完成退款', done: true } },
    done: { type: 'final', meta: { title: '退款完成', done: true } },
  },
});
