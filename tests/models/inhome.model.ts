import type { AnyEventObject } from 'xstate';
import { inhomeMachine } from '../../machines/inhome.machine';
import { INHOME_STEPS, type InhomeRequestInput } from '../../schemas/inhome.schema';
import type { FlowOracleSpec } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';
import { taipeiDaysFromNow } from '../support/service-fixtures';

/** The in-home flow's test model (machines/inhome.machine.ts): its paths test and its UI model spec share it. */
export const validRequest: InhomeRequestInput = {
  brand_id: 2,
  model_id: 3,
  problem: '空氣清淨機需要到府更換濾網並檢查風扇異音。',
  name: '王小明',
  sex: 'male',
  phone: '0912345678',
  city: '臺北市',
  town: '大安區',
  zip_code: '106',
  address: '忠孝東路四段 100 號 5 樓',
  preferred_date: taipeiDaysFromNow(5),
  preferred_period: 'morning',
};
/** a day already gone: refused by the step's own schema */
export const invalidRequest: InhomeRequestInput = { ...validRequest, preferred_date: '2020-01-01' };
export const validConfirm = { google_recaptcha_token: 'captcha-answer' };
export const invalidConfirm = { google_recaptcha_token: '' };

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors },
});
export const modelRefused = refusal({ model_id: ['請選擇此品牌的型號。'] });
export const captchaRefused = refusal({ google_recaptcha_token: ['此驗證已使用過，請重新驗證。'] });
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const receipt = { id: 9, created_at: '2026-11-22T10:00:00.000Z' };

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validRequest },
  { type: 'step.submit', data: invalidRequest },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.submit', data: invalidConfirm },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.change', field: 'address' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: receipt },
  { type: 'xstate.error.actor.submit', error: modelRefused },
  { type: 'xstate.error.actor.submit', error: captchaRefused },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') {
    if (e.data === validRequest) return 'submit(request)';
    if (e.data === invalidRequest) return 'submit(request for a past day)';
    if (e.data === validConfirm) return 'submit(confirm)';
    return 'submit(confirm without captcha)';
  }
  if (e.type === 'xstate.error.actor.submit') {
    if (e.error === modelRefused) return 'error(422 model)';
    if (e.error === captchaRefused) return 'error(422 captcha)';
    return 'error(500)';
  }
  if (e.type === 'step.change') return 'change(地址)';
  return e.type.replace('xstate.', '');
};

export const inhomeModel = defineMachineModel({
  name: 'inhome',
  machine: inhomeMachine,
  events: () => events,
  eventLabel: label,
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,step.submit,xstate.done.actor.submit' && path.state.value === 'done',
});

/**
 * What a person must see (SPEC §2 /services/inhome/form, two steps; issue 21's oracle): written
 * here, not read from the machine. tests/support/flow-oracle.ts replays every event on every page.
 */
export const inhomeOracle: FlowOracleSpec<typeof INHOME_STEPS> = {
  steps: INHOME_STEPS,
  pages: [
    { state: 'requesting', edits: 'request', step: 1, title: '到府服務需求' },
    { state: 'reviewing', edits: 'confirm', step: 2, title: '確認您的申請' },
  ],
  done: { state: 'done', title: '已收到您的到府服務申請' },
  spent: 'confirm',
};
