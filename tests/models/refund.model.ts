import type { AnyEventObject } from 'xstate';
import { refundMachine } from '../../machines/refund.machine';
import { REFUND_STEPS } from '../../schemas/refund.schema';
import type { FlowOracleSpec } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The refund flow's test model (machines/refund.machine.ts), shared by
 * tests/machines/refund.paths.test.ts and tests/e2e/refund.model.spec.ts.
 */
export const validTerms = { accept: true };
export const invalidTerms = { accept: false };
export const validReasons = { reasons: ['重複報名'], other_reason: '' };
export const invalidReasons = { reasons: [], other_reason: '' };

const refusal = (errors: Record<string, string[]>, message = '輸入的資料有誤，請檢查後再送出。') => ({
  status: 422,
  data: { message, errors },
});
export const termsRefused = refusal({ accept: ['請閱讀並同意退款須知。'] });
export const reasonsRefused = refusal({ reasons: ['請選擇至少一個退款原因，或填寫其他原因。'] });
export const notRefundable = refusal({ order_number: ['此訂單目前無法退款。'] }, '此訂單目前無法退款。');
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const receipt = {
  order_number: '26112312345678',
  refund_at: '2026-11-23T10:00:00.000Z',
  amount: 2400,
  credit_note_no: '0000000001',
};

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validTerms },
  { type: 'step.submit', data: invalidTerms },
  { type: 'step.submit', data: validReasons },
  { type: 'step.submit', data: invalidReasons },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: receipt },
  { type: 'xstate.error.actor.submit', error: termsRefused },
  { type: 'xstate.error.actor.submit', error: reasonsRefused },
  { type: 'xstate.error.actor.submit', error: notRefundable },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') {
    if (e.data === validTerms) return 'submit(terms)';
    if (e.data === invalidTerms) return 'submit(terms not accepted)';
    if (e.data === validReasons) return 'submit(reasons)';
    return 'submit(no reason)';
  }
  if (e.type === 'xstate.error.actor.submit') {
    if (e.error === termsRefused) return 'error(422 terms)';
    if (e.error === reasonsRefused) return 'error(422 reasons)';
    if (e.error === notRefundable) return 'error(422 not refundable)';
    return 'error(500)';
  }
  return e.type.replace('xstate.', '');
};

export const refundModel = defineMachineModel({
  name: 'refund',
  machine: refundMachine,
  events: () => events,
  eventLabel: label,
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,step.submit,xstate.done.actor.submit' && path.state.value === 'done',
});

/**
 * What a person must see (SPEC §2 /member/refund/{order_number}, three steps, the third the done
 * page; issue 21's oracle): written here, not read from the machine.
 */
export const refundOracle: FlowOracleSpec<typeof REFUND_STEPS> = {
  steps: REFUND_STEPS,
  pages: [
    { state: 'readingTerms', edits: 'terms', step: 1, title: '退款須知' },
    { state: 'givingReasons', edits: 'reasons', step: 2, title: '退款原因' },
  ],
  done: { state: 'done', step: 3, title: '退款申請完成' },
};
