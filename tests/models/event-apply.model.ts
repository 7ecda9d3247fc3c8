import type { AnyEventObject } from 'xstate';
import { eventApplyMachine } from '../../machines/event-apply.machine';
import { EVENT_APPLY_STEPS } from '../../schemas/event-apply.schema';
import type { PlacedOrder } from '../../schemas/user-order.schema';
import type { FlowOracleSpec } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The event-apply flow's test model (machines/event-apply.machine.ts), shared by
 * tests/machines/event-apply.paths.test.ts and tests/e2e/event-apply.model.spec.ts: valid and
 * invalid data for each of the four steps, and the server's answers (a free order placed, a paid
 * one sent to the gateway, refusals by step, a failure). The valid data fit the seeded
 * 冬季土鍋炊飯教室 (下午場, 一般票 NT$1,200), which has no survey.
 */
export const validTickets = { session_id: 1, tickets: [{ ticket_id: 1, quantity: 2 }] };
export const invalidTickets = { session_id: 1, tickets: [{ ticket_id: 1, quantity: 0 }] };
export const validParticipants = {
  participants: [
    { name: '王小明', phone: '0912345678', email: 'ming@example.com' },
    { name: '陳美華', phone: '0922333444', email: 'mei@example.com' },
  ],
};
export const invalidParticipants = {
  participants: [
    { name: '王小明', phone: '0912', email: 'ming@example.com' },
    { name: '陳美華', phone: '0922333444', email: 'mei@example.com' },
  ],
};
export const validSurvey = { answers: [] };
export const invalidSurvey = { answers: [{ question_id: 'x', value: 1 }] };
export const validConfirm = {
  invoice: {
    carrier_type: 'B2B',
    invoice_ubn: '04595257',
    invoice_title: '好生活股份有限公司',
    invoice_email: 'ming@example.com',
  },
  payment_type: '9104',
  agree: true,
};
export const invalidConfirm = { ...validConfirm, agree: false };

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors },
});
export const soldOut = refusal({ tickets: ['「一般票」剩餘張數不足。'] });
export const participantRefused = refusal({ participants: ['請填寫 2 位參加者的資料（每張票一位）。'] });
export const surveyRefused = refusal({ 'answers.0': ['請回答「您目前使用的吸塵器型號」。'] });
export const ubnRefused = refusal({ 'invoice.invoice_ubn': ['請輸入正確的統一編號。'] });
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
/** a free order: placed and done, nothing to pay */
export const placedOrder: PlacedOrder = {
  order_number: '26112312345678',
  status: 'paid',
  total: 0,
  checkout: null,
};
/** a paid order: placed, waiting for its payment at the gateway */
export const paidOrder: PlacedOrder = {
  order_number: '26112312345679',
  status: 'pending_payment',
  total: 2400,
  checkout: { kind: 'redirect', url: '/pay', back: '/member/activity?order=26112312345679' },
};

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validTickets },
  { type: 'step.submit', data: invalidTickets },
  { type: 'step.submit', data: validParticipants },
  { type: 'step.submit', data: invalidParticipants },
  { type: 'step.submit', data: validSurvey },
  { type: 'step.submit', data: invalidSurvey },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.submit', data: invalidConfirm },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: placedOrder },
  { type: 'xstate.done.actor.submit', output: paidOrder },
  { type: 'xstate.error.actor.submit', error: soldOut },
  { type: 'xstate.error.actor.submit', error: participantRefused },
  { type: 'xstate.error.actor.submit', error: surveyRefused },
  { type: 'xstate.error.actor.submit', error: ubnRefused },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const SUBMIT_LABELS = new Map<unknown, string>([
  [validTickets, 'submit(tickets)'],
  [invalidTickets, 'submit(no ticket)'],
  [validParticipants, 'submit(participants)'],
  [invalidParticipants, 'submit(participant without phone)'],
  [validSurvey, 'submit(survey)'],
  [invalidSurvey, 'submit(malformed survey)'],
  [validConfirm, 'submit(confirm)'],
  [invalidConfirm, 'submit(confirm without agreeing)'],
]);
const ERROR_LABELS = new Map<unknown, string>([
  [soldOut, 'error(422 sold out)'],
  [participantRefused, 'error(422 participants)'],
  [surveyRefused, 'error(422 survey)'],
  [ubnRefused, 'error(422 統一編號)'],
  [serverDown, 'error(500)'],
]);

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') return SUBMIT_LABELS.get(e.data) ?? 'submit(?)';
  if (e.type === 'xstate.error.actor.submit') return ERROR_LABELS.get(e.error) ?? 'error(?)';
  if (e.type === 'xstate.done.actor.submit') return e.output === paidOrder ? 'done(paid order)' : 'done(free order)';
  return e.type.replace('xstate.', '');
};

export const eventApplyModel = defineMachineModel({
  name: 'event-apply',
  machine: eventApplyMachine,
  events: () => events,
  eventLabel: label,
  // tickets, participants, survey, confirm, placed: a free order done, a paid one to the gateway
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,step.submit,step.submit,step.submit,xstate.done.actor.submit' &&
    (path.state.value === 'done' || path.state.value === 'paying'),
});

/**
 * What a person must see (SPEC §2 /events/{eventId}/apply, four steps; issue 21's oracle),
 * written here, not read from the machine. Step 4 is the last page before the order is placed:
 * its send places it. What the linear flow does not say: a placed order that has to be paid
 * (the server gave it a checkout) ends on its way to the payment gateway, not on the done page;
 * its draft is spent all the same.
 */
export const eventApplyOracle: FlowOracleSpec<typeof EVENT_APPLY_STEPS> = {
  steps: EVENT_APPLY_STEPS,
  pages: [
    { state: 'choosingTickets', edits: 'tickets', step: 1, title: '選擇場次與票券' },
    { state: 'addingParticipants', edits: 'participants', step: 2, title: '填寫參加者資料' },
    { state: 'answeringSurvey', edits: 'survey', step: 3, title: '填寫報名問卷' },
    { state: 'confirming', edits: 'confirm', step: 4, title: '發票、付款方式與確認' },
  ],
  done: { state: 'done', title: '報名完成' },
  ends: [{ state: 'paying', title: '前往付款' }],
  special: (s, event) => {
    const placed = (event as { output?: { checkout?: unknown } }).output;
    if (s.state === 'submitting' && event.type === 'xstate.done.actor.submit' && placed?.checkout) {
      return { ...s, state: 'paying', draft: false, changing: false };
    }
    return undefined;
  },
};
