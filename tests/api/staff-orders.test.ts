import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ORDER_MAIL_NAMES,
  STAFF_ORDER_MESSAGES,
  type StaffOrder,
  type StaffOrderListItem,
  StaffOrderResponse,
} from '../../schemas/staff-order.schema';
import type { App } from '../../server/app';
import { events } from '../../server/db/tables/event.table';
import { eventOrders, orderRefunds } from '../../server/db/tables/event-order.table';
import { eventSessions } from '../../server/db/tables/event-session.table';
import { eventTickets } from '../../server/db/tables/event-ticket.table';
import { members } from '../../server/db/tables/member.table';
import { payments } from '../../server/db/tables/payment.table';
import type { MailMessage } from '../../server/mail/mailer';
import { ORDER_MAIL_KINDS } from '../../server/mail/order-mails';
import { checkMacValue } from '../../server/payments/check-mac-value';
import { doActionFields } from '../../server/payments/ecpay.gateway';
import { failStalledRefunds, openRefund } from '../../server/services/order-refunds.service';
import { deliverMailOf, testApp } from '../support/api-app';
import { doActionStandIn, documentedCheckMac, TEST_KEYS } from '../support/do-action-stand-in';
import { staffApiForFile } from '../support/staff-api';

// The console's orders and refunds on this file's database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
let sandboxApp: App | undefined;
const s = await staffApiForFile({
  seed: false,
  // the sandbox's notify reaches this same app in-process, as it would over HTTP
  payments: {
    deliverNotify: async (url, body) => (await (sandboxApp as App).request(url, form(Object.fromEntries(body)))).text(),
  },
});
sandboxApp = s.app;
const { db, call, data, refused } = s;

// the same site with ECPay as its gateway, its DoAction a real HTTP server of the test's
const standIn = await doActionStandIn();
const ecpayApp = testApp(db, {
  env: {
    PUBLIC_URL: 'http://localhost',
    STAFF_EMAILS: [s.adminEmail],
    PAYMENT_GATEWAY: 'ecpay',
    ECPAY_DO_ACTION_URL: standIn.url,
  },
});

const staff = await s.staffMember(['events']);
// delivers this database's outbox as a server's mail worker would, into `sent`
const sent: MailMessage[] = [];
const postman = testApp(db, {
  env: { PUBLIC_URL: 'http://localhost' },
  mailer: { send: async (m) => void sent.push(m) },
});
const serviceStaff = await s.staffMember(['service']);
const DAY = 86_400_000;

/** An open event, one session a week ahead, two ticket types: 一般票 1200 and 學生票 800. */
async function makeEvent() {
  const start = new Date(Date.now() + 7 * DAY);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const [event] = await db
    .insert(events)
    .values({
      subject: `退款測試活動 ${randomBytes(3).toString('hex')}`,
      startedAt: start,
      endedAt: end,
      placeName: '好生活 信義旗艦店',
      costPlan: 'paid',
      format: 'offline',
      status: 'open',
      publishedAt: new Date(Date.now() - DAY),
    })
    .returning();
  if (!event) throw new Error('no event');
  const [session] = await db
    .insert(eventSessions)
    .values({
      eventId: event.id,
      subject: '場次一',
      startedAt: start,
      endedAt: end,
      placeName: event.placeName,
      format: 'offline',
      capacity: 20,
      purchaseLimit: 4,
    })
    .returning();
  if (!session) throw new Error('no session');
  const tickets = await db
    .insert(eventTickets)
    .values([
      { sessionId: session.id, name: '一般票', price: 1200, quota: 10 },
      { sessionId: session.id, name: '學生票', price: 800, quota: 10 },
    ])
    .returning();
  const [adult, student] = tickets;
  if (!adult || !student) throw new Error('no tickets');
  return { event, session, adult, student };
}
type Made = Awaited<ReturnType<typeof makeEvent>>;

interface Placed {
  order_number: string;
  checkout: { fields: Record<string, string> } | null;
}

const PEOPLE = [
  { name: '王大明', phone: '0922-111-333', email: 'daming@example.com' },
  { name: '王小明', phone: '0922111444', email: 'xiaoming@example.com' },
  { name: '王一明', phone: '0922111555', email: 'yiming@example.com' },
  { name: '王二明', phone: '0922111666', email: 'erming@example.com' },
];

