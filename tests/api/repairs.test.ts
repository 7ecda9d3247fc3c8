import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { recordNumber } from '../../schemas/record-number';
import type { RepairRecord } from '../../schemas/repair.schema';
import { payments } from '../../server/db/tables/payment.table';
import { repairs } from '../../server/db/tables/repair.table';
import { reserveTimes } from '../../server/db/tables/reserve-time.table';
import type { MailMessage } from '../../server/mail/mailer';
import { deliverMailOf, freshDbForFile, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import {
  productIds,
  RICE_COOKER,
  taipeiDaysFromNow,
  VACUUM,
  validAddresses,
  validInvoice,
} from '../support/service-fixtures';
import { signedInMember, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile({ seeded: true });
const STAFF_EMAIL = 'staff.repairs@example.com.tw';
let app: ReturnType<typeof testApp>;
app = testApp(db, {
  env: { STAFF_EMAILS: [STAFF_EMAIL], DATA_DIR: tempDataDir(), PUBLIC_URL: 'http://localhost' },
  payments: {
    // the sandbox's server-to-server notify, through the same app (no port in API tests)
    deliverNotify: async (url, form) =>
      (
        await app.request(url, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).text(),
  },
});

const json = async <T>(res: Response) => (await res.json()) as T;
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const products = async (type: string): Promise<ProductInfo[]> =>
  (await json<{ data: ProductInfo[] }>(await get(`/api/option/products?type=${type}`))).data;
const all = await products('all');
const vacuum = productIds(all, VACUUM.brand, VACUUM.model);
const cooker = productIds(all, RICE_COOKER.brand, RICE_COOKER.model);

const member = await signedInMember(app);
const other = await signedInMember(app);
const staff = await signedInMember(app, { email: STAFF_EMAIL });

const generalRepair = (overrides: Record<string, unknown> = {}) => ({
  type: 'general',
  items: [{ ...vacuum, serial: VACUUM.serial, problem: '集塵盒卡榫斷裂，無法扣上。' }],
  ...validAddresses,
  ...validInvoice,
  ...overrides,
});

async function submit(body: Record<string, unknown>, auth = member.auth) {
  return post('/api/user/repairs', { ...body, google_recaptcha_token: await solveCaptcha(app) }, auth);
}

async function refused(body: Record<string, unknown>, field: string, message?: RegExp) {
  const before = await db.$count(repairs);
  const res = await submit(body);
  const answer = await json<{ errors?: Record<string, string[]> }>(res);
  expect(res.status, JSON.stringify(answer)).toBe(422);
  expect(Object.keys(answer.errors ?? {})).toContain(field);
  expect(answer.errors?.[field]?.[0]).toMatch(message ?? /[\u4e00-\u9fff]/);
  expect(await db.$count(repairs)).toBe(before);
}

describe('GET /api/option/products', () => {
  it('lists each brand of a service with its verification flags, models and items', async () => {
    const general = await products('general');
    const kazeno = general.find((i) => i.subject === '風野');
    expect(kazeno).toMatchObject({ is_enable_warranty: true, is_verify_model: true, is_show_notes: true });
    expect(kazeno?.models.map((m) => m.subject)).toEqual(['無線吸塵器 KZ-S8', '手持吸塵器 KZ-H3', '空氣清淨機 KZ-A5']);
    expect(kazeno?.models[0]).toMatchObject({ is_verify_code: true, code_hint: 'KZ 加 8 碼數字' });
    expect(kazeno?.models[0]?.items.map((i) => i.subject)).toContain('集塵盒');
    // faq-only brands are not offered for repair
    expect(general.map((i) => i.subject)).not.toContain('布里薩');
  });

  it('offers only the eligible handheld models for deep cleaning', async () => {
    const deep = await products('deep');
    expect(deep.flatMap((i) => i.models.map((m) => m.subject)).sort()).toEqual(
      ['手持吸塵器 KZ-H3', '手持蒸氣清潔機 KH-100', '無線吸塵器 KZ-S8'].sort(),
    );
  });

  it('refuses an unknown type', async () => {
    expect((await get('/api/option/products?type=vip')).status).toBe(422);
  });
});

const stores = (
  await json<{ data: { id: number; name: string; full_address: string; phone: string }[] }>(
    await get('/api/option/reserve_stores'),
  )
).data;
const slotsAt = async (storeId: number, day: string) =>
  (
    await json<{ data: { id: number; store_id: number; date: string; time: string; remaining: number }[] }>(
      await get(`/api/option/reserve_times?store_id=${storeId}&date=${day}`),
    )
  ).data;

describe('GET /api/option/reserve_stores, /api/option/reserve_times and /api/option/deep_services', () => {
  it('lists the stores that do fast repair (the locations tagged 速修服務), with their addresses', async () => {
    expect(stores.length).toBeGreaterThan(1);
    expect(stores.map((s) => s.name)).toContain('台北維修服務中心');
    // a store without fast repair is not offered
    expect(stores.map((s) => s.name)).not.toContain('好生活 大安門市');
    expect(stores[0]).toMatchObject({ full_address: expect.stringMatching(/^\d{3}/), phone: expect.any(String) });
  });

  it('lists a store’s slots of a day from tomorrow with what is left, and the tickets with their prices', async () => {
    const day = taipeiDaysFromNow(2);
    const [first, second] = stores;
    if (!first || !second) throw new Error('two fast-repair stores are seeded');
    const data = await slotsAt(first.id, day);
    expect(data.map((s) => s.time)).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00']);
    expect(data.every((s) => s.date === day && s.remaining === 2 && s.store_id === first.id)).toBe(true);
    // each store has its own slots
    const theirs = await slotsAt(second.id, day);
    expect(theirs.map((s) => s.id)).not.toEqual(expect.arrayContaining(data.map((s) => s.id)));
    expect(theirs.every((s) => s.store_id === second.id)).toBe(true);
    const tickets = await json<{ data: { subject: string; price: number }[] }>(await get('/api/option/deep_services'));
    expect(tickets.data[0]).toMatchObject({ subject: '標準深層清潔', price: 990 });
  });

  it('refuses a date that is not a calendar date, and a store id that is not one', async () => {
    const res = await get('/api/option/reserve_times?date=2026-02-30');
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors.date?.[0]).toMatch(/日期/);
    const bad = await get('/api/option/reserve_times?store_id=abc');
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors.store_id?.[0]).toMatch(/門市/);
  });
});

describe('POST /api/user/repairs', () => {
  it('is for members only', async () => {
    expect((await post('/api/user/repairs', generalRepair())).status).toBe(401);
  });

  it('stores a general repair as received, with its first status recorded, send_memo 無', async () => {
    const res = await submit(generalRepair());
    const { data } = await json<{ data: { id: number; book_date: string; checkout: unknown } }>(res);
    expect(res.status).toBe(200);
    expect(data).toMatchObject({ book_date: 'N/A', checkout: null });
    const record = await json<{ data: RepairRecord }>(await get(`/api/user/repairs/${data.id}`, member.auth));
    expect(record.data).toMatchObject({
      type: 'general',
      brand_name: '風野',
      model_name: '無線吸塵器 KZ-S8',
      serial: 'KZ20261101',
      status: 'received',
      status_description: expect.stringMatching(/已收到您的申請/),
      book_date: 'N/A',
      invoice_info: { invoice_num: 'AB12345678' },
      delivery_serial: null,
    });
    expect(record.data.history.map((h) => h.status)).toEqual(['received']);
    const [row] = await db.select().from(repairs).where(eq(repairs.id, data.id));
    expect(row?.sender.memo).toBe('無');
    // the form's serial_required hint is not kept with the items
    expect(row?.items[0]).not.toHaveProperty('serial_required');
  });

  it('refuses bad input by its field, writing nothing', async () => {
    await refused(generalRepair({ send_phone: '0212345678' }), 'send_phone', /09 開頭/);
    await refused(generalRepair({ receive_town: '中正區' }), 'receive_town', /不在所選縣市內/);
    await refused(generalRepair({ invoice_date: '2026-02-30' }), 'invoice_date', /正確的日期/);
    await refused(generalRepair({ invoice_date: taipeiDaysFromNow(3) }), 'invoice_date', /不可晚於今天/);
    await refused(generalRepair({ invoice_num: 'A1234' }), 'invoice_num', /發票號碼/);
    await refused(generalRepair({ carrier_type: 'PHONE' }), 'carrier_num', /手機條碼/);
    await refused(
      generalRepair({ carrier_type: 'B2B', invoice_ubn: '12345678', invoice_title: '好生活' }),
      'invoice_ubn',
    );
    // the model requires a serial: the server's own data says so, whatever the form's flag claims
    await refused(
      generalRepair({ items: [{ ...vacuum, serial: '', serial_required: false, problem: '不會動' }] }),
      'items.0.serial',
      /請輸入產品序號/,
    );
    // the model's serials are KZ + 8 digits
    await refused(
      generalRepair({ items: [{ ...vacuum, serial: 'XX123', problem: '不會動' }] }),
      'items.0.serial',
      /KZ 加 8 碼數字/,
    );
    await refused(
      generalRepair({ items: [{ ...vacuum, model_id: cooker.model_id, problem: '不會動' }] }),
      'items.0.model_id',
    );
    // a fast repair's date must be after today, and a general repair has none
    await refused(
      generalRepair({ type: 'fast', book_store_id: 1, book_tmp_date: taipeiDaysFromNow(0), book_tmp_time: 1 }),
      'book_tmp_date',
      /明天以後/,
    );
    await refused(generalRepair({ book_tmp_date: taipeiDaysFromNow(2) }), 'book_tmp_date', /只有速修/);
    await refused(generalRepair({ type: 'deep' }), 'deep_ticket_id', /請選擇清潔方案/);
    await refused(
      generalRepair({
        type: 'deep',
        deep_ticket_id: 1,
        pay_type: '9104',
        items: [{ ...productIds(all, '風野', '空氣清淨機 KZ-A5'), problem: '髒' }],
      }),
      'items.0.model_id',
      /深層清潔服務範圍/,
    );
  });

  it('books a fast repair into a store’s reserve time, and refuses it once the slot is full', async () => {
    const day = taipeiDaysFromNow(3);
    const store = stores[1];
    if (!store) throw new Error('no fast-repair store');
    const [slot] = await db
      .select()
      .from(reserveTimes)
      .where(and(eq(reserveTimes.date, day), eq(reserveTimes.locationId, store.id)))
      .limit(1);
    if (!slot) throw new Error('no seeded slot');
    const fast = generalRepair({
      type: 'fast',
      items: [{ ...cooker, serial: null, problem: '按鍵沒反應。' }],
      book_store_id: store.id,
      book_tmp_date: day,
      book_tmp_time: slot.id,
      book_memo: '下午才有空',
    });
    for (let i = 0; i < slot.capacity; i++) {
      const res = await submit(fast);
      expect(res.status).toBe(200);
      const { data } = await json<{ data: { id: number; book_date: string; book_store: unknown } }>(res);
      expect(data.book_date).toBe(`${day} ${slot.time}`);
      expect(data.book_store).toEqual({
        id: store.id,
        name: store.name,
        full_address: store.full_address,
        phone: store.phone,
      });
      // stored with its store: the member's record names it
      const record = await json<{ data: RepairRecord }>(await get(`/api/user/repairs/${data.id}`, member.auth));
      expect(record.data.book_store).toMatchObject({ id: store.id, name: store.name });
    }
    await refused(fast, 'book_tmp_time', /已額滿/);
    const [after] = await db.select().from(reserveTimes).where(eq(reserveTimes.id, slot.id));
    expect(after?.booked).toBe(slot.capacity);
  });

  it('refuses a fast repair without a store, at a store without fast repair, or in another store’s slot', async () => {
    const day = taipeiDaysFromNow(5);
    const [here, there] = stores;
    if (!here || !there) throw new Error('two fast-repair stores are seeded');
    const [slot] = await slotsAt(there.id, day);
    if (!slot) throw new Error('no seeded slot');
    const fast = (overrides: Record<string, unknown>) =>
      generalRepair({
        type: 'fast',
        items: [{ ...cooker, serial: null, problem: '按鍵沒反應。' }],
        book_store_id: here.id,
        book_tmp_date: day,
        book_tmp_time: slot.id,
        ...overrides,
      });
    await refused(fast({ book_store_id: '' }), 'book_store_id', /請選擇預約門市/);
    const locations = await json<{ data: { id: number; name: string }[] }>(await get('/api/locations'));
    const noFastRepair = locations.data.find((l) => l.name === '好生活 大安門市');
    await refused(fast({ book_store_id: noFastRepair?.id }), 'book_store_id', /速修服務的門市/);
    await refused(fast({}), 'book_tmp_time', /此門市的預約時段/);
    await refused(generalRepair({ book_store_id: here.id }), 'book_tmp_date', /只有速修/);
    expect((await slotsAt(there.id, day))[0]?.remaining).toBe(2);
  });

  const deepCleaning = () =>
    generalRepair({
      type: 'deep',
      items: [{ ...productIds(all, '風野', '手持吸塵器 KZ-H3'), serial: 'KZ12345678', problem: '吸力變弱。' }],
      deep_ticket_id: 1,
      pay_type: '9104',
      carrier_type: 'B2B',
      invoice_ubn: '04595257',
      invoice_title: '好生活股份有限公司',
    });
  const complete = (fields: Record<string, string>, outcome: string) =>
    app.request('/pay/complete', {
      method: 'POST',
      body: new URLSearchParams({ ...fields, outcome }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('takes a deep cleaning’s payment through the gateway: paid once, its receipt names the e-invoice', async () => {
    const res = await submit(deepCleaning());
    const { data } = await json<{
      data: { id: number; checkout: { kind: string; action: string; fields: Record<string, string> } };
    }>(res);
    expect(res.status).toBe(200);
    expect(data.checkout).toMatchObject({ kind: 'form', action: '/pay' });
    expect(data.checkout.fields.TotalAmount).toBe('990');
    const unpaid = await json<{ data: RepairRecord }>(await get(`/api/user/repairs/${data.id}`, member.auth));
    expect(unpaid.data).toMatchObject({
      payment: { amount: 990, paid: false, paid_at: null, invoice_number: null },
      credit_info: null,
    });
    // no receipt before the money arrives
    expect((await get(`/api/user/repairs/${data.id}/receipt`, member.auth)).status).toBe(404);

    // declined at the gateway: still unpaid, and the member may pay again (their own repair only)
    expect((await complete(data.checkout.fields, 'failed')).status).toBe(303);
    expect((await post(`/api/user/repairs/${data.id}/pay`, {}, other.auth)).status).toBe(404);
    const again = await post(`/api/user/repairs/${data.id}/pay`, {}, member.auth);
    expect(again.status).toBe(200);
    const { checkout } = (await json<{ data: { checkout: { fields: Record<string, string> } } }>(again)).data;
    expect(checkout.fields.MerchantTradeNo).not.toBe(data.checkout.fields.MerchantTradeNo);
    const paid = await complete(checkout.fields, 'paid');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost/member/service?repair=${data.id}`);
    const record = await json<{ data: RepairRecord }>(await get(`/api/user/repairs/${data.id}`, member.auth));
    // paid, not refunded: an e-invoice and no credit note
    expect(record.data.payment).toEqual({
      amount: 990,
      paid: true,
      paid_at: expect.any(String),
      invoice_number: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
    });
    expect(record.data.credit_info).toBeNull();
    expect((await post(`/api/user/repairs/${data.id}/pay`, {}, member.auth)).status).toBe(409);

    const receipt = await get(`/api/user/repairs/${data.id}/receipt`, member.auth);
    expect(receipt.status).toBe(200);
    expect((await json<{ data: unknown }>(receipt)).data).toMatchObject({
      repair_id: data.id,
      type: 'deep',
      item_name: '標準深層清潔',
      amount: 990,
      pay_type: '9104',
      invoice: {
        invoice_number: record.data.payment?.invoice_number,
        random_code: expect.stringMatching(/^\d{4}$/),
        carrier_type: 'B2B',
        buyer_ubn: '04595257',
        buyer_title: '好生活股份有限公司',
      },
    });
    expect((await get(`/api/user/repairs/${data.id}/receipt`, other.auth)).status).toBe(404);
  });

  it('holds an unpaid deep cleaning at 待付款: staff cannot move it on (409, in Chinese) until it is paid', async () => {
    const { data } = await json<{ data: { id: number; checkout: { fields: Record<string, string> } } }>(
      await submit(deepCleaning()),
    );
    const record = async () =>
      (await json<{ data: RepairRecord }>(await get(`/api/user/repairs/${data.id}`, member.auth))).data;
    const move = (status: string) => post(`/api/staff/repairs/${data.id}/status`, { status }, staff.auth);
    expect(await record()).toMatchObject({
      status: 'pending_payment',
      status_description: expect.stringMatching(/付款/),
    });

    for (const status of ['awaiting_parcel', 'inspecting', 'received']) {
      const refused = await move(status);
      const answer = await json<{ message: string; errors?: Record<string, string[]> }>(refused);
      expect(refused.status, JSON.stringify(answer)).toBe(409);
      expect(answer.message).toMatch(/^此服務尚未付款，付款完成前無法改為「.+」，只能取消。$/);
      expect(answer.errors?.status).toEqual([answer.message]);
    }
    expect((await record()).status).toBe('pending_payment');

    // the gateway's payment moves it on (recorded), and staff take it from there
    expect((await complete(data.checkout.fields, 'paid')).status).toBe(303);
    const paid = await record();
    expect(paid).toMatchObject({ status: 'received', payment: { paid: true } });
    expect(paid.history.map((h) => h.status)).toEqual(['pending_payment', 'received']);
    expect((await move('awaiting_parcel')).status).toBe(200);

    // an unpaid one may still be cancelled
    const unpaid = await json<{ data: { id: number } }>(await submit(deepCleaning()));
    const cancel = await post(`/api/staff/repairs/${unpaid.data.id}/status`, { status: 'cancelled' }, staff.auth);
    expect(cancel.status).toBe(200);
  });

  it('gives a cancelled paid deep cleaning’s money back: the payment flagged, a credit note for its invoice', async () => {
    const { data } = await json<{ data: { id: number; checkout: { fields: Record<string, string> } } }>(
      await submit(deepCleaning()),
    );
    expect((await complete(data.checkout.fields, 'paid')).status).toBe(303);
    const cancelled = await post(`/api/staff/repairs/${data.id}/status`, { status: 'cancelled' }, staff.auth);
    expect(cancelled.status).toBe(200);

    const record = (await json<{ data: RepairRecord }>(await get(`/api/user/repairs/${data.id}`, member.auth))).data;
    expect(record.credit_info).toEqual({
      no: expect.stringMatching(/^\d{10}$/),
      amount: 990,
      issued_at: expect.any(String),
    });
    const [payment] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.payableKind, 'repair_order'),
          eq(payments.payableId, String(data.id)),
          eq(payments.status, 'paid'),
        ),
      );
    expect(payment).toMatchObject({ needsRefund: true, refundReason: 'repair_cancelled' });

    const note = await get(`/api/user/repair_credit_notes/${record.credit_info?.no}`, member.auth);
    expect(note.status).toBe(200);
    expect((await json<{ data: unknown }>(note)).data).toMatchObject({
      no: record.credit_info?.no,
      amount: 990,
      invoice_number: record.payment?.invoice_number,
      invoice_amount: 990,
      repair_id: data.id,
      buyer_ubn: '04595257',
    });
    expect((await get(`/api/user/repair_credit_notes/${record.credit_info?.no}`, other.auth)).status).toBe(404);
    // a number that is not a credit note's: 422 in Chinese
    const bad = await get('/api/user/repair_credit_notes/cn-0001', member.auth);
    expect(bad.status).toBe(422);
  });

  it('shows a member only their own repairs: another member’s is not found', async () => {
    const res = await submit(generalRepair());
    const { data } = await json<{ data: { id: number } }>(res);
    expect((await get(`/api/user/repairs/${data.id}`, other.auth)).status).toBe(404);
    const list = await json<{ data: RepairRecord[] }>(await get('/api/user/repairs', other.auth));
    expect(list.data).toEqual([]);
  });
});

describe('POST /api/staff/repairs/{id}/status', () => {
  const move = (id: number, body: Record<string, unknown>, auth: Record<string, string>) =>
    post(`/api/staff/repairs/${id}/status`, body, auth);

  it('lets staff move a repair along its life cycle, recording each move; members get 403', async () => {
    const { data } = await json<{ data: { id: number } }>(await submit(generalRepair()));
    expect((await move(data.id, { status: 'awaiting_parcel' }, member.auth)).status).toBe(403);
    expect((await move(data.id, { status: 'awaiting_parcel' }, {})).status).toBe(401);

    // no jump from received to completed
    const jump = await move(data.id, { status: 'completed' }, staff.auth);
    expect(jump.status).toBe(422);
    for (const status of ['awaiting_parcel', 'inspecting', 'repairing']) {
      expect((await move(data.id, { status }, staff.auth)).status).toBe(200);
    }
    // shipping back names the parcel
    const noParcel = await move(data.id, { status: 'shipped' }, staff.auth);
    expect((await json<{ errors: Record<string, string[]> }>(noParcel)).errors.delivery_serial?.[0]).toMatch(
      /物流單號/,
    );
    const shipped = await move(
      data.id,
      { status: 'shipped', delivery_serial: 'TW123456789', delivery_url: 'https://track.example.com.tw/TW123456789' },
      staff.auth,
    );
    expect(shipped.status).toBe(200);
    // a shipped repair cannot be cancelled any more
    expect((await move(data.id, { status: 'cancelled' }, staff.auth)).status).toBe(422);
    expect((await move(data.id, { status: 'completed' }, staff.auth)).status).toBe(200);

    const record = await json<{ data: RepairRecord }>(await get(`/api/user/repairs/${data.id}`, member.auth));
    expect(record.data).toMatchObject({ status: 'completed', delivery_serial: 'TW123456789' });
    expect(record.data.history.map((h) => h.status)).toEqual([
      'received',
      'awaiting_parcel',
      'inspecting',
      'repairing',
      'shipped',
      'completed',
    ]);
    expect((await move(999_999, { status: 'inspecting' }, staff.auth)).status).toBe(404);
  });
});

describe('a repair mails its member, through the outbox (issue 25)', () => {
  const sent: MailMessage[] = [];
  const postman = testApp(db, {
    env: { PUBLIC_URL: 'https://shop.example.com.tw' },
    mailer: { send: async (m) => void sent.push(m) },
  });
  const mailsOf = async (id: number) => {
    await deliverMailOf(postman);
    return sent.filter((m) => m.subject.includes(recordNumber(id)));
  };

  it('confirms a fast repair with its store, time and .ics, then each move staff make', async () => {
    const day = taipeiDaysFromNow(4);
    const store = stores[1];
    if (!store) throw new Error('no fast-repair store');
    const [slot] = await db
      .select()
      .from(reserveTimes)
      .where(and(eq(reserveTimes.date, day), eq(reserveTimes.locationId, store.id)))
      .limit(1);
    if (!slot) throw new Error('no seeded slot');
    const res = await submit(
      generalRepair({
        type: 'fast',
        items: [{ ...cooker, serial: null, problem: '按鍵沒反應。' }],
        book_store_id: store.id,
        book_tmp_date: day,
        book_tmp_time: slot.id,
        book_memo: '',
      }),
    );
    const { data } = await json<{ data: { id: number } }>(res);
    const [booked, ...more] = await mailsOf(data.id);
    expect(more).toEqual([]);
    expect(booked?.subject).toBe(`好生活：已收到您的速修申請（${recordNumber(data.id)}）`);
    expect(booked?.text).toContain(`預約時間：${day} ${slot.time}`);
    expect(booked?.text).toContain(`門市：${store.name}`);
    expect(booked?.text).toContain(`https://shop.example.com.tw/member/service?repair=${data.id}`);
    const ics = booked?.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(String(ics?.content)).toContain(`LOCATION:${store.name}\\, `);

    const general = await json<{ data: { id: number } }>(await submit(generalRepair()));
    await post(`/api/staff/repairs/${general.data.id}/status`, { status: 'awaiting_parcel' }, staff.auth);
    for (const status of ['inspecting', 'repairing'])
      await post(`/api/staff/repairs/${general.data.id}/status`, { status }, staff.auth);
    await post(
      `/api/staff/repairs/${general.data.id}/status`,
      { status: 'shipped', delivery_serial: 'TW987654321' },
      staff.auth,
    );
    const moves = (await mailsOf(general.data.id)).filter((m) => m.subject.includes('進度更新'));
    expect(moves).toHaveLength(4);
    expect(moves.map((m) => m.subject.match(/「(.+)」/)?.[1]).sort()).toEqual(
      ['已寄回', '檢測中', '等待收件', '維修中'].sort(),
    );
    expect(moves.find((m) => m.subject.includes('已寄回'))?.text).toContain('物流單號：TW987654321');
    // a refused move mails nothing
    await post(`/api/staff/repairs/${general.data.id}/status`, { status: 'cancelled' }, staff.auth);
    expect((await mailsOf(general.data.id)).filter((m) => m.subject.includes('進度更新'))).toHaveLength(4);
  });
});
