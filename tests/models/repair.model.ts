import type { AnyEventObject } from 'xstate';
import { repairMachine } from '../../machines/repair.machine';
import { REPAIR_STEPS, type RepairType } from '../../schemas/repair.schema';
import type { FlowOracleSpec, OraclePage } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';
import { taipeiDaysFromNow, validAddresses, validInvoice } from '../support/service-fixtures';

/**
 * The repair flow's test model (machines/repair.machine.ts), shared by tests/machines/repair.paths.test.ts
 * and tests/e2e/repair.model.spec.ts: one start per kind (general, fast, deep), the events a
 * member (or the server) can cause, with valid and invalid data for each step.
 */
export const validProduct = {
  // model 1 is KZ-S8, whose serial is required (the form sets the flag from the product list)
  items: [
    {
      brand_id: 2,
      model_id: 1,
      item_id: '',
      serial: 'KZ20261101',
      serial_required: true,
      problem: '集塵盒卡榫斷裂，無法扣上。',
    },
  ],
};
export const invalidProduct = { items: [{ ...validProduct.items[0], problem: '' }] };
export const validBooking = { book_store_id: 1, book_tmp_date: taipeiDaysFromNow(3), book_tmp_time: 1, book_memo: '' };
export const invalidBooking = { ...validBooking, book_tmp_date: '2020-01-01' };
export const validTicket = { deep_ticket_id: 1, pay_type: '9104' };
export const invalidTicket = { deep_ticket_id: '', pay_type: '9104' };
export { validAddresses, validInvoice };
export const invalidAddresses = { ...validAddresses, receive_town: '中正區' };
export const invalidInvoice = { ...validInvoice, invoice_date: '2026-02-30' };
export const validConfirm = { google_recaptcha_token: 'captcha-answer' };
export const invalidConfirm = { google_recaptcha_token: '' };

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors },
});
export const serialRefused = refusal({
  'items.0.serial': ['此序號不符合 無線吸塵器 KZ-S8 的序號格式（KZ 加 8 碼數字）。'],
});
export const slotFull = refusal({ book_tmp_time: ['此時段已額滿，請選擇其他時段。'] });
export const ticketRefused = refusal({ deep_ticket_id: ['請選擇清潔方案。'] });
export const townRefused = refusal({ receive_town: ['此鄉鎮市區不在所選縣市內。'] });
export const invoiceRefused = refusal({ invoice_date: ['購買日期不可晚於今天。'] });
export const captchaRefused = refusal({ google_recaptcha_token: ['此驗證已使用過，請重新驗證。'] });
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const receipt = {
  id: 42,
  created_at: '2026-11-22T10:00:00.000Z',
  type: 'general',
  book_date: 'N/A',
  checkout: null,
};
export const payReceipt = { ...receipt, type: 'deep', checkout: { kind: 'redirect', url: '/pay/sandbox-1' } };

const SUBMITS: [unknown, string][] = [
  [validProduct, 'product'],
  [invalidProduct, 'product without problem'],
  [validBooking, 'booking'],
  [invalidBooking, 'booking in the past'],
  [validTicket, 'ticket'],
  [invalidTicket, 'no ticket'],
  [validAddresses, 'addresses'],
  [invalidAddresses, 'town outside city'],
  [validInvoice, 'invoice'],
  [invalidInvoice, 'invoice date 02-30'],
  [validConfirm, 'confirm'],
  [invalidConfirm, 'confirm without captcha'],
];
const ERRORS: [unknown, string][] = [
  [serialRefused, '422 serial'],
  [slotFull, '422 slot full'],
  [ticketRefused, '422 ticket'],
  [townRefused, '422 town'],
  [invoiceRefused, '422 invoice date'],
  [captchaRefused, '422 captcha'],
  [serverDown, '500'],
];
const CHANGES: [string, string][] = [
  ['items.0.problem', '問題描述'],
  ['book_tmp_time', '預約時段'],
  ['deep_ticket_id', '清潔方案'],
  ['send_address', '寄件地址'],
  ['invoice_num', '發票號碼'],
];

const events: AnyEventObject[] = [
  ...SUBMITS.map(([data]) => ({ type: 'step.submit', data })),
  { type: 'step.back' },
  { type: 'step.forward' },
  ...CHANGES.map(([field]) => ({ type: 'step.change', field })),
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: receipt },
  { type: 'xstate.done.actor.submit', output: payReceipt },
  ...ERRORS.map(([error]) => ({ type: 'xstate.error.actor.submit', error })),
];

