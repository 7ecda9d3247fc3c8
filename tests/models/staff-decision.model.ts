import type { AnyEventObject, EventObject } from 'xstate';
import { staffDecisionMachine } from '../../machines/staff-decision.machine';
import { STAFF_DECISION_STEPS, type StaffDecision } from '../../schemas/staff-decision.schema';
import type { FlowOracleSpec, OracleState } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The console's decision's test model (machines/staff-decision.machine.ts), shared by
 * tests/machines/staff-decision.paths.test.ts and tests/e2e/staff-decision.model.spec.ts (a gift
 * claim's page). Three records as the server offers their moves: a claim waiting for review, a
 * claim approved (to be shipped), a contact message not yet answered.
 */
export const STARTS = {
  submitted: { moves: ['approve', 'refuse'] },
  approved: { moves: ['ship'] },
  message: { moves: ['answer', 'close'] },
} as const satisfies Record<string, { moves: readonly StaffDecision[] }>;

export const approve = { decision: 'approve' };
export const refuse = { decision: 'refuse' };
export const ship = { decision: 'ship' };
export const answerIt = { decision: 'answer' };
export const noDecision = {};
export const validReason = { reason: '發票照片模糊，請重新申請。' };
export const blankReason = { reason: '   ' };
export const validParcel = { carrier: '黑貓宅急便', tracking_number: 'TW-12345678' };
/** a tracking number of two characters: the parcel step's own rule refuses it */
export const badParcel = { carrier: '黑貓宅急便', tracking_number: 'X1' };
export const validAnswer = { answer: '您好，集塵盒卡榫可至門市免費更換。' };
export const blankAnswer = { answer: '' };
export const confirmIt = {};

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors },
});
export const reasonRefused = refusal({ reason: ['未通過原因不可包含網址。'] });
export const parcelRefused = refusal({ tracking_number: ['物流單號為 4–40 碼英數字或連字號。'] });
export const answerRefused = refusal({ answer: ['不可包含控制字元。'] });
export const decisionRefused = refusal({ decision: ['請選擇審核結果。'] });
/** the server refuses a field of what the decision sent: its own details, or the decision itself */
const REFUSALS: Partial<Record<StaffDecision, object>> = {
  refuse: reasonRefused,
  ship: parcelRefused,
  answer: answerRefused,
};
export const decidedFirst = { status: 409, data: { message: '這筆申請已被處理（目前：已核准），請重新整理。' } };
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const saved = { id: 12, state: 'approved' };

