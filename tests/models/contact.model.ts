import type { AnyEventObject } from 'xstate';
import { contactMachine } from '../../machines/contact.machine';
import { CONTACT_STEPS, type ContactMessageInput, EMPTY_CONTACT_OTHERS } from '../../schemas/contact.schema';
import type { FlowOracleSpec } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The contact flow's test model (machines/contact.machine.ts), shared by
 * tests/machines/contact.paths.test.ts and tests/e2e/contact.model.spec.ts: the events a person
 * (or the server) can cause, with valid and invalid data for each step, written out as a person
 * would type them.
 */
const validOthers = {
  ...EMPTY_CONTACT_OTHERS,
  brand_name: '菲耶羅',
  item_name: '無線吸塵器 S8',
  city: '臺北市',
  town: '中正區',
  zip_code: '100',
  address: '重慶南路一段 122 號',
  order_number: 'HL-20261101-0042',
};
/** a class 2 (維修與保固) message: the class asks for brand, item and the address */
export const validMessage: ContactMessageInput = {
  name: '王小明',
  email: 'ming@example.com',
  phone: '0912345678',
  class_id: 2,
  content: '吸塵器的集塵盒卡榫斷了，想詢問維修方式與費用。',
  others: validOthers,
};
/** class 2 asks for the town: refused by the step's own schema */
export const invalidMessage: ContactMessageInput = { ...validMessage, others: { ...validOthers, town: '' } };
export const validConfirm = { google_recaptcha_token: 'captcha-answer' };
export const invalidConfirm = { google_recaptcha_token: '' };

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors },
});
export const townRefused = refusal({ 'others.town': ['此鄉鎮市區不在所選縣市內。'] });
export const captchaRefused = refusal({ google_recaptcha_token: ['此驗證已使用過，請重新驗證。'] });
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const receipt = { id: 7, created_at: '2026-11-22T10:00:00.000Z' };

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validMessage },
  { type: 'step.submit', data: invalidMessage },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.submit', data: invalidConfirm },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.change', field: 'others.order_number' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: receipt },
  { type: 'xstate.error.actor.submit', error: townRefused },
  { type: 'xstate.error.actor.submit', error: captchaRefused },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') {
    if (e.data === validMessage) return 'submit(message)';
    if (e.data === invalidMessage) return 'submit(message without town)';
    if (e.data === validConfirm) return 'submit(confirm)';
    return 'submit(confirm without captcha)';
  }
  if (e.type === 'xstate.error.actor.submit') {
    if (e.error === townRefused) return 'error(422 town)';
    if (e.error === captchaRefused) return 'error(422 captcha)';
    return 'error(500)';
  }
  if (e.type === 'step.change') return 'change(訂單編號)';
  return e.type.replace('xstate.', '');
};

export const contactModel = defineMachineModel({
  name: 'contact',
  machine: contactMachine,
  events: () => events,
  eventLabel: label,
  // write, review with the captcha, sent
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,step.submit,xstate.done.actor.submit' && path.state.value === 'done',
});

/**
 * What a person must see (SPEC §2 /contact, three steps; issue 21's oracle): written here, not
 * read from the machine. tests/support/flow-oracle.ts replays every event on every page against it.
 */
export const contactOracle: FlowOracleSpec<typeof CONTACT_STEPS> = {
  steps: CONTACT_STEPS,
  pages: [
    { state: 'editing', edits: 'message', step: 1, title: '填寫聯絡資料' },
    { state: 'reviewing', edits: 'confirm', step: 2, title: '確認您的留言' },
  ],
  done: { state: 'done', step: 3, title: '已收到您的來信' },
  spent: 'confirm',
};