/**
 * What only one kind's form can meet: its own page's data, change link and refusal (the reserve
 * time, the plan), and its answer (a deep cleaning is always answered with its payment, the
 * others never). A form is offered its own kind's events and the common ones.
 */
const OWN: [RepairType, unknown[]][] = [
  ['fast', [validBooking, invalidBooking, slotFull, 'book_tmp_time']],
  ['deep', [validTicket, invalidTicket, ticketRefused, 'deep_ticket_id', payReceipt]],
  ['general', [receipt]],
  ['fast', [receipt]],
];
const payloadOf = (e: AnyEventObject): unknown => e.data ?? e.error ?? e.output ?? e.field;
const eventsOf = (kind: RepairType) =>
  events.filter((e) => {
    const owners = OWN.filter(([, payloads]) => payloads.includes(payloadOf(e))).map(([k]) => k);
    return owners.length === 0 || owners.includes(kind);
  });
const KIND_EVENTS = { general: eventsOf('general'), fast: eventsOf('fast'), deep: eventsOf('deep') };

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') return `submit(${SUBMITS.find(([d]) => d === e.data)?.[1]})`;
  if (e.type === 'xstate.error.actor.submit') return `error(${ERRORS.find(([d]) => d === e.error)?.[1]})`;
  if (e.type === 'xstate.done.actor.submit')
    return e.output === payReceipt ? 'done.actor.submit(pay)' : 'done.actor.submit';
  if (e.type === 'step.change') return `change(${CHANGES.find(([f]) => f === e.field)?.[1]})`;
  return e.type.replace('xstate.', '');
};

export const repairModel = defineMachineModel({
  name: 'repair',
  machine: repairMachine,
  inputs: { general: { kind: 'general' }, fast: { kind: 'fast' }, deep: { kind: 'deep' } },
  events: (snapshot) => KIND_EVENTS[snapshot.context.data.kind?.type ?? 'general'],
  eventLabel: label,
  // every step filled in and sent: a receipt (general, fast) or the way to pay (deep)
  happy: (path) => {
    const types = eventTypes(path);
    const deep = (path.input as { kind: string }).kind === 'deep';
    const last = path.steps.at(-1)?.event as { output?: unknown } | undefined;
    return (
      types.slice(0, -1).every((t) => t === 'step.submit') &&
      types.at(-1) === 'xstate.done.actor.submit' &&
      (last?.output === payReceipt) === deep &&
      path.state.value === (deep ? 'paying' : 'done')
    );
  },
});

/** A page of one kind's form: the machine names it by the kind's branch (`{"fast":"booking"}`). */
const at = (kind: RepairType, state: string) => JSON.stringify({ [kind]: state });

/**
 * What a person must see (SPEC §2 the three repair forms, §4 four steps each; issue 20: the kind
 * decided once, a fast repair's reserve time and a deep cleaning's plan on step 1's second page
 * with its own heading, 「步驟 1／4」): written here, not read from the machine. A deep cleaning,
 * once sent, is handed to the gateway to pay: its page after the flow is the payment's.
 */
export function repairOracle(kind: RepairType): FlowOracleSpec<typeof REPAIR_STEPS> {
  const own: Record<RepairType, OraclePage[]> = {
    general: [],
    fast: [{ state: at(kind, 'booking'), edits: 'booking', step: 1, title: '預約速修時段' }],
    deep: [{ state: at(kind, 'choosingTicket'), edits: 'ticket', step: 1, title: '選擇清潔方案' }],
  };
  return {
    steps: REPAIR_STEPS,
    pages: [
      { state: at(kind, 'choosingProduct'), edits: 'product', step: 1, title: '選擇產品並描述問題' },
      ...own[kind],
      { state: at(kind, 'givingAddresses'), edits: 'addresses', step: 2, title: '寄件與收件資料' },
      { state: at(kind, 'givingInvoice'), edits: 'invoice', step: 3, title: '發票資料' },
      { state: at(kind, 'reviewing'), edits: 'confirm', step: 4, title: '確認您的申請' },
    ],
    done:
      kind === 'deep'
        ? { state: 'paying', title: '申請已建立，請完成付款' }
        : { state: 'done', title: '已收到您的申請' },
    submitting: at(kind, 'submitting'),
    failed: at(kind, 'failed'),
    spent: 'confirm',
    // the form's address says its kind: kept from the start, sent with the form
    initial: { kind: { type: kind } },
  };
}
