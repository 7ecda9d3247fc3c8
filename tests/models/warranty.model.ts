import type { AnyEventObject } from 'xstate';
import { warrantyMachine } from '../../machines/warranty.machine';
import { WARRANTY_STEPS } from '../../schemas/warranty.schema';
import type { FlowOracleSpec, OracleState } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The warranty flow's test model (machines/warranty.machine.ts): two starts, the form opened from
 * /services/warranty (with utm parameters) and from /services/warranty/direct with its product.
 */
// model 1 is KZ-S8, whose serial is required (the form sets the flag from the product list)
export const validProduct = {
  brand_id: 2,
  model_id: 1,
  model_name: null,
  model_typed: false,
  serial: 'KZ20261101',
  serial_required: true,
};
export const invalidProduct = { brand_id: '', model_id: 1, serial: '' };
// a brand that does not verify models (product info is_verify_model off): the model is typed
export const validTypedProduct = {
  brand_id: 3,
  model_id: null,
  model_name: '土鍋電子鍋 HS-R9',
  model_typed: true,
  serial: null,
  serial_required: false,
};
export const invalidTypedProduct = { brand_id: 3, model_id: '', model_name: ' ', model_typed: true, serial: '' };
export const validPurchase = {
  channel_id: 1,
  order_number: 'HL-20261101-0042',
  input_method: 'photo',
  invoice_number: 'CA63388616',
  invoice_date: '2018-04-27',
  scan_invoice_date: '2018-04-27',
  invoice_random: '1406',
  invoice_qr:
    'CA63388616107042714060000003e0000004100000000247894573A2IzH97mHFMn89HdKcQCQ==:**********:1:1:1:尖叫雞/隻:1:25:尖叫雞EX/隻:1:50',
  invoice_amount: 65,
};
export const invalidPurchase = { ...validPurchase, invoice_date: '2018-02-30' };
export const validPhotos = { medias: [{ id: 1, url: '/media/1', name: 'receipt.jpg' }] };
export const invalidPhotos = { medias: [] };
export const validConfirm = { token: 'captcha-answer' };
export const invalidConfirm = { token: '' };
export const UTM = { utm_source: 'line', utm_campaign: 'warranty2026' };

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors },
});
export const serialRefused = refusal({ serial: ['此序號不符合 無線吸塵器 KZ-S8 的序號格式（KZ 加 8 碼數字）。'] });
export const channelRefused = refusal({ channel_id: ['請選擇購買通路。'] });
export const photosRefused = refusal({ medias: ['照片尚未上傳完成，請重新上傳。'] });
export const captchaRefused = refusal({ token: ['此驗證已使用過，請重新驗證。'] });
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const receipt = { id: 5, created_at: '2026-11-22T10:00:00.000Z' };

const SUBMITS: [unknown, string][] = [
  [validProduct, 'product'],
  [invalidProduct, 'product without brand'],
  [validTypedProduct, 'typed model'],
  [invalidTypedProduct, 'typed model left empty'],
  [validPurchase, 'purchase'],
  [invalidPurchase, 'invoice date 02-30'],
  [validPhotos, 'photos'],
  [invalidPhotos, 'no photos'],
  [validConfirm, 'confirm'],
  [invalidConfirm, 'confirm without captcha'],
];
const ERRORS: [unknown, string][] = [
  [serialRefused, '422 serial'],
  [channelRefused, '422 channel'],
  [photosRefused, '422 photos'],
  [captchaRefused, '422 captcha'],
  [serverDown, '500'],
];
const CHANGES: [string, string][] = [
  ['serial', '產品序號'],
  ['invoice_number', '發票號碼'],
  ['medias', '照片'],
];

const events: AnyEventObject[] = [
  ...SUBMITS.map(([data]) => ({ type: 'step.submit', data })),
  { type: 'step.back' },
  { type: 'step.forward' },
  ...CHANGES.map(([field]) => ({ type: 'step.change', field })),
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: receipt },
  ...ERRORS.map(([error]) => ({ type: 'xstate.error.actor.submit', error })),
];

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') return `submit(${SUBMITS.find(([d]) => d === e.data)?.[1]})`;
  if (e.type === 'xstate.error.actor.submit') return `error(${ERRORS.find(([d]) => d === e.error)?.[1]})`;
  if (e.type === 'step.change') return `change(${CHANGES.find(([f]) => f === e.field)?.[1]})`;
  return e.type.replace('xstate.', '');
};

export const warrantyModel = defineMachineModel({
  name: 'warranty',
  machine: warrantyMachine,
  inputs: {
    form: { direct: false, utm: UTM },
    direct: { direct: true, utm: {}, linked: validProduct },
  },
  events: () => events,
  eventLabel: label,
  happy: (path) =>
    eventTypes(path)
      .slice(0, -1)
      .every((t) => t === 'step.submit') &&
    eventTypes(path).at(-1) === 'xstate.done.actor.submit' &&
    path.state.value === 'done',
});

const PRODUCT = { state: 'choosingProduct', edits: 'product', step: 1, title: '選擇要登錄的產品' } as const;
const LATER = [
  { state: 'describingPurchase', edits: 'purchase', step: 2, title: '購買通路與發票' },
  { state: 'addingPhotos', edits: 'photos', step: 3, title: '上傳產品與發票照片' },
  { state: 'reviewing', edits: 'confirm', step: 4, title: '確認保固登錄資料' },
] as const;

/**
 * What a person must see (SPEC §2 /services/warranty/form; not counted in SPEC §4, so its four
 * data steps, the page after them not one): written here, not read from the machine.
 */
export const warrantyOracle: FlowOracleSpec<typeof WARRANTY_STEPS> = {
  steps: WARRANTY_STEPS,
  pages: [PRODUCT, ...LATER],
  done: { state: 'done', title: '保固登錄完成' },
  spent: 'confirm',
  initial: { entry: { direct: false, utm: UTM } },
};

const accepts = (data: unknown) => WARRANTY_STEPS.product.safeParse(data).success;

/**
 * From a product's own link (/services/warranty/direct) whose product passes the product step:
 * the form starts on the purchase, as step 2 of 4, with no way back to the product and no change
 * link to it. Only the server refusing the product opens its page (its serial, say), to put it
 * right; sent again, the member goes on to the purchase.
 */
export const warrantyDirectOracle: FlowOracleSpec<typeof WARRANTY_STEPS> = {
  ...warrantyOracle,
  pages: LATER,
  initial: { entry: { direct: true, utm: {} }, product: validProduct },
  special: (s: OracleState, event) => {
    const error = (event as { error?: unknown }).error;
    if (s.state === 'submitting' && error === serialRefused) {
      const { confirm: _spent, ...kept } = s.kept;
      return { ...s, state: PRODUCT.state, kept, errors: 'product', problem: false };
    }
    if (s.state !== PRODUCT.state) return undefined;
    const data = (event as { data?: unknown }).data;
    if (event.type === 'step.submit' && accepts(data)) {
      const errors = s.errors === 'product' ? null : s.errors;
      return {
        ...s,
        state: 'describingPurchase',
        kept: { ...s.kept, product: data },
        errors,
        problem: false,
        draft: true,
      };
    }
    if (event.type === 'step.forward') return { ...s, state: 'describingPurchase' };
    return s;
  },
};