/** An order's body, paid by card: by default one 一般票 and one 學生票, one person a ticket. */
const orderBody = (
  e: Made,
  tickets = [
    { ticket_id: e.adult.id, quantity: 1 },
    { ticket_id: e.student.id, quantity: 1 },
  ],
) => ({
  event_id: e.event.id,
  session_id: e.session.id,
  tickets,
  participants: PEOPLE.slice(
    0,
    tickets.reduce((n, t) => n + t.quantity, 0),
  ),
  answers: [],
  invoice: { carrier_type: 'B2C', invoice_email: 'buyer@example.com' },
  payment_type: '9104',
  agree: true,
  idempotency_key: randomBytes(12).toString('hex'),
});

/** A member's order of one 一般票 and one 學生票, placed on `app` (the member's own API). */
async function placeOrder(app: App, auth: Record<string, string>, e: Made): Promise<Placed> {
  const res = await app.request('/api/cart/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(orderBody(e)),
  });
  const body = (await res.json()) as { data: Placed };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** A member's two-ticket order, paid at the sandbox, with its 學生票 as the console reads it. */
async function paidOrder() {
  const e = await makeEvent();
  const buyer = await s.member();
  const p = await placeOrder(s.app, buyer.auth, e);
  await payAtSandbox(p);
  const student = (await getOrder(p.order_number)).items.find((i) => i.ticket_name === '學生票');
  if (!student) throw new Error('no student ticket');
  return { e, buyer, p, student };
}

/** Paid on the sandbox's page (付款), which notifies the site. */
async function payAtSandbox(p: Placed) {
  const res = await s.app.request('/pay/complete', form({ ...(p.checkout?.fields ?? {}), outcome: 'paid' }));
  expect(res.status).toBe(303);
}

/** Paid at ECPay: its signed notify, with ECPay's own trade number. */
async function payAtEcpay(p: Placed, amount: number, gatewayTradeNo: string) {
  const fields: Record<string, string> = {
    MerchantID: TEST_KEYS.merchantId,
    MerchantTradeNo: p.checkout?.fields.MerchantTradeNo ?? '',
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: gatewayTradeNo,
    TradeAmt: String(amount),
    PaymentType: 'Credit_CreditCard',
    SimulatePaid: '0',
  };
  fields.CheckMacValue = checkMacValue(fields, TEST_KEYS.hashKey, TEST_KEYS.hashIv);
  expect(await (await ecpayApp.request('/api/payments/notify', form(fields))).text()).toBe('1|OK');
}

/** One order as the console reads it: the answer parses with the schema the screen parses it with. */
const getOrder = async (no: string, app: App = s.app) => {
  const res = await app.request(`/api/staff/orders/${no}`, { headers: staff.auth });
  expect(res.status).toBe(200);
  return StaffOrderResponse.parse(await res.json()).data;
};
const search = async (q: string) =>
  data<StaffOrderListItem[]>(await call('GET', `/api/staff/orders?q=${encodeURIComponent(q)}`, staff.auth));
