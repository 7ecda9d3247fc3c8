import type { AnyEventObject } from 'xstate';
import { waitlistMachine } from '../../machines/waitlist.machine';
import { WAITLIST_STEPS, type WaitlistSessionInput } from '../../schemas/waitlist.schema';
import type { FlowOracleSpec } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The waiting-list flow's test model (machines/waitlist.machine.ts): its paths test and its UI
 * model spec share it. The seeded full session is 冬季土鍋炊飯教室's 加開場（已額滿）.
 */
export const validSession: WaitlistSessionInput = { session_id: 2, seats: 2 };
/** no session picked: refused by the step's own schema */
export const invalidSession: WaitlistSessionInput = { session_id: '', seats: 1 };
export const validConfirm = { google_recaptcha_token: 'captcha-answer' };
export const invalidConfirm = { google_recaptcha_token: '' };

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors },
});
export const alreadyWaiting = refusal({ session_id: ['您已在此場次的候補名單中。'] });
export const captchaRefused = refusal({ google_recaptcha_token: ['此驗證已使用過，請重新驗證。'] });
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const joined = {
  id: 7,
  event_id: 1,
  event_name: '冬季土鍋炊飯教室',
  session_id: 2,
  session_subject: '加開場（已額滿）',
  session_started_at: '2026-12-20T06:00:00.000Z',
  session_ended_at: '2026-12-20T09:00:00.000Z',
  seats: 2,
  position: 3,
  held_until: null,
};

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validSession },
  { type: 'step.submit', data: invalidSession },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.submit', data: invalidConfirm },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.change', field: 'seats' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: joined },
  { type: 'xstate.error.actor.submit', error: alreadyWaiting },
  { type: 'xstate.error.actor.submit', error: captchaRefused },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') {
    if (e.data === validSession) return 'submit(session)';
    if (e.data === invalidSession) return 'submit(no session)';
    if (e.data === validConfirm) return 'submit(confirm)';
    return 'submit(confirm without captcha)';
  }
  if (e.type === 'xstate.error.actor.submit') {
    if (e.error === alreadyWaiting) return 'error(422 already waiting)';
    if (e.error === captchaRefused) return 'error(422 captcha)';
    return 'error(500)';
  }
  if (e.type === 'step.change') return 'change(張數)';
  return e.type.replace('xstate.', '');
};

export const waitlistModel = defineMachineModel({
  name: 'waitlist',
  machine: waitlistMachine,
  events: () => events,
  eventLabel: label,
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,step.submit,xstate.done.actor.submit' && path.state.value === 'done',
});

/**
 * What a person must see (issue 20 item 8: two steps, the session and seats, then the review with
 * the captcha; issue 21's oracle): written here, not read from the machine.
 */
export const waitlistOracle: FlowOracleSpec<typeof WAITLIST_STEPS> = {
  steps: WAITLIST_STEPS,
  pages: [
    { state: 'choosing', edits: 'session', step: 1, title: '選擇候補場次' },
    { state: 'reviewing', edits: 'confirm', step: 2, title: '確認候補登記' },
  ],
  done: { state: 'done', title: '已加入候補名單' },
  spent: 'confirm',
};