const events: AnyEventObject[] = [
  ...[approve, refuse, ship, answerIt, noDecision].map((data) => ({ type: 'step.submit', data })),
  ...[validReason, blankReason, validParcel, badParcel, validAnswer, blankAnswer, confirmIt].map((data) => ({
    type: 'step.submit',
    data,
  })),
  { type: 'step.back' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: saved },
  { type: 'xstate.error.actor.submit', error: decisionRefused },
  { type: 'xstate.error.actor.submit', error: decidedFirst },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const NAMES = new Map<unknown, string>([
  [approve, 'approve'],
  [refuse, 'refuse'],
  [ship, 'ship'],
  [answerIt, 'answer'],
  [noDecision, 'no decision'],
  [validReason, 'a reason'],
  [blankReason, 'a blank reason'],
  [validParcel, 'a parcel'],
  [badParcel, 'a bad tracking number'],
  [validAnswer, 'an answer'],
  [blankAnswer, 'a blank answer'],
  [confirmIt, 'confirm'],
  [reasonRefused, '422 reason'],
  [parcelRefused, '422 tracking number'],
  [answerRefused, '422 answer'],
  [decisionRefused, '422 decision'],
  [decidedFirst, '409 decided first'],
  [serverDown, '500'],
]);

const label = (e: EventObject): string => {
  const { data, error } = e as { data?: unknown; error?: unknown };
  if (e.type === 'step.submit') return `submit(${NAMES.get(data)})`;
  if (e.type === 'xstate.error.actor.submit') return `error(${NAMES.get(error)})`;
  return e.type.replace('xstate.', '');
};

export const staffDecisionModel = defineMachineModel({
  name: 'staff-decision',
  machine: staffDecisionMachine,
  // a 422 by field names a field the decision sent: a reason only of a refusal, and so on
  events: (snapshot) => {
    const own = REFUSALS[snapshot.context.data.decision?.decision as StaffDecision];
    return own ? [...events, { type: 'xstate.error.actor.submit', error: own }] : events;
  },
  eventLabel: label,
  inputs: STARTS,
  // a claim refused with its reason, as the console's spec of issue 28 does it
  happy: (path) =>
    path.name.startsWith('(submitted)') &&
    eventTypes(path).join() === 'step.submit,step.submit,step.submit,xstate.done.actor.submit' &&
    path.state.value === 'done',
});

/** The page each decision asks for next, and the step it fills there (none: straight to the review). */
const DETAILS: Partial<Record<StaffDecision, { page: string; step: string }>> = {
  refuse: { page: 'refusing', step: 'reason' },
  ship: { page: 'shipping', step: 'parcel' },
  answer: { page: 'answering', step: 'answer' },
};
const DETAIL_STEPS = ['reason', 'parcel', 'answer'];

/**
 * What staff must see (issue 28 item 7, STAFF.md): written here, not read from the machine. A
 * decision not offered by the record is not taken; a refusal asks its reason, a shipment its parcel,
 * an answer its text, the others go straight to the review; the review's back returns to the
 * decision's own step; a 409 ends the decision (someone decided first) with the server's message.
 */
function special(moves: readonly StaffDecision[]) {
  return (s: OracleState, event: EventObject): OracleState | undefined => {
    const data = (event as { data?: unknown }).data;
    const accepts = (step: keyof typeof STAFF_DECISION_STEPS) => STAFF_DECISION_STEPS[step].safeParse(data).success;
    if (s.state === 'choosing') {
      if (event.type !== 'step.submit') return s;
      const decision = (data as { decision?: StaffDecision }).decision;
      if (!decision || !moves.includes(decision) || !accepts('decision')) return s;
      const next = DETAILS[decision];
      const kept = Object.fromEntries(
        Object.entries(s.kept).filter(([step]) => !DETAIL_STEPS.includes(step) || step === next?.step),
      );
      return {
        ...s,
        state: next?.page ?? 'reviewing',
        kept: { ...kept, decision: data },
        errors: s.errors === 'decision' ? null : s.errors,
        problem: false,
        draft: true,
      };
    }
    const own = Object.values(DETAILS).find((d) => d?.page === s.state);
    if (own) {
      if (event.type === 'step.back') return { ...s, state: 'choosing' };
      if (event.type !== 'step.submit' || !accepts(own.step as keyof typeof STAFF_DECISION_STEPS)) return s;
      return {
        ...s,
        state: 'reviewing',
        kept: { ...s.kept, [own.step]: data },
        errors: s.errors === own.step ? null : s.errors,
        problem: false,
        draft: true,
      };
    }
    if (s.state === 'reviewing' && event.type === 'step.back') {
      const back = Object.values(DETAILS).find((d) => d && d.step in s.kept);
      return { ...s, state: back?.page ?? 'choosing' };
    }
    if (s.state === 'submitting' && event.type === 'xstate.error.actor.submit') {
      const status = (event as { error?: { status?: number } }).error?.status;
      if (status === 409) return { ...s, state: 'conflict', problem: true, draft: false };
    }
    return undefined;
  };
}

export const staffDecisionOracle = (moves: readonly StaffDecision[]): FlowOracleSpec<typeof STAFF_DECISION_STEPS> => ({
  steps: STAFF_DECISION_STEPS,
  pages: [
    { state: 'choosing', edits: 'decision', step: 1, title: '選擇處理方式' },
    { state: 'refusing', edits: 'reason', step: 2, title: '填寫未通過原因' },
    { state: 'shipping', edits: 'parcel', step: 2, title: '填寫物流資料' },
    { state: 'answering', edits: 'answer', step: 2, title: '填寫回覆內容' },
    { state: 'reviewing', edits: 'confirm', step: 3, title: '確認並送出' },
  ],
  done: { state: 'done', title: '已送出' },
  ends: [{ state: 'conflict', title: '這筆資料已有人處理' }],
  initial: { offer: { moves } },
  special: special(moves),
});
