import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { recordNumber } from '../../schemas/record-number';
import type { RepairRecord } from '../../schemas/repair.schema';
import type { StaffRepair, StaffRepairDetail } from '../../schemas/staff-repair.schema';
import type { StaffReserveTime } from '../../schemas/staff-reserve-time.schema';
import type { StaffWarranty } from '../../schemas/staff-warranty.schema';
import type { WarrantyRecord } from '../../schemas/warranty.schema';
import { productModels } from '../../server/db/tables/product-model.table';
import { reserveTimes } from '../../server/db/tables/reserve-time.table';
import type { MailMessage } from '../../server/mail/mailer';
import { deliverMailOf, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import {
  productIds,
  RICE_COOKER,
  taipeiDaysFromNow,
  VACUUM,
  validAddresses,
  validInvoice,
} from '../support/service-fixtures';
import { staffApiForFile } from '../support/staff-api';

const s = await staffApiForFile();
const { db, app, call, data } = s;

const infos = (await data<ProductInfo[]>(await call('GET', '/api/option/products?type=all'))).filter(Boolean);
const vacuum = productIds(infos, VACUUM.brand, VACUUM.model);
const cooker = productIds(infos, RICE_COOKER.brand, RICE_COOKER.model);
const stores = await data<{ id: number; name: string }[]>(await call('GET', '/api/option/reserve_stores'));
const member = await s.member();
const service = await s.staffMember(['service']);
const editor = await s.staffMember(['editor']);
const events = await s.staffMember(['events']);

const sent: MailMessage[] = [];
const postman = testApp(db, {
  env: { PUBLIC_URL: 'https://shop.example.com.tw' },
  mailer: { send: async (m) => void sent.push(m) },
});
const mailsAbout = async (id: number) => {
  await deliverMailOf(postman);
  return sent.filter((m) => m.subject.includes(recordNumber(id)));
};

const general = (overrides: Record<string, unknown> = {}) => ({
  type: 'general',
  items: [{ ...vacuum, serial: VACUUM.serial, problem: '集塵盒卡榫斷裂，無法扣上。' }],
  ...validAddresses,
  ...validInvoice,
  ...overrides,
});
const submit = async (body: Record<string, unknown>) =>
  data<{ id: number }>(
    await call('POST', '/api/user/repairs', member.auth, { ...body, google_recaptcha_token: await solveCaptcha(app) }),
  );

/** A fast repair booked into a store's slot (the seeded ones are from tomorrow on). */
async function fastRepairAt(storeId: number, day: string, time?: string) {
  const [slot] = await db
    .select()
    .from(reserveTimes)
    .where(
      and(
        eq(reserveTimes.locationId, storeId),
        eq(reserveTimes.date, day),
        time ? eq(reserveTimes.time, time) : undefined,
      ),
    )
    .limit(1);
  if (!slot) throw new Error('no seeded slot');
  const repair = await submit(
    general({
      type: 'fast',
      items: [{ ...cooker, serial: null, problem: '按鍵沒反應。' }],
      book_store_id: storeId,
      book_tmp_date: day,
      book_tmp_time: slot.id,
      book_memo: '',
    }),
  );
  return { repair, slot };
}

describe('the service screens’ API takes the service role', () => {
  it('asks a guest to sign in, refuses an editor or events member (403), lets service staff in', async () => {
    const routes = [
      ['GET', '/api/staff/repairs'],
      ['GET', '/api/staff/repairs/1'],
      ['POST', '/api/staff/repairs/1/move', { status: 'cancelled' }],
      ['GET', '/api/staff/repair-brands'],
      ['GET', '/api/staff/reserve-stores'],
      ['GET', `/api/staff/reserve-times?store_id=1&from=${taipeiDaysFromNow(1)}&to=${taipeiDaysFromNow(2)}`],
      ['POST', '/api/staff/reserve-times', { store_id: 1, date: taipeiDaysFromNow(1), times: ['09:00'], capacity: 1 }],
      ['PUT', '/api/staff/reserve-times/1', { capacity: 3 }],
      ['POST', '/api/staff/reserve-times/close', { store_id: 1, date: taipeiDaysFromNow(1) }],
      ['GET', '/api/staff/warranties'],
      ['GET', '/api/staff/warranties/1'],
      ['POST', '/api/staff/warranties/1/review', { decision: 'approve' }],
    ] as const;
    await s.guarded(routes, editor);
    for (const [method, path, body] of routes)
      expect((await call(method, path, events.auth, body)).status, `${method} ${path}`).toBe(403);
    expect((await call('GET', '/api/staff/repairs', service.auth)).status).toBe(200);
  });

  it('keeps service staff out of the content and events screens’ API (403)', async () => {
    for (const path of ['/api/staff/articles', '/api/staff/recipes', '/api/staff/home-banners', '/api/staff/brands'])
      expect((await call('GET', path, service.auth)).status, path).toBe(403);
    expect((await call('GET', '/api/staff/audit', service.auth)).status).toBe(403);
  });
});

describe('the repairs board', () => {
  it('lists every kind by status, kind, brand, store and day, each with the moves the life cycle allows', async () => {
    const store = stores[0];
    if (!store) throw new Error('no store');
    const plain = await submit(general());
    const { repair: fast } = await fastRepairAt(store.id, taipeiDaysFromNow(3));
    const board = async (q: string) =>
      (await (await call('GET', `/api/staff/repairs?${q}`, service.auth)).json()) as {
        data: StaffRepair[];
        meta: { total: number };
      };
    const all = await board('');
    expect(all.data.map((r) => r.id).slice(0, 2)).toEqual([fast.id, plain.id]);
    const row = all.data.find((r) => r.id === plain.id);
    expect(row).toMatchObject({ status: 'received', type: 'general', brand_name: '風野', member: { name: '王小明' } });
    expect(row?.moves).toEqual(['awaiting_parcel', 'cancelled']);
    expect(all.data.find((r) => r.id === fast.id)?.moves).toEqual(['awaiting_parcel', 'inspecting', 'cancelled']);

    expect((await board('type=fast')).data.map((r) => r.id)).toEqual([fast.id]);
    expect((await board(`store_id=${store.id}`)).data.map((r) => r.id)).toEqual([fast.id]);
    expect((await board('brand=風野')).data.map((r) => r.id)).toEqual([plain.id]);
    expect((await board('status=completed')).meta.total).toBe(0);
    const today = taipeiDaysFromNow(0);
    expect((await board(`from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await board(`to=${taipeiDaysFromNow(-1)}`)).meta.total).toBe(0);
    await s.refused(await call('GET', '/api/staff/repairs?status=lost', service.auth), 'status');
    await s.refused(
      await call('GET', `/api/staff/repairs?from=${today}&to=${taipeiDaysFromNow(-2)}`, service.auth),
      'to',
      '結束日期不可早於開始日期。',
    );
    expect(await data<string[]>(await call('GET', '/api/staff/repair-brands', service.auth))).toEqual(
      expect.arrayContaining(['風野', '星村']),
    );
  });

  it('moves a repair through the machine, recording who, when and the note; the member reads and is mailed it', async () => {
    const { id } = await submit(general());
    const move = (body: object) => call('POST', `/api/staff/repairs/${id}/move`, service.auth, body);
    await s.refused(await move({ status: 'completed' }), 'status', /無法由「已受理」改為「已完成」/);
    const moved = await data<StaffRepairDetail>(
      await move({ status: 'awaiting_parcel', note: '請於七日內以宅配寄出，運費由我們負擔。' }),
    );
    expect(moved.status).toBe('awaiting_parcel');
    expect(moved.steps.at(-1)).toMatchObject({
      from: 'received',
      status: 'awaiting_parcel',
      by: service.account.email,
      note: '請於七日內以宅配寄出，運費由我們負擔。',
    });
    // the member's own submission is nobody on the staff
    expect(moved.steps[0]).toMatchObject({ status: 'received', by: null });
    await data(await move({ status: 'inspecting' }));
    await data(await move({ status: 'repairing' }));
    await s.refused(await move({ status: 'shipped' }), 'delivery_serial', '寄回時請填寫物流單號。');
    const shipped = await data<StaffRepairDetail>(await move({ status: 'shipped', delivery_serial: 'TW20261127001' }));
    expect(shipped).toMatchObject({ status: 'shipped', delivery_serial: 'TW20261127001', moves: ['completed'] });

    const record = await data<RepairRecord>(await call('GET', `/api/user/repairs/${id}`, member.auth));
    expect(record.history.map((h) => [h.status, h.note])).toEqual([
      ['received', null],
      ['awaiting_parcel', '請於七日內以宅配寄出，運費由我們負擔。'],
      ['inspecting', null],
      ['repairing', null],
      ['shipped', null],
    ]);
    const mails = await mailsAbout(id);
    const awaiting = mails.find((m) => m.subject.includes('等待收件'));
    expect(awaiting?.text).toContain('客服說明：請於七日內以宅配寄出，運費由我們負擔。');
    expect(mails.find((m) => m.subject.includes('已寄回'))?.text).toContain('物流單號：TW20261127001');
    const [entry] = await s.audit(`action=repair.status&entity_id=${id}`);
    expect(entry).toMatchObject({ actor_email: service.account.email, after: { status: 'shipped' } });
  });

  it('answers 404 for a repair that does not exist', async () => {
    const unknown = await call('POST', '/api/staff/repairs/2147483000/move', service.auth, { status: 'cancelled' });
    expect(unknown.status).toBe(404);
  });
});

describe('reserve times per store', () => {
  const store = () => {
    const found = stores[1];
    if (!found) throw new Error('two fast-repair stores are seeded');
    return found;
  };
  const slotsOf = async (day: string) =>
    data<StaffReserveTime[]>(
      await call('GET', `/api/staff/reserve-times?store_id=${store().id}&from=${day}&to=${day}`, service.auth),
    );

  it('shows a day’s slots with their bookings, opens times with a capacity, never below what is booked', async () => {
    const day = taipeiDaysFromNow(6);
    const { repair, slot } = await fastRepairAt(store().id, day, '10:00');
    const slots = await slotsOf(day);
    expect(slots.map((x) => x.time)).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00']);
    expect(slots[0]).toMatchObject({ id: slot.id, booked: 1, closed: false, bookings: [{ repair_id: repair.id }] });

    const opened = await data<StaffReserveTime[]>(
      await call('POST', '/api/staff/reserve-times', service.auth, {
        store_id: store().id,
        date: day,
        times: ['17:00', '18:30'],
        capacity: 3,
      }),
    );
    expect(opened.map((x) => [x.time, x.capacity])).toEqual([
      ['10:00', 2],
      ['11:00', 2],
      ['14:00', 2],
      ['15:00', 2],
      ['16:00', 2],
      ['17:00', 3],
      ['18:30', 3],
    ]);
    // the member's form offers the new times
    const offered = await data<{ time: string; remaining: number }[]>(
      await call('GET', `/api/option/reserve_times?store_id=${store().id}&date=${day}`),
    );
    expect(offered.find((x) => x.time === '18:30')?.remaining).toBe(3);

    await s.refused(
      await call('PUT', `/api/staff/reserve-times/${slot.id}`, service.auth, { capacity: 0 }),
      'capacity',
      '名額最少 1 位。',
    );
    const bigger = await data<StaffReserveTime>(
      await call('PUT', `/api/staff/reserve-times/${slot.id}`, service.auth, { capacity: 4 }),
    );
    expect(bigger).toMatchObject({ capacity: 4, booked: 1 });
    await s.refused(
      await call('POST', '/api/staff/reserve-times', service.auth, {
        store_id: store().id,
        date: day,
        times: ['25:00', '10:00', '10:00'],
        capacity: 1,
      }),
      'times.0',
    );
    await s.refused(
      await call('POST', '/api/staff/reserve-times', service.auth, {
        store_id: store().id,
        date: taipeiDaysFromNow(-1),
        times: ['10:00'],
        capacity: 1,
      }),
      'date',
      '不能變更已過去的日期。',
    );
    const [entry] = await s.audit('action=reserve_time.open');
    expect(entry).toMatchObject({ actor_email: service.account.email, after: { times: ['17:00', '18:30'] } });
  });

  it('closes a booked day only with a message, cancels its bookings through the life cycle and mails them', async () => {
    const day = taipeiDaysFromNow(7);
    const { repair } = await fastRepairAt(store().id, day, '14:00');
    const close = (body: object) =>
      call('POST', '/api/staff/reserve-times/close', service.auth, { store_id: store().id, date: day, ...body });
    await s.refused(await close({}), 'message', '已有會員預約，請填寫要通知預約會員的內容。');
    expect((await slotsOf(day)).every((x) => !x.closed)).toBe(true);

    const done = await data<{ closed: number; cancelled: number }>(
      await close({ message: '門市因颱風停業，請改約其他日期。' }),
    );
    expect(done).toEqual({ closed: 5, cancelled: 1 });
    const after = await slotsOf(day);
    expect(after.every((x) => x.closed && x.booked === 0 && x.bookings.length === 0)).toBe(true);
    // members no longer see the day, and cannot book it
    const offered = await data<unknown[]>(
      await call('GET', `/api/option/reserve_times?store_id=${store().id}&date=${day}`),
    );
    expect(offered).toEqual([]);

    const record = await data<RepairRecord>(await call('GET', `/api/user/repairs/${repair.id}`, member.auth));
    expect(record.status).toBe('cancelled');
    expect(record.history.at(-1)).toMatchObject({ status: 'cancelled', note: '門市因颱風停業，請改約其他日期。' });
    const [mail, ...more] = (await mailsAbout(repair.id)).filter((m) => m.subject.includes('取消通知'));
    expect(more).toEqual([]);
    expect(mail?.text).toContain('此預約已取消');
    expect(mail?.text).toContain('客服說明：門市因颱風停業，請改約其他日期。');
    expect(mail?.text).toContain(`https://shop.example.com.tw/member/service?repair=${repair.id}`);
    const [entry] = await s.audit('action=reserve_time.close');
    expect(entry).toMatchObject({ after: { cancelled: [repair.id], message: '門市因颱風停業，請改約其他日期。' } });

    // nothing left open to close; opening again starts the day afresh
    await s.refused(await close({ message: '再關一次' }), 'date');
    const reopened = await data<StaffReserveTime[]>(
      await call('POST', '/api/staff/reserve-times', service.auth, {
        store_id: store().id,
        date: day,
        times: ['14:00'],
        capacity: 2,
      }),
    );
    expect(reopened.find((x) => x.time === '14:00')).toMatchObject({ closed: false, booked: 0 });
  });

  it('closes one time of a day without a message when nobody booked it', async () => {
    const day = taipeiDaysFromNow(8);
    const done = await data<{ closed: number; cancelled: number }>(
      await call('POST', '/api/staff/reserve-times/close', service.auth, {
        store_id: store().id,
        date: day,
        time: '16:00',
      }),
    );
    expect(done).toEqual({ closed: 1, cancelled: 0 });
    expect((await slotsOf(day)).filter((x) => x.closed).map((x) => x.time)).toEqual(['16:00']);
  });
});

describe('warranty review', () => {
  const photo = () =>
    sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
  /** DOMAIN.md's first public example: CA63388616, 2018-04-27, random 1406, total 65 */
  const LEFT_CODE =
    'CA63388616107042714060000003e0000004100000000247894573A2IzH97mHFMn89HdKcQCQ==:**********:1:1:1:尖叫雞/隻:1:25:尖叫雞EX/隻:1:50';
  async function register(invoiceDate = '2018-04-27') {
    const form = new FormData();
    form.append('files', new File([(await photo()) as BlobPart], 'receipt.png', { type: 'image/png' }));
    const upload = await app.request('/api/user/medias/warranty', { method: 'POST', headers: member.auth, body: form });
    const medias = ((await upload.json()) as { data: unknown[] }).data;
    return data<{ id: number }>(
      await call('POST', '/api/user/warranties', member.auth, {
        direct: false,
        utm: {},
        brand_id: vacuum.brand_id,
        model_id: vacuum.model_id,
        serial: VACUUM.serial,
        channel_id: 1,
        order_number: null,
        input_method: 'photo',
        invoice_number: 'CA63388616',
        invoice_date: invoiceDate,
        scan_invoice_date: invoiceDate,
        invoice_random: '1406',
        invoice_amount: 65,
        invoice_qr: LEFT_CODE,
        medias,
        token: await solveCaptcha(app),
      }),
    );
  }
  const mine = async (id: number) =>
    (await data<WarrantyRecord[]>(await call('GET', '/api/user/warranties/all', member.auth))).find((w) => w.id === id);

  it('shows the registration with its invoice fields and photo, approves it to the model’s months from the invoice date', async () => {
    await db.update(productModels).set({ warrantyMonths: 24 }).where(eq(productModels.id, vacuum.model_id));
    const { id } = await register();
    expect(await mine(id)).toMatchObject({ status: 'pending', case_number: recordNumber(id), ends_on: null });
    const queue = await data<StaffWarranty[]>(await call('GET', '/api/staff/warranties?status=pending', service.auth));
    const row = queue.find((w) => w.id === id);
    expect(row).toMatchObject({
      invoice_number: 'CA63388616',
      scan_invoice_date: '2018-04-27',
      invoice_random: '1406',
      invoice_amount: 65,
      warranty_months: 24,
      proposed_ends_on: '2020-04-26',
      decisions: ['approve', 'refuse'],
      member: { email: member.account.email },
    });
    // the photo is served to staff (the member's own /media address answers its owner only)
    const url = row?.medias[0]?.url ?? '';
    expect(url).toMatch(new RegExp(`^/api/staff/warranties/${id}/photos/\\d+$`));
    const image = await call('GET', url, service.auth);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await call('GET', url, editor.auth)).status).toBe(403);
    expect((await call('GET', `/api/staff/warranties/${id + 1000}/photos/1`, service.auth)).status).toBe(404);

    const approved = await data<StaffWarranty>(
      await call('POST', `/api/staff/warranties/${id}/review`, service.auth, { decision: 'approve' }),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      ends_on: '2020-04-26',
      decisions: [],
      reviewed_by: service.account.email,
    });
    expect(await mine(id)).toMatchObject({ status: 'approved', ends_on: '2020-04-26' });
    // decided once: a second decision is refused (409) and nothing changes
    const again = await call('POST', `/api/staff/warranties/${id}/review`, service.auth, {
      decision: 'refuse',
      reason: '發票不清楚',
    });
    expect(again.status).toBe(409);
    expect((await mine(id))?.status).toBe('approved');
    const mail = (await mailsAbout(id)).find((m) => m.subject.includes('已通過審核'));
    expect(mail?.text).toContain('保固期限至 2020-04-26 止');
    expect(mail?.text).toContain(`https://shop.example.com.tw/member/service#warranty-${id}`);
    const [entry] = await s.audit(`action=warranty.review&entity_id=${id}`);
    expect(entry).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved', ends_on: '2020-04-26' },
    });
  });

  it('refuses only with a reason, which the member reads and is mailed', async () => {
    const { id } = await register();
    const review = (body: object) => call('POST', `/api/staff/warranties/${id}/review`, service.auth, body);
    await s.refused(await review({ decision: 'refuse', reason: '  ' }), 'reason', '請填寫未通過的原因。');
    await s.refused(await review({ decision: 'later' }), 'decision');
    const refused = await data<StaffWarranty>(await review({ decision: 'refuse', reason: '發票照片模糊，無法辨識。' }));
    expect(refused).toMatchObject({ status: 'refused', ends_on: null, refuse_reason: '發票照片模糊，無法辨識。' });
    expect(await mine(id)).toMatchObject({ status: 'refused', refuse_reason: '發票照片模糊，無法辨識。' });
    const mail = (await mailsAbout(id)).find((m) => m.subject.includes('未通過審核'));
    expect(mail?.text).toContain('原因：發票照片模糊，無法辨識。');
    expect((await call('GET', '/api/staff/warranties?status=refused', service.auth)).status).toBe(200);
    const q = await data<StaffWarranty[]>(await call('GET', '/api/staff/warranties?q=CA6338', service.auth));
    expect(q.map((w) => w.id)).toContain(id);
  });
});
