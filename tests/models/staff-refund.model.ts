import type { AnyEventObject, EventObject } from 'xstate';
import { staffRefundMachine } from '../../machines/staff-refund.machine';
import { STAFF_REFUND_STEPS } from '../../schemas/staff-refund.schema';
import type { FlowOracleSpec, OracleState } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The console's refund's test model (machines/staff-refund.machine.ts), shared by
 * tests/machines/staff-refund.paths.test.ts and tests/e2e/staff-refund.model.spec.ts. One start:
 * an order of three tickets, the third already refunded, so two are offered.
 */
export const OPEN = [11, 12] as const;
export const START = { open: [...OPEN] };

export const pickOne = { item_ids: [11] };
export const pickBoth = { item_ids: [11, 12] };
export const pickNone = { item_ids: [] };
/** the third ticket, refunded before: the order does not offer it */
export const pickRefunded = { item_ids: [13] };
export const validHow = { method: 'gateway', reason: '參加者行程異動，無法出席。', notify_member: true };
export const outsideHow = { method: 'outside', reason: '已於門市退還現金。', notify_member: false };
export const blankReason = { method: 'gateway', reason: '   ', notify_member: true };
export const confirmIt = {};

const refund = (status: 'succeeded' | 'failed', items: number[]) => ({
  id: 7,
  status,
  method: 'gateway',
  amount: 800 * items.length,
  item_ids: items,
  failure_reason: status === 'failed' ? '此付款方式不支援線上退款' : null,
});
/** the order the call answers: its newest refund went through, or the gateway said no */
export const refundedOrder = {
  order_number: '20261128000001',
  refunds: [{ ...refund('succeeded', [13]), id: 3 }, refund('succeeded', [11])],
};
export const declinedOrder = {
  order_number: '20261128000001',
  refunds: [{ ...refund('succeeded', [13]), id: 3 }, refund('failed', [11])],
};

const refusal = (message: string, errors: Record<string, string[]>) => ({ status: 422, data: { message, errors } });
/** someone refunded a picked ticket meanwhile: the tickets' step says so */
export const ticketsTaken = refusal('所選票券已在退款中或已退款。', { item_ids: ['所選票券已在退款中或已退款。'] });
export const reasonRefused = refusal('退款原因不可包含網址。', { reason: ['退款原因不可包含網址。'] });
/** the order itself is no longer refundable (cancelled meanwhile): no step's field, a problem */
export const notRefundable = refusal('此訂單目前無法退款。', { order_number: ['此訂單目前無法退款。'] });
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };

const submits = [pickOne, pickBoth, pickNone, pickRefunded, validHow, outsideHow, blankReason, confirmIt];
const events: AnyEventObject[] = [
  ...submits.map((data) => ({ type: 'step.submit', data })),
  { type: 'step.back' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: refundedOrder },
  { type: 'xstate.done.actor.submit', output: declinedOrder },
  ...[ticketsTaken, reasonRefused, notRefundable, serverDown].map((error) => ({
    type: 'xstate.error.actor.submit',
    error,
  })),
];

const NAMES = new Map<unknown, string>([
  [pickOne, 'one ticket'],
  [pickBoth, 'both tickets'],
  [pickNone, 'no ticket'],
  [pickRefunded, 'a refunded ticket'],
  [validHow, 'through the gateway'],
  [outsideHow, 'outside the gateway'],
  [blankReason, 'a blank reason'],
  [confirmIt, 'confirm'],
  [refundedOrder, 'refunded'],
  [declinedOrder, 'the gateway said no'],
  [ticketsTaken, '422 tickets taken'],
  [reasonRefused, '422 reason'],
  [notRefundable, '422 order not refundable'],
  [serverDown, '500'],
]);

const label = (e: EventObject): string => {
  const { data, error, output } = e as { data?: unknown; error?: unknown; output?: unknown };
  if (e.type === 'step.submit') return `submit(${NAMES.get(data)})`;
  if (e.type === 'xstate.error.actor.submit') return `error(${NAMES.get(error)})`;
  if (e.type === 'xstate.done.actor.submit') return `done(${NAMES.get(output)})`;
  return e.type.replace('xstate.', '');
};

export const staffRefundModel = defineMachineModel({
  name: 'staff-refund',
  machine: staffRefundMachine,
  events: () => events,
  eventLabel: label,
  input: START,
  // one ticket refunded through the gateway, as staff do it most
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,step.submit,step.submit,xstate.done.actor.submit' &&
    path.name.startsWith('picking → submit(one ticket) → explaining → submit(through the gateway)') &&
    path.state.value === 'done',
});

const sameTicketOnce = (ids: readonly number[]) => new Set(ids).size === ids.length;

/**
 * What staff must see (issue 27 item 4, STAFF.md "refunds"): written here, not read from the
 * machine. Only tickets the order offers are refunded (a refunded or unknown one is not taken);
 * the call's answer is the order, whose newest refund says whether the gateway paid it back: if
 * it said no, the refund ends apart (it waits on the order, to retry or settle outside).
 */
function special(s: OracleState, event: EventObject): OracleState | undefined {
  const data = (event as { data?: unknown }).data;
  if (s.state === 'picking' && event.type === 'step.submit') {
    const sent = STAFF_REFUND_STEPS.tickets.safeParse(data);
    const offered = sent.success && sent.data.item_ids.every((id) => (OPEN as readonly number[]).includes(id));
    return offered && sameTicketOnce(sent.data.item_ids) ? undefined : s;
  }
  if (s.state === 'submitting' && event.type === 'xstate.done.actor.submit') {
    const answer = (event as { output?: typeof refundedOrder }).output;
    if (answer?.refunds.at(-1)?.status === 'failed') return { ...s, state: 'refused', draft: false, changing: false };
  }
  return undefined;
}

export const staffRefundOracle: FlowOracleSpec<typeof STAFF_REFUND_STEPS> = {
  steps: STAFF_REFUND_STEPS,
  pages: [
    { state: 'picking', edits: 'tickets', step: 1, title: '選擇退款票券' },
    { state: 'explaining', edits: 'how', step: 2, title: '退款方式與原因' },
    { state: 'reviewing', edits: 'confirm', step: 3, title: '確認退款' },
  ],
  done: { state: 'done', title: '退款完成' },
  ends: [{ state: 'refused', title: '金流未完成退款' }],
  initial: { offer: START },
  special,
};
