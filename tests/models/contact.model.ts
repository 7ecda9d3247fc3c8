import type { AnyEventObject } from 'xstate';
import { contactMachine } from '../../machines/contact.machine';
import { type ContactMessageInput, EMPTY_CONTACT_OTHERS } from '../../schemas/contact.schema';
import { coveragePaths } from '../support/machine-paths';

/**
 * The contact flow's test model: the events a person (or the server) can cause, with valid and
 * invalid data for each step. The Vitest paths test and the Playwright model spec both replay the
 * paths generated from it. Values are written out here, as a person would type them.
 */
const validOthers = {
  ...EMPTY_CONTACT_OTHERS,
  brand_name: 'Dyson',
  item_name: 'V12 Detect Slim',
  city: '臺北市',
  town: '中正區',
  zip_code: '100',
  address: '重慶南路一段 122 號',
  order_number: 'HL-20261101-0042',
};
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

export const contactEvents: AnyEventObject[] = [
  { type: 'step.submit', data: validMessage },
  { type: 'step.submit', data: invalidMessage },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.submit', data: invalidConfirm },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.change', field: 'others.order_number' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: { id: 7, created_at: '2026-11-22T10:00:00.000Z' } },
  { type: 'xstate.error.actor.submit', error: townRefused },
  { type: 'xstate.error.actor.submit', error: captchaRefused },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const label = (e: AnyEventObject): string => {
  const data = (e as { data?: unknown }).data;
  if (e.type === 'step.submit') {
    if (data === validMessage) return 'submit(message)';
    if (data === invalidMessage) return 'submit(message without town)';
    if (data === validConfirm) return 'submit(confirm)';
    return 'submit(confirm without captcha)';
  }
  const error = (e as { error?: unknown }).error;
  if (error === townRefused) return 'error(422 town)';
  if (error === captchaRefused) return 'error(422 captcha)';
  if (error === serverDown) return 'error(500)';
  return e.type.replace('xstate.', '');
};

export const contactPaths = coveragePaths(contactMachine, { events: () => contactEvents, eventLabel: label });