const post = (app: App, path: string, auth: Record<string, string>, body?: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const refundBody = (itemIds: number[], over: Record<string, unknown> = {}) => ({
  item_ids: itemIds,
  method: 'gateway',
  reason: '會員來電，學生票那位無法出席',
  notify_member: true,
  idempotency_key: randomBytes(10).toString('hex'),
  ...over,
});
const sold = async (id: number) => (await db.select().from(eventTickets).where(eq(eventTickets.id, id)))[0]?.sold;
const seatsTaken = async (id: number) =>
  (await db.select().from(eventSessions).where(eq(eventSessions.id, id)))[0]?.seatsTaken;
const actions = (o: StaffOrder) => o.history.map((h) => h.action);

describe('roles', () => {
  it('asks a guest to sign in and refuses staff without `events` (role service) on every call', async () => {
    const routes = [
      ['GET', '/api/staff/orders'],
      ['GET', '/api/staff/orders/2611270000000001'],
      ['POST', '/api/staff/orders/2611270000000001/cancel'],
      ['POST', '/api/staff/orders/2611270000000001/refunds', refundBody([1])],
      ['POST', '/api/staff/orders/2611270000000001/refunds/1/retry'],
      ['POST', '/api/staff/orders/2611270000000001/refunds/1/outside'],
    ] as const;
    await s.guarded(routes, serviceStaff);
    const member = await s.member();
    for (const [method, path, body] of routes) {
      expect((await call(method, path, member.auth, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('search and history', () => {
  it("finds an order by its number, a ticket's registration number, the member's email or phone", async () => {
    const e = await makeEvent();
    const mobile = `09${String(Date.now()).slice(-8)}`;
    const buyer = await s.member();
    await db.update(members).set({ mobile }).where(eq(members.email, buyer.account.email));
    const other = await s.member();
    const p = await placeOrder(s.app, buyer.auth, e);
    const q = await placeOrder(s.app, other.auth, e);
    const order = await getOrder(p.order_number);
    const reg = order.items[1]?.registration_number ?? '';
    for (const term of [
      p.order_number,
      reg,
      reg.toLowerCase(),
      buyer.account.email,
      buyer.account.email.toUpperCase(),
    ]) {
      const found = await search(term);
      expect(
        found.map((o) => o.order_number),
        term,
      ).toEqual([p.order_number]);
    }
    // the phone as people type it
    const byPhone = await search(`${mobile.slice(0, 4)}-${mobile.slice(4, 7)}-${mobile.slice(7)}`);
    expect(byPhone.map((o) => o.order_number)).toEqual([p.order_number]);
    expect((await search(other.account.email)).map((o) => o.order_number)).toEqual([q.order_number]);
    expect(await search('nobody-here@example.com')).toEqual([]);
    // a bad filter is a 422 in Chinese, not a 500
    await refused(await call('GET', '/api/staff/orders?status=lost', staff.auth), 'status');
    expect((await call('GET', '/api/staff/orders/12', staff.auth)).status).toBe(422);
    expect((await call('GET', '/api/staff/orders/2600000000000000', staff.auth)).status).toBe(404);
  });

  it('cancels an unpaid order for its member: seats back, the step in its history with who did it', async () => {
    const e = await makeEvent();
    const buyer = await s.member();
    const p = await placeOrder(s.app, buyer.auth, e);
    expect(await seatsTaken(e.session.id)).toBe(2);
    const cancelled = await data<StaffOrder>(
      await call('POST', `/api/staff/orders/${p.order_number}/cancel`, staff.auth),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(await seatsTaken(e.session.id)).toBe(0);
    expect([await sold(e.adult.id), await sold(e.student.id)]).toEqual([0, 0]);
    expect(actions(cancelled)).toEqual(['order.placed', 'order.mailed', 'order.cancelled', 'order.mailed']);
    const step = cancelled.history.find((h) => h.action === 'order.cancelled');
    expect(step).toMatchObject({ by: 'staff', actor_email: staff.account.email });
    expect(cancelled.history[0]).toMatchObject({ by: 'member', action: 'order.placed' });
    // the admin's audit log holds the same rows
    const audit = await s.audit(`entity=event_order&entity_id=${p.order_number}&action=order.cancelled`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: staff.account.email, before: { status: 'pending_payment' } });
    // twice, or a paid order: refused in Chinese
    await refused(await call('POST', `/api/staff/orders/${p.order_number}/cancel`, staff.auth), 'order_number');
  });
});

it('names every order mail for the history in words', () => {
  expect(ORDER_MAIL_KINDS.filter((kind) => !ORDER_MAIL_NAMES[kind])).toEqual([]);
});

describe('refunds through the sandbox gateway', () => {
  it('refunds one ticket of a paid two-ticket order: its seat only, a credit note for its price, once', async () => {
    const e = await makeEvent();
    const buyer = await s.member();
    const p = await placeOrder(s.app, buyer.auth, e);
    await payAtSandbox(p);
    const paid = await getOrder(p.order_number);
    expect(paid).toMatchObject({ status: 'paid', total: 2000, can_refund: true });
    expect(actions(paid)).toEqual([
      'order.placed',
      'order.mailed',
      'order.paid',
      'order.invoice_issued',
      'order.mailed',
    ]);
    const student = paid.items.find((i) => i.ticket_name === '學生票');
    if (!student) throw new Error('no student ticket');
    const body = refundBody([student.id]);
    // a double click: the same key twice at once refunds once
    const [first, second] = await Promise.all([
      call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, body),
      call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, body),
    ]);
    const after = await data<StaffOrder>(first as Response);
    expect((second as Response).status).toBe(200);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      status: 'succeeded',
      method: 'gateway',
      amount: 800,
      item_ids: [student.id],
      requested_by: 'staff',
      attempts: 1,
    });
    expect(after.refunds[0]?.gateway_answer).toMatchObject({ RtnCode: '1' });
    // the order stays paid for the other ticket; only the student ticket's seat is back
    expect(after).toMatchObject({ status: 'paid', refunded_amount: 800, can_refund: true });
    expect([await sold(e.adult.id), await sold(e.student.id), await seatsTaken(e.session.id)]).toEqual([1, 0, 1]);
    expect(after.credit_notes).toEqual([
      expect.objectContaining({ amount: 800, no: after.refunds[0]?.credit_note_no }),
    ]);
    expect(after.items.find((i) => i.id === student.id)?.refunded_at).not.toBeNull();
    const [payment] = await db.select().from(payments).where(eq(payments.payableId, p.order_number));
    expect(payment).toMatchObject({ refundedAmount: 800, refundedAt: null });
    expect(actions(after).slice(5)).toEqual([
      'order.refund_requested',
      'order.refunded',
      'order.credit_note',
      'order.mailed',
    ]);
    expect(after.history.find((h) => h.action === 'order.refund_requested')).toMatchObject({
      by: 'staff',
      actor_email: staff.account.email,
      detail: expect.objectContaining({ amount: 800, registration_numbers: [student.registration_number] }),
    });
    // the same ticket again is refused; the member's own refund takes what is left
    await refused(
      await call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody([student.id])),
      'item_ids',
    );
    const res = await post(s.app, `/api/user/refund_order/${p.order_number}`, buyer.auth, {
      accept: true,
      reasons: ['重複報名'],
      other_reason: '',
    });
    const receipt = (await res.json()) as { data: { amount: number; credit_note_no: string } };
    expect(res.status, JSON.stringify(receipt)).toBe(200);
    expect(receipt.data.amount).toBe(1200);
    const done = await getOrder(p.order_number);
    expect(done).toMatchObject({ status: 'refunded', refunded_amount: 2000, can_refund: false });
    expect(done.credit_notes.map((n) => n.amount)).toEqual([800, 1200]);
    expect(new Set(done.credit_notes.map((n) => n.no)).size).toBe(2);
    expect(done.refunds[1]).toMatchObject({ requested_by: 'member', status: 'succeeded', amount: 1200 });
    expect([await sold(e.adult.id), await seatsTaken(e.session.id)]).toEqual([0, 0]);
    // each note is the member's to read
    for (const note of done.credit_notes) {
      expect((await s.app.request(`/api/user/credit_notes/${note.no}`, { headers: buyer.auth })).status).toBe(200);
    }
    // each refund mails the member what it gave back: its amount, its tickets, its credit note
    await deliverMailOf(postman);
    const mails = sent.filter((m) => m.subject === `好生活：退款已受理（訂單 ${p.order_number}）`);
    expect(mails).toHaveLength(2);
    const [one, two] = done.credit_notes;
    // delivered in whatever order the queue hands them out: each found by its credit note
    const byStaff = mails.find((m) => m.text.includes(`/member/activity/credit-note/${one?.no}`));
    const byMember = mails.find((m) => m.text.includes(`/member/activity/credit-note/${two?.no}`));
    expect(byStaff?.text).toContain('將退回 NT$800 至原付款方式');
    expect(byStaff?.text).toContain(`退款的票券：學生票（王小明，報名序號 ${student.registration_number}）`);
    expect(byMember?.text).toContain('將退回 NT$1,200 至原付款方式');
    expect(byMember).not.toBe(byStaff);
  });

  it("counts a member's refunded ticket no longer against the session's purchase limit (4)", async () => {
    const { e, buyer, p, student } = await paidOrder();
    await data<StaffOrder>(
      await call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody([student.id])),
    );
    const adults = (quantity: number) => orderBody(e, [{ ticket_id: e.adult.id, quantity }]);
    // the order stays paid with one ticket standing: four more would be five
    const over = await post(s.app, '/api/cart/pay', buyer.auth, adults(4));
    expect(over.status).toBe(422);
    expect(((await over.json()) as { errors: Record<string, string[]> }).errors.tickets?.[0]).toBe(
      '每人限購 4 張，您已報名 1 張。',
    );
    // three more make four: the refunded ticket's place is the member's again
    const res = await post(s.app, '/api/cart/pay', buyer.auth, adults(3));
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('records a refund handled outside the gateway without asking it', async () => {
    const e = await makeEvent();
    const buyer = await s.member();
    const p = await placeOrder(s.app, buyer.auth, e);
    await payAtSandbox(p);
    const order = await getOrder(p.order_number);
    const ids = order.items.map((i) => i.id);
    const after = await data<StaffOrder>(
      await call(
        'POST',
        `/api/staff/orders/${p.order_number}/refunds`,
        staff.auth,
        refundBody(ids, { method: 'outside', notify_member: false }),
      ),
    );
    expect(after).toMatchObject({ status: 'refunded', refunded_amount: 2000 });
    expect(after.refunds[0]).toMatchObject({ method: 'outside', status: 'succeeded', notify_member: false });
    // handled outside: the payment at the gateway is untouched, and no refund mail was queued
    const [payment] = await db.select().from(payments).where(eq(payments.payableId, p.order_number));
    expect(payment?.refundedAmount).toBe(0);
    expect(actions(after).filter((a) => a === 'order.mailed')).toHaveLength(2);
  });

  it('refuses a refund of an unpaid order, of tickets of another order, and bad input in Chinese', async () => {
    const e = await makeEvent();
    const buyer = await s.member();
    const p = await placeOrder(s.app, buyer.auth, e);
    const order = await getOrder(p.order_number);
    const ids = order.items.map((i) => i.id);
    await refused(
      await call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody(ids)),
      'order_number',
    );
    await payAtSandbox(p);
    await refused(
      await call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody([999_999])),
      'item_ids',
    );
    await refused(
      await call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody([])),
      'item_ids',
    );
    await refused(
      await call('POST', `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody(ids, { reason: ' ' })),
      'reason',
    );
    await refused(
      await call(
        'POST',
        `/api/staff/orders/${p.order_number}/refunds`,
        staff.auth,
        refundBody(ids, { method: 'cash' }),
      ),
      'method',
    );
    expect((await getOrder(p.order_number)).refunds).toEqual([]);
  });
});

describe('a refund stalled in pending', () => {
  it('is marked failed for staff after 15 minutes, with what to check, and staff retry it to success', async () => {
    const { e, p, student } = await paidOrder();
    // step 1 alone, as when the process stops before the gateway's answer is kept
    const opened = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(eventOrders)
        .where(eq(eventOrders.orderNumber, p.order_number))
        .for('update');
      if (!order) throw new Error('no order');
      const actor = { by: 'staff' as const, id: null, email: staff.account.email, ip: '' };
      return openRefund(
        tx,
        order,
        actor,
        { itemIds: [student.id], method: 'gateway', reason: '行程異動', notifyMember: true },
        new Date(),
      );
    });
    expect(opened.status).toBe('pending');
    // a refund under way is left alone; one stalled past 15 minutes is staff's
    expect(await failStalledRefunds(db, new Date(Date.now() + 14 * 60_000))).toBe(0);
    expect(await failStalledRefunds(db, new Date(Date.now() + 16 * 60_000))).toBe(1);
    expect(await failStalledRefunds(db, new Date(Date.now() + 17 * 60_000))).toBe(0);
    const stalled = await getOrder(p.order_number);
    expect(stalled.refunds[0]).toMatchObject({ status: 'failed', failure_reason: STAFF_ORDER_MESSAGES.refundStalled });
    expect(actions(stalled).at(-1)).toBe('order.refund_failed');
    // the seat is still taken until the money is back
    expect(await seatsTaken(e.session.id)).toBe(2);
    const retried = await data<StaffOrder>(
      await call('POST', `/api/staff/orders/${p.order_number}/refunds/${opened.id}/retry`, staff.auth),
    );
    expect(retried.refunds[0]).toMatchObject({ status: 'succeeded', amount: 800 });
    expect(await seatsTaken(e.session.id)).toBe(1);
  });
});

describe('refunds through ECPay (a local stand-in of its DoAction)', () => {
  it('signs the DoAction request exactly as documented', () => {
    const fields = doActionFields(TEST_KEYS, { tradeNo: 'HL0001', gatewayTradeNo: '2611270000000001', amount: 800 });
    expect(Object.keys(fields).sort()).toEqual(
      ['Action', 'CheckMacValue', 'MerchantID', 'MerchantTradeNo', 'TotalAmount', 'TradeNo'].sort(),
    );
    expect(fields).toMatchObject({
      MerchantID: '3002607',
      Action: 'R',
      TotalAmount: '800',
      TradeNo: '2611270000000001',
    });
    expect(fields.CheckMacValue).toBe(documentedCheckMac(fields, TEST_KEYS.hashKey, TEST_KEYS.hashIv));
  });

  it('keeps a refusal as a failed refund with the reason, changes nothing else, and retries it to success', async () => {
    const e = await makeEvent();
    const buyer = await s.member();
    const p = await placeOrder(ecpayApp, buyer.auth, e);
    const ecpayTradeNo = `2611${String(Date.now()).slice(-12)}`;
    await payAtEcpay(p, 2000, ecpayTradeNo);
    const order = await getOrder(p.order_number, ecpayApp);
    const adult = order.items.find((i) => i.ticket_name === '一般票');
    if (!adult) throw new Error('no adult ticket');

    standIn.plan('refuse');
    const calls = standIn.calls.length;
    const failed = await data<StaffOrder>(
      await post(ecpayApp, `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody([adult.id])),
    );
    const asked = standIn.calls[calls];
    expect(asked?.macValid).toBe(true);
    expect(asked?.contentType).toMatch(/application\/x-www-form-urlencoded/);
    expect(asked?.fields).toMatchObject({
      MerchantID: '3002607',
      MerchantTradeNo: p.checkout?.fields.MerchantTradeNo,
      TradeNo: ecpayTradeNo,
      Action: 'R',
      TotalAmount: '1200',
    });
    expect(failed.refunds[0]).toMatchObject({
      status: 'failed',
      failure_reason: '該筆交易已超過可退款期限',
      attempts: 1,
      credit_note_no: null,
    });
    expect(failed.refunds[0]?.gateway_answer).toMatchObject({ RtnCode: '10200047' });
    // never marked done: the order is paid, the seat still taken, no credit note, nothing given back
    expect(failed).toMatchObject({ status: 'paid', refunded_amount: 0, credit_notes: [] });
    expect([await sold(e.adult.id), await seatsTaken(e.session.id)]).toEqual([1, 2]);
    expect(actions(failed)).toContain('order.refund_failed');
    const [payment] = await db.select().from(payments).where(eq(payments.payableId, p.order_number));
    expect(payment?.refundedAmount).toBe(0);
    // the ticket stays with its failed refund: a new refund of it is refused, the retry is the way
    await refused(
      await post(ecpayApp, `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody([adult.id])),
      'item_ids',
    );

    const refundId = failed.refunds[0]?.id ?? 0;
    const retryPath = `/api/staff/orders/${p.order_number}/refunds/${refundId}/retry`;
    expect((await post(ecpayApp, retryPath, serviceStaff.auth)).status).toBe(403);
    standIn.plan('accept');
    const [a, b] = await Promise.all([post(ecpayApp, retryPath, staff.auth), post(ecpayApp, retryPath, staff.auth)]);
    // two clicks, one retry: the other is told only a failed refund can be retried
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const done = await getOrder(p.order_number, ecpayApp);
    expect(done.refunds[0]).toMatchObject({ status: 'succeeded', attempts: 2, failure_reason: null });
    expect(done.credit_notes).toEqual([expect.objectContaining({ amount: 1200 })]);
    expect([await sold(e.adult.id), await sold(e.student.id), await seatsTaken(e.session.id)]).toEqual([0, 1, 1]);
    expect(actions(done).slice(-5)).toEqual([
      'order.refund_failed',
      'order.refund_retried',
      'order.refunded',
      'order.credit_note',
      'order.mailed',
    ]);
    expect(standIn.calls.length - calls).toBe(2);
    const retried = await s.audit(`entity=event_order&entity_id=${p.order_number}&action=order.refund_retried`);
    expect(retried[0]).toMatchObject({ actor_email: staff.account.email, before: { status: 'failed' } });
  });

  it('records a refund the gateway keeps refusing as handled outside it instead, once, without asking the gateway', async () => {
    const e = await makeEvent();
    const buyer = await s.member();
    const p = await placeOrder(ecpayApp, buyer.auth, e);
    await payAtEcpay(p, 2000, `2611${String(Date.now() + 2).slice(-12)}`);
    const student = (await getOrder(p.order_number, ecpayApp)).items.find((i) => i.ticket_name === '學生票');
    if (!student) throw new Error('no student ticket');
    standIn.plan('refuse');
    const failed = await data<StaffOrder>(
      await post(ecpayApp, `/api/staff/orders/${p.order_number}/refunds`, staff.auth, refundBody([student.id])),
    );
    const refundId = failed.refunds[0]?.id ?? 0;
    expect(failed.refunds[0]?.status).toBe('failed');
    const calls = standIn.calls.length;
    const outsidePath = `/api/staff/orders/${p.order_number}/refunds/${refundId}/outside`;
    expect((await post(ecpayApp, outsidePath, serviceStaff.auth)).status).toBe(403);
    expect(
      (await post(ecpayApp, `/api/staff/orders/${p.order_number}/refunds/999999/outside`, staff.auth)).status,
    ).toBe(404);
    // two clicks, one settlement
    const [a, b] = await Promise.all([
      post(ecpayApp, outsidePath, staff.auth),
      post(ecpayApp, outsidePath, staff.auth),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect(standIn.calls.length - calls, 'the gateway is not asked again').toBe(0);
    const done = await getOrder(p.order_number, ecpayApp);
    expect(done.refunds[0]).toMatchObject({
      status: 'succeeded',
      method: 'outside',
      amount: 800,
      failure_reason: null,
    });
    expect(done).toMatchObject({ status: 'paid', refunded_amount: 800 });
    expect(done.credit_notes).toEqual([expect.objectContaining({ amount: 800 })]);
    expect(await seatsTaken(e.session.id)).toBe(1);
    // the money went back outside the gateway: the payment's own record of refunds is untouched
    const [payment] = await db.select().from(payments).where(eq(payments.payableId, p.order_number));
    expect(payment?.refundedAmount).toBe(0);
    const retried = await s.audit(`entity=event_order&entity_id=${p.order_number}&action=order.refund_retried`);
    expect(retried[0]).toMatchObject({
      actor_email: staff.account.email,
      before: { status: 'failed', method: 'gateway' },
      after: expect.objectContaining({ method: 'outside' }),
    });
  });

  it("keeps a member's refused refund request for staff: the member's order is not shown as refunded", async () => {
    const e = await makeEvent();
    const buyer = await s.member();
    const p = await placeOrder(ecpayApp, buyer.auth, e);
    await payAtEcpay(p, 2000, `2611${String(Date.now() + 1).slice(-12)}`);
    standIn.plan('refuse');
    const res = await post(ecpayApp, `/api/user/refund_order/${p.order_number}`, buyer.auth, {
      accept: true,
      reasons: ['身體不適'],
      other_reason: '',
    });
    const receipt = (await res.json()) as { data: { credit_note_no: string | null; amount: number } };
    expect(res.status).toBe(200);
    expect(receipt.data).toMatchObject({ amount: 2000, credit_note_no: null });
    const mine = (await (
      await ecpayApp.request(`/api/user/orders/${p.order_number}`, { headers: buyer.auth })
    ).json()) as { data: { status: string; can_refund: boolean } };
    expect(mine.data).toMatchObject({ status: 'paid', can_refund: false });
    const order = await getOrder(p.order_number, ecpayApp);
    expect(order.refunds[0]).toMatchObject({ requested_by: 'member', status: 'failed', reason: '身體不適' });
    expect(order.history.find((h) => h.action === 'order.refund_requested')?.by).toBe('member');
    const rows = await db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.id, order.refunds[0]?.id ?? 0));
    expect(rows[0]).toMatchObject({ status: 'failed', creditNoteNo: null });
    expect(order.credit_notes).toEqual([]);
  });
});
