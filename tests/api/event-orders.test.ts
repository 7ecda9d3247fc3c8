import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RELEASED_UNPAID_PER_SESSION,
  RELEASED_UNPAID_WINDOW_HOURS,
  UNPAID_SEATS_PER_MEMBER,
} from '../../schemas/order-holds';
import { verifyTicketCode } from '../../schemas/ticket-code';
import type { App } from '../../server/app';
import { creditNotes, eInvoices } from '../../server/db/tables/e-invoice.table';
import { events } from '../../server/db/tables/event.table';
import { eventOrders } from '../../server/db/tables/event-order.table';
import { eventSessions } from '../../server/db/tables/event-session.table';
import { eventSurveys, surveyQuestions, surveyResponses } from '../../server/db/tables/event-survey.table';
import { eventTickets } from '../../server/db/tables/event-ticket.table';
import { members } from '../../server/db/tables/member.table';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { payments } from '../../server/db/tables/payment.table';
import { drizzleBossDb } from '../../server/jobs/boss-db';
import type { MailMessage } from '../../server/mail/mailer';
import { checkMacValue } from '../../server/payments/check-mac-value';
import { expireOrders } from '../../server/services/event-orders.service';
import { queueDueReminders } from '../../server/services/order-reminders.service';
import { ticketSigner } from '../../server/tickets/ticket-signer';
import { deliverMailOf, freshDbForFile, testApp } from '../support/api-app';
import { quickMembers } from '../support/api-members';

const { db } = await freshDbForFile();
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
let app: App;
app = testApp(db, {
  env: { PUBLIC_URL: 'http://localhost' },
  payments: { deliverNotify: async (url, body) => (await app.request(url, form(Object.fromEntries(body)))).text() },
});

const DAY = 86_400_000;
const someone = (await quickMembers(db, 1))[0] as { id: number; auth: { authorization: string } };

/** An open event with one session and one ticket type, `days` ahead. */
async function makeEvent(
  o: {
    price?: number;
    quota?: number;
    capacity?: number;
    limit?: number;
    days?: number;
    status?: 'open' | 'closed';
    survey?: boolean;
  } = {},
) {
  const start = new Date(Date.now() + (o.days ?? 10) * DAY);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const [event] = await db
    .insert(events)
    .values({
      subject: `測試活動 ${randomBytes(3).toString('hex')}`,
      startedAt: start,
      endedAt: end,
      placeName: '好生活 信義旗艦店',
      costPlan: (o.price ?? 1200) > 0 ? 'paid' : 'free',
      format: 'offline',
      status: o.status ?? 'open',
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
      capacity: o.capacity ?? o.quota ?? 100,
      purchaseLimit: o.limit ?? 4,
    })
    .returning();
  if (!session) throw new Error('no session');
  const [ticket] = await db
    .insert(eventTickets)
    .values({ sessionId: session.id, name: '一般票', price: o.price ?? 1200, quota: o.quota ?? 100 })
    .returning();
  if (!ticket) throw new Error('no ticket');
  let questions: number[] = [];
  if (o.survey) {
    const [survey] = await db.insert(eventSurveys).values({ eventId: event.id, title: '報名問卷' }).returning();
    if (!survey) throw new Error('no survey');
    const rows = await db
      .insert(surveyQuestions)
      .values([
        { surveyId: survey.id, type: 'text', title: '型號', required: true, sort: 0 },
        { surveyId: survey.id, type: 'radio', title: '年資', options: ['1 年', '2 年'], required: true, sort: 1 },
        { surveyId: survey.id, type: 'checkbox', title: '主題', options: ['濾網', '電池'], required: false, sort: 2 },
      ])
      .returning();
    questions = rows.map((r) => r.id);
  }
  return { event, session, ticket, questions };
}

const key = () => randomBytes(12).toString('hex');
const person = (i = 0) => ({ name: `參加者${i}`, phone: '0912345678', email: `p${i}@example.com` });

function order(
  e: Awaited<ReturnType<typeof makeEvent>>,
  o: { quantity?: number; payment_type?: string; invoice?: object; answers?: unknown[]; idempotency_key?: string } = {},
) {
  const quantity = o.quantity ?? 1;
  return {
    event_id: e.event.id,
    session_id: e.session.id,
    tickets: [{ ticket_id: e.ticket.id, quantity }],
    participants: Array.from({ length: quantity }, (_, i) => person(i)),
    answers: o.answers ?? [],
    invoice: o.invoice ?? { carrier_type: 'B2C', invoice_email: 'buyer@example.com' },
    payment_type: o.payment_type ?? (e.ticket.price > 0 ? '9104' : 'ZERO'),
    agree: true,
    idempotency_key: o.idempotency_key ?? key(),
  };
}

/** `from`: the client's address (orders are counted per member and per address, SUBMISSION_LIMITS) */
const post = (path: string, auth: Record<string, string>, body?: unknown, from?: string) =>
  app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    from ? { incoming: { socket: { remoteAddress: from } } } : undefined,
  );
const pay = (auth: Record<string, string>, body: unknown, from?: string) => post('/api/cart/pay', auth, body, from);

interface Placed {
  order_number: string;
  status: string;
  total: number;
  checkout: { kind: 'form'; action: string; fields: Record<string, string> } | null;
}
async function placed(res: Response): Promise<Placed> {
  const body = (await res.json()) as { data: Placed };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}
/** The member pays on the sandbox's page (付款), which notifies the site. */
async function payAtSandbox(p: Placed, outcome: 'paid' | 'failed' = 'paid') {
  if (!p.checkout) throw new Error('nothing to pay');
  const res = await app.request('/pay/complete', form({ ...p.checkout.fields, outcome }));
  expect(res.status).toBe(303);
}
const orderRow = async (no: string) => (await db.select().from(eventOrders).where(eq(eventOrders.orderNumber, no)))[0];
const ticketRow = async (id: number) => (await db.select().from(eventTickets).where(eq(eventTickets.id, id)))[0];
const sessionRow = async (id: number) => (await db.select().from(eventSessions).where(eq(eventSessions.id, id)))[0];
const ordersOf = async (sessionId: number) => db.select().from(eventOrders).where(eq(eventOrders.sessionId, sessionId));

/** A notify as the gateway signs it, for an attempt already started. */
function signedNotify(tradeNo: string, amount: number) {
  const fields: Record<string, string> = {
    MerchantID: '3002607',
    MerchantTradeNo: tradeNo,
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: '2611230000000001',
    TradeAmt: String(amount),
    SimulatePaid: '0',
  };
  fields.CheckMacValue = checkMacValue(fields, 'pwFHCqoQZGmho4w6', 'EkRm7iFT261dpevs');
  return fields;
}
const notify = async (fields: Record<string, string>) =>
  (await app.request('/api/payments/notify', form(fields))).text();

describe('selling seats under concurrency', () => {
  // 200 purchases on PGlite, which runs every query on this thread: some 20 s on a quiet machine, and
  // five times that on a busy one (issue 22 item 11); what is judged is the count, not the time
  it('makes exactly 100 orders from 200 concurrent purchases against a quota of 100', {
    timeout: 240_000,
  }, async () => {
    const e = await makeEvent({ quota: 100, capacity: 150 });
    const buyers = await quickMembers(db, 200);
    // 200 buyers at once, each from an address of their own, as real buyers are
    const answers = await Promise.all(buyers.map((b, i) => pay(b.auth, order(e), `198.51.100.${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 422)).toHaveLength(100);
    expect(await ordersOf(e.session.id)).toHaveLength(100);
    expect((await ticketRow(e.ticket.id))?.sold).toBe(100);
    expect((await sessionRow(e.session.id))?.seatsTaken).toBe(100);
  });

  it('holds the purchase limit when one member sends many purchases at once', async () => {
    // free tickets: paid at once, so the limit on unpaid orders (one per session) is not what answers
    const e = await makeEvent({ limit: 3, price: 0 });
    const [buyer] = await quickMembers(db, 1);
    if (!buyer) throw new Error('no buyer');
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(buyer.auth, order(e))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = answers.find((r) => r.status === 422);
    const body = (await refused?.json()) as { errors: Record<string, string[]> };
    expect(body.errors.tickets?.[0]).toBe('每人限購 3 張，您已報名 3 張。');
    expect((await ticketRow(e.ticket.id))?.sold).toBe(3);
  });

  it('makes one order of a double-clicked pay (the same idempotency key)', async () => {
    const e = await makeEvent();
    const body = order(e, { quantity: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(someone.auth, body)));
    const numbers = await Promise.all(answers.map(async (r) => (await placed(r)).order_number));
    expect(new Set(numbers).size).toBe(1);
    expect(await ordersOf(e.session.id)).toHaveLength(1);
    expect((await ticketRow(e.ticket.id))?.sold).toBe(2);
  });
});

describe('paying through the sandbox gateway', () => {
  it('pays the order, issues its invoice, and shows it with the SPEC pay type name', async () => {
    const e = await makeEvent({ price: 1200 });
    const p = await placed(await pay(someone.auth, order(e, { quantity: 2, payment_type: '9111' })));
    expect(p).toMatchObject({ status: 'pending_payment', total: 2400 });
    expect(p.checkout?.action).toBe('/pay');
    await payAtSandbox(p);
    const res = await app.request(`/api/user/orders/${p.order_number}`, { headers: someone.auth });
    const { data } = (await res.json()) as {
      data: Record<string, unknown> & { items: unknown[]; invoice_info: { invoice_num: string } };
    };
    expect(data).toMatchObject({ status: 'paid', pay_type: 'LINE_PAY', display_status: 1, can_refund: true, count: 2 });
    expect(data.items).toHaveLength(2);
    expect(data.invoice_info.invoice_num).toMatch(/^[A-Z]{2}\d{8}$/);
  });

  it('pays once when the same notify arrives 20 times at once', async () => {
    const e = await makeEvent();
    const p = await placed(await pay(someone.auth, order(e)));
    const tradeNo = p.checkout?.fields.MerchantTradeNo ?? '';
    const replies = await Promise.all(Array.from({ length: 20 }, () => notify(signedNotify(tradeNo, 1200))));
    expect(new Set(replies)).toEqual(new Set(['1|OK']));
    expect((await orderRow(p.order_number))?.status).toBe('paid');
    const invoices = await db.select().from(eInvoices).where(eq(eInvoices.payableId, p.order_number));
    expect(invoices).toHaveLength(1);
  });

  it('changes nothing on a notify with a bad signature', async () => {
    const e = await makeEvent();
    const p = await placed(await pay(someone.auth, order(e)));
    const tradeNo = p.checkout?.fields.MerchantTradeNo ?? '';
    const forged = { ...signedNotify(tradeNo, 1200), CheckMacValue: 'A'.repeat(64) };
    expect(await notify(forged)).toBe('0|Error');
    expect((await orderRow(p.order_number))?.status).toBe('pending_payment');
    const [attempt] = await db.select().from(payments).where(eq(payments.tradeNo, tradeNo));
    expect(attempt).toMatchObject({ status: 'pending', notifyCount: 0 });
  });

  it('expires an unpaid order, gives its seats back, and keeps a late payment flagged for refund', async () => {
    const e = await makeEvent({ quota: 5 });
    const p = await placed(await pay(someone.auth, order(e, { quantity: 2 })));
    expect((await ticketRow(e.ticket.id))?.sold).toBe(2);
    expect(await expireOrders(db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await orderRow(p.order_number))?.status).toBe('expired');
    expect((await ticketRow(e.ticket.id))?.sold).toBe(0);
    expect((await sessionRow(e.session.id))?.seatsTaken).toBe(0);

    await payAtSandbox(p);
    expect((await orderRow(p.order_number))?.status).toBe('expired');
    const [attempt] = await db.select().from(payments).where(eq(payments.payableId, p.order_number));
    expect(attempt).toMatchObject({ status: 'paid', needsRefund: true, refundReason: 'not_payable', paidAmount: 2400 });
    expect((await ticketRow(e.ticket.id))?.sold).toBe(0);
  });

  it('leaves a declined order waiting to be paid again', async () => {
    const e = await makeEvent();
    const p = await placed(await pay(someone.auth, order(e)));
    // Back from the gateway, and its way back, land on the order (issue 20)
    expect(p.checkout).toMatchObject({ back: `/member/activity?order=${p.order_number}` });
    const shown = async () =>
      (
        (await (await app.request(`/api/user/orders/${p.order_number}`, { headers: someone.auth })).json()) as {
          data: { status: string; payment_failed: boolean };
        }
      ).data;
    expect(await shown()).toMatchObject({ status: 'pending_payment', payment_failed: false });
    await payAtSandbox(p, 'failed');
    expect((await orderRow(p.order_number))?.status).toBe('pending_payment');
    // the order page can say the payment failed
    expect(await shown()).toMatchObject({ status: 'pending_payment', payment_failed: true });
    const again = await post(`/api/user/pay_order/${p.order_number}`, someone.auth);
    const { data } = (await again.json()) as { data: { checkout: Placed['checkout'] } };
    // a new attempt is under way: no longer "failed"
    expect(await shown()).toMatchObject({ payment_failed: false });
    await payAtSandbox({ ...p, checkout: data.checkout });
    expect((await orderRow(p.order_number))?.status).toBe('paid');
  });

  it('registers for a free event at once, FREE_PAYMENT, no gateway', async () => {
    const e = await makeEvent({ price: 0 });
    const p = await placed(await pay(someone.auth, order(e, { payment_type: 'ZERO' })));
    expect(p).toMatchObject({ status: 'paid', total: 0, checkout: null });
    const res = await app.request(`/api/user/orders/${p.order_number}`, { headers: someone.auth });
    const { data } = (await res.json()) as { data: { pay_type: string; display_status: number; can_refund: boolean } };
    expect(data).toMatchObject({ pay_type: 'FREE_PAYMENT', display_status: 2, can_refund: false });
  });
});

describe('cancel and refund', () => {
  const refund = (auth: Record<string, string>, no: string) =>
    post(`/api/user/refund_order/${no}`, auth, { accept: true, reasons: ['重複報名'], other_reason: '' });

  it('cancels an unpaid order and gives its seats back; a paid one cannot be cancelled', async () => {
    const e = await makeEvent({ quota: 3 });
    const p = await placed(await pay(someone.auth, order(e, { quantity: 3 })));
    expect((await ticketRow(e.ticket.id))?.sold).toBe(3);
    expect((await post(`/api/user/cancel_order/${p.order_number}`, someone.auth)).status).toBe(200);
    expect((await orderRow(p.order_number))?.status).toBe('cancelled');
    expect((await ticketRow(e.ticket.id))?.sold).toBe(0);
    const again = await post(`/api/user/cancel_order/${p.order_number}`, someone.auth);
    expect(again.status).toBe(422);
  });

  it('refunds a refundable order once, returns the seat to the quota and issues a credit note', async () => {
    const e = await makeEvent({ quota: 2 });
    const p = await placed(await pay(someone.auth, order(e, { quantity: 2 })));
    await payAtSandbox(p);
    const both = await Promise.all([refund(someone.auth, p.order_number), refund(someone.auth, p.order_number)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const ok = both.find((r) => r.status === 200) as Response;
    const { data } = (await ok.json()) as { data: { credit_note_no: string; amount: number } };
    expect(data.amount).toBe(2400);
    expect(data.credit_note_no).toMatch(/^\d{10}$/);
    expect((await ticketRow(e.ticket.id))?.sold).toBe(0);
    expect((await sessionRow(e.session.id))?.seatsTaken).toBe(0);
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.no, data.credit_note_no));
    expect(notes).toHaveLength(1);
    const note = await app.request(`/api/user/credit_notes/${data.credit_note_no}`, { headers: someone.auth });
    expect(note.status).toBe(200);
    const [attempt] = await db.select().from(payments).where(eq(payments.payableId, p.order_number));
    // the money went back through the gateway (the sandbox's DoAction said yes)
    expect(attempt).toMatchObject({ needsRefund: false, refundedAmount: 2400 });
    expect(attempt?.refundedAt).toBeInstanceOf(Date);
    // the seat is for sale again
    const [other] = await quickMembers(db, 1);
    if (!other) throw new Error('no member');
    expect((await pay(other.auth, order(e, { quantity: 2 }))).status).toBe(200);
  });

  it('refuses a refund once the display status is no longer 1 (the session starts within a day)', async () => {
    const e = await makeEvent({ days: 0.5 });
    const p = await placed(await pay(someone.auth, order(e)));
    await payAtSandbox(p);
    const res = await refund(someone.auth, p.order_number);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.order_number?.[0]).toBe('此訂單目前無法退款。');
    expect((await orderRow(p.order_number))?.status).toBe('paid');
  });

  it("answers 404 for another member's order, whatever is asked", async () => {
    const e = await makeEvent();
    const p = await placed(await pay(someone.auth, order(e)));
    const [other] = await quickMembers(db, 1);
    if (!other) throw new Error('no member');
    for (const res of [
      await app.request(`/api/user/orders/${p.order_number}`, { headers: other.auth }),
      await post(`/api/user/cancel_order/${p.order_number}`, other.auth),
      await refund(other.auth, p.order_number),
      await post(`/api/user/pay_order/${p.order_number}`, other.auth),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await orderRow(p.order_number))?.status).toBe('pending_payment');
  });
});

describe('unpaid orders hold seats within bounds (issue 22 item 6)', () => {
  const errorsOf = async (res: Response) => {
    const body = (await res.json()) as { errors?: Record<string, string[]> };
    expect(res.status, JSON.stringify(body)).toBe(422);
    return body.errors ?? {};
  };
  const cancel = (auth: Record<string, string>, no: string) => post(`/api/user/cancel_order/${no}`, auth);
  const oneMember = async () => {
    const [member] = await quickMembers(db, 1);
    if (!member) throw new Error('no member');
    return member;
  };

  it('takes one unpaid order per member and session: a second waits until the first is paid', async () => {
    const e = await makeEvent({ quota: 20 });
    const member = await oneMember();
    const first = await placed(await pay(member.auth, order(e)));
    const errors = await errorsOf(await pay(member.auth, order(e)));
    expect(errors.session_id).toEqual([
      `您已有此場次待付款的訂單（${first.order_number}），請先至「我的活動」完成付款或取消，再重新報名。`,
    ]);
    expect((await ticketRow(e.ticket.id))?.sold).toBe(1);
    expect(await ordersOf(e.session.id)).toHaveLength(1);
    // another member is not held back by it
    expect((await pay((await oneMember()).auth, order(e))).status).toBe(200);
    // paid, it holds nothing: the member may order again (within the purchase limit)
    await payAtSandbox(first);
    expect((await pay(member.auth, order(e))).status).toBe(200);
  });

  it('makes one unpaid order of ten sent at once by one member for one session', async () => {
    const e = await makeEvent({ quota: 20 });
    const member = await oneMember();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(member.auth, order(e))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(9);
    expect((await ticketRow(e.ticket.id))?.sold).toBe(1);
  });

  it(`bounds a member's unpaid seats across sessions at ${UNPAID_SEATS_PER_MEMBER}`, async () => {
    const member = await oneMember();
    const [a, b, c] = [await makeEvent(), await makeEvent(), await makeEvent()];
    if (!a || !b || !c) throw new Error('no events');
    await placed(await pay(member.auth, order(a, { quantity: 4 })));
    await placed(await pay(member.auth, order(b, { quantity: 4 })));
    const errors = await errorsOf(await pay(member.auth, order(c, { quantity: 3 })));
    expect(errors.tickets).toEqual([
      `未付款的訂單合計最多保留 ${UNPAID_SEATS_PER_MEMBER} 個座位，您已保留 8 個，請先完成付款或取消其他待付款的訂單。`,
    ]);
    expect((await ticketRow(c.ticket.id))?.sold).toBe(0);
    // up to the bound is taken
    await placed(await pay(member.auth, order(c, { quantity: UNPAID_SEATS_PER_MEMBER - 8 })));
    // a group's one order beyond the bound, holding nothing else, is the session's own limit to judge
    const group = await makeEvent({ limit: UNPAID_SEATS_PER_MEMBER + 2 });
    await placed(await pay((await oneMember()).auth, order(group, { quantity: UNPAID_SEATS_PER_MEMBER + 2 })));
  });

  it(`counts cancelled and expired unpaid orders against the member for ${RELEASED_UNPAID_WINDOW_HOURS} hours: placing again and again cannot keep a session held`, async () => {
    const e = await makeEvent({ quota: 20 });
    const member = await oneMember();
    for (let i = 0; i < RELEASED_UNPAID_PER_SESSION - 1; i += 1) {
      const p = await placed(await pay(member.auth, order(e, { quantity: 2 })));
      expect((await cancel(member.auth, p.order_number)).status).toBe(200);
    }
    // one left to expire: the sweep's release counts the same as a cancel
    const last = await placed(await pay(member.auth, order(e, { quantity: 2 })));
    await db
      .update(eventOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventOrders.orderNumber, last.order_number));
    const errors = await errorsOf(await pay(member.auth, order(e, { quantity: 2 })));
    expect((await orderRow(last.order_number))?.status).toBe('expired');
    expect(errors.session_id?.[0]).toMatch(
      new RegExp(
        `^此場次 ${RELEASED_UNPAID_WINDOW_HOURS} 小時內已有 ${RELEASED_UNPAID_PER_SESSION} 筆未付款而取消或逾期的訂單，請於 .+ 後再報名。$`,
      ),
    );
    expect((await ticketRow(e.ticket.id))?.sold).toBe(0);
    // another session, and another member, are not held back by it
    expect((await pay(member.auth, order(await makeEvent()))).status).toBe(200);
    expect((await pay((await oneMember()).auth, order(e))).status).toBe(200);
    // once the first release is older than the window, the member may order again
    const [oldest] = await db
      .select()
      .from(eventOrders)
      .where(and(eq(eventOrders.sessionId, e.session.id), eq(eventOrders.memberId, member.id)))
      .orderBy(eventOrders.id)
      .limit(1);
    const longAgo = new Date(Date.now() - (RELEASED_UNPAID_WINDOW_HOURS * 3_600_000 + 60_000));
    await db
      .update(eventOrders)
      .set({ cancelledAt: longAgo })
      .where(eq(eventOrders.id, oldest?.id ?? 0));
    expect((await pay(member.auth, order(e, { quantity: 2 }))).status).toBe(200);
  });

  it('leaves free sign-ups alone: they hold nothing unpaid', async () => {
    const e = await makeEvent({ price: 0, limit: 4 });
    const member = await oneMember();
    for (let i = 0; i < 3; i += 1) {
      expect((await placed(await pay(member.auth, order(e, { payment_type: 'ZERO' })))).status).toBe('paid');
    }
  });
});

describe('signed tickets: the QR code verifies offline, the server also knows refunds', () => {
  const refund = (no: string) =>
    post(`/api/user/refund_order/${no}`, someone.auth, { accept: true, reasons: ['重複報名'], other_reason: '' });
  const codesOf = async (no: string) => {
    const res = await app.request(`/api/user/orders/${no}`, { headers: someone.auth });
    const { data } = (await res.json()) as {
      data: { items: { registration_number: string; ticket_code: string | null }[] };
    };
    return data.items;
  };
  const verify = async (code: unknown) => {
    const res = await post('/api/tickets/verify', {}, { code });
    return {
      status: res.status,
      body: (await res.json()) as { data?: { status: string }; errors?: Record<string, string[]> },
    };
  };

  it('signs each paid ticket; the published key checks it, the server says valid, then revoked after a refund', async () => {
    const e = await makeEvent({ quota: 2 });
    const p = await placed(await pay(someone.auth, order(e, { quantity: 2 })));
    // nothing to show at the door before the order is paid
    expect((await codesOf(p.order_number)).map((i) => i.ticket_code)).toEqual([null, null]);
    await payAtSandbox(p);
    const items = await codesOf(p.order_number);
    const keyRes = await app.request('/api/tickets/public-key');
    expect(keyRes.status).toBe(200);
    const { keys } = ((await keyRes.json()) as { data: { keys: JsonWebKey[] } }).data;
    expect(keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })]);
    expect(keys[0]).not.toHaveProperty('d');
    for (const item of items) {
      const code = item.ticket_code as string;
      // offline: the published key alone
      expect(await verifyTicketCode(code, keys)).toEqual({
        ok: true,
        ticket: {
          registration_number: item.registration_number,
          session_id: e.session.id,
          issued_at: expect.any(Number),
        },
      });
      expect((await verify(code)).body.data).toMatchObject({
        status: 'valid',
        ticket: { registration_number: item.registration_number, session_id: e.session.id },
      });
    }
    // the same ticket, the same code (the QR does not change from one visit to the next)
    expect((await codesOf(p.order_number)).map((i) => i.ticket_code)).toEqual(items.map((i) => i.ticket_code));

    expect((await refund(p.order_number)).status).toBe(200);
    const old = items[0]?.ticket_code as string;
    // still our signature, so offline it looks genuine: only the server knows it was refunded
    expect((await verifyTicketCode(old, keys)).ok).toBe(true);
    expect((await verify(old)).body.data).toMatchObject({ status: 'revoked' });
    expect((await codesOf(p.order_number)).map((i) => i.ticket_code)).toEqual([null, null]);
  });

  it('tells a forged or altered code, or a bare registration number, from a real one', async () => {
    const e = await makeEvent({ price: 0 });
    const p = await placed(await pay(someone.auth, order(e, { payment_type: 'ZERO' })));
    const [item] = await codesOf(p.order_number);
    const code = item?.ticket_code as string;
    expect((await verify(code)).body.data?.status).toBe('valid');
    const [payload, signature] = code.split('.') as [string, string];
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = ticketSigner(generateKeyPairSync('ed25519').privateKey).sign({
      registration_number: item?.registration_number as string,
      session_id: e.session.id,
      issued_at: 1,
    });
    for (const bad of [flipped, forged, code.slice(0, -3), item?.registration_number]) {
      expect(await verify(bad)).toEqual({ status: 200, body: { data: { status: 'invalid', ticket: null } } });
    }
  });

  it('answers 422 with a field message for no code, a number or an overlong text', async () => {
    for (const bad of [undefined, '', 42, 'x'.repeat(201)]) {
      const { status, body } = await verify(bad);
      expect(status).toBe(422);
      expect(body.errors?.code?.[0]).toMatch(/票券.*QR Code/);
    }
  });
});

describe('bad input is 422 by its field, with nothing written', () => {
  async function refused(body: Record<string, unknown>, field: string, message?: string, sessionId?: number) {
    const before = await db.$count(eventOrders);
    const responses = await db.$count(surveyResponses);
    const res = await pay(someone.auth, body);
    const answer = (await res.json()) as { errors?: Record<string, string[]> };
    expect(res.status, JSON.stringify(answer)).toBe(422);
    expect(Object.keys(answer.errors ?? {})).toContain(field);
    expect(answer.errors?.[field]?.[0]).toMatch(message ?? /[\u4e00-\u9fff]/);
    expect(await db.$count(eventOrders)).toBe(before);
    expect(await db.$count(surveyResponses)).toBe(responses);
    if (sessionId) {
      expect((await sessionRow(sessionId))?.seatsTaken).toBe(0);
    }
  }

  it('refuses wrong ticket counts', async () => {
    const e = await makeEvent();
    await refused(
      { ...order(e), tickets: [{ ticket_id: e.ticket.id, quantity: 0 }] },
      'tickets',
      '請至少選擇 1 張票。',
    );
    await refused({ ...order(e), tickets: [{ ticket_id: e.ticket.id, quantity: -1 }] }, 'tickets.0.quantity');
    await refused({ ...order(e, { quantity: 5 }) }, 'tickets', '每人限購 4 張。', e.session.id);
    const other = await makeEvent();
    await refused(
      { ...order(e), tickets: [{ ticket_id: other.ticket.id, quantity: 1 }] },
      'tickets',
      '請選擇此場次的票種。',
    );
    await refused(
      { ...order(e, { quantity: 2 }), participants: [person()] },
      'participants',
      '請填寫 2 位參加者的資料（每張票一位）。',
    );
  });

  it('refuses past and full sessions and closed events', async () => {
    const past = await makeEvent({ days: -1 });
    await refused(order(past), 'session_id', '此場次已截止報名。');
    const full = await makeEvent({ quota: 1 });
    await db.update(eventTickets).set({ sold: 1 }).where(eq(eventTickets.id, full.ticket.id));
    await refused(order(full), 'tickets', '「一般票」剩餘張數不足。');
    const closed = await makeEvent({ status: 'closed' });
    await refused(order(closed), 'event_id', '此活動已截止報名。');
  });

  it('refuses malformed invoice fields', async () => {
    const e = await makeEvent();
    await refused(
      order(e, {
        invoice: { carrier_type: 'B2B', invoice_ubn: '12345678', invoice_title: '好生活', invoice_email: 'a@b.co' },
      }),
      'invoice.invoice_ubn',
      '請輸入正確的統一編號。',
    );
    await refused(
      order(e, { invoice: { carrier_type: 'B2B', invoice_ubn: '04595257', invoice_email: 'a@b.co' } }),
      'invoice.invoice_title',
      '請輸入發票抬頭。',
    );
    await refused(
      order(e, { invoice: { carrier_type: 'PHONE', carrier_num: 'ABC1234', invoice_email: 'a@b.co' } }),
      'invoice.carrier_num',
    );
    await refused({ ...order(e), agree: false }, 'agree', '請閱讀並同意活動報名條款。');
    await refused({ ...order(e), payment_type: 'ZERO' }, 'payment_type', '請選擇付款方式。');
  });

  it('refuses missing or wrong survey answers, naming the question', async () => {
    const e = await makeEvent({ survey: true });
    const [text, radio] = e.questions;
    await refused(order(e, { answers: [{ question_id: radio, value: '1 年' }] }), 'answers.0', '請回答「型號」。');
    await refused(
      order(e, {
        answers: [
          { question_id: text, value: 'V12' },
          { question_id: radio, value: '10 年' },
        ],
      }),
      'answers.1',
      '請從選項中選擇。',
    );
    const ok = await pay(
      someone.auth,
      order(e, {
        answers: [
          { question_id: text, value: 'V12' },
          { question_id: radio, value: '1 年' },
        ],
      }),
    );
    expect(ok.status).toBe(200);
    const [row] = await db
      .select()
      .from(eventOrders)
      .where(and(eq(eventOrders.eventId, e.event.id)));
    expect(row?.surveyResponseId).toBeGreaterThan(0);
  });

  it('asks a guest to sign in (401) before anything', async () => {
    const e = await makeEvent();
    expect((await pay({}, order(e))).status).toBe(401);
  });
});

describe('event calls around the order', () => {
  it('lists sessions with the seats left, and toggles a favourite', async () => {
    const e = await makeEvent({ quota: 10 });
    await placed(await pay(someone.auth, order(e, { quantity: 3 })));
    const res = await app.request(`/api/calendar_events/${e.event.id}`);
    const { data } = (await res.json()) as {
      data: { seats_left: number; state: string; tickets: { left: number }[] }[];
    };
    expect(data[0]).toMatchObject({ seats_left: 7, state: 'open' });
    expect(data[0]?.tickets[0]?.left).toBe(7);

    const toggle = async () =>
      (
        (await (await post(`/api/user/collect_events/${e.event.id}`, someone.auth)).json()) as {
          data: { is_favourite: boolean };
        }
      ).data;
    expect(await toggle()).toMatchObject({ is_favourite: true });
    const favs = await app.request('/api/user/favorite_events', { headers: someone.auth });
    expect(((await favs.json()) as { data: { id: number }[] }).data.map((f) => f.id)).toContain(e.event.id);
    expect(await toggle()).toMatchObject({ is_favourite: false });
  });

  it('keeps a cart of one session, priced', async () => {
    const e = await makeEvent({ price: 500 });
    const add = await post('/api/cart/add', someone.auth, {
      session_id: e.session.id,
      tickets: [{ ticket_id: e.ticket.id, quantity: 2 }],
    });
    expect(add.status).toBe(200);
    const cart = await app.request('/api/cart', { headers: someone.auth });
    expect(((await cart.json()) as { data: unknown }).data).toMatchObject({ subtotal: 1000, total: 1000 });
    await post('/api/cart/clear', someone.auth);
    const empty = await app.request('/api/cart', { headers: someone.auth });
    expect(((await empty.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
  });

  it('sorts the member orders and filters them by status[]', async () => {
    const res = await app.request('/api/user/orders?sorting=id&status[]=paid&status[]=refunded', {
      headers: someone.auth,
    });
    const { data } = (await res.json()) as { data: { status: string; order_number: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((o) => o.status === 'paid' || o.status === 'refunded')).toBe(true);
    const bad = await app.request('/api/user/orders?sorting=price', { headers: someone.auth });
    expect(bad.status).toBe(422);
  });
});

describe('every change of an order mails its member, once, through the outbox (issue 25)', () => {
  const sent: MailMessage[] = [];
  // delivers this database's outbox as a server's mail worker would, into `sent`
  const postman = testApp(db, {
    env: { PUBLIC_URL: 'https://shop.example.com.tw' },
    mailer: { send: async (m) => void sent.push(m) },
  });
  const mailsOf = async (no: string) => {
    await deliverMailOf(postman);
    return sent.filter((m) => m.subject.includes(no));
  };
  // the hundreds of mails the tests above queued are not this block's: dropped, not rendered
  beforeAll(() => new PgBoss({ db: drizzleBossDb(db) }).purgeQueue('mail'));
  const emailOf = async (id: number) => (await db.select().from(members).where(eq(members.id, id)))[0]?.email;

  it('says how to pay and until when, then sends the tickets, their QR codes and the .ics once paid', async () => {
    const e = await makeEvent({ price: 800 });
    const p = await placed(await pay(someone.auth, order(e, { quantity: 2 })));
    const [placedMail, ...more] = await mailsOf(p.order_number);
    expect(more).toEqual([]);
    expect(placedMail?.to).toBe(await emailOf(someone.id));
    expect(placedMail?.subject).toBe(`好生活：報名完成，請於期限內付款（訂單 ${p.order_number}）`);
    expect(placedMail?.text).toContain(`https://shop.example.com.tw/member/activity?order=${p.order_number}`);
    expect(placedMail?.text).toMatch(/請於 \d{4}-\d{2}-\d{2} \(.\) \d{2}:\d{2} 前以「.+」完成付款/);
    expect(placedMail?.attachments).toBeUndefined();

    // the gateway notifies 20 times: one payment, one receipt
    const tradeNo = p.checkout?.fields.MerchantTradeNo ?? '';
    await Promise.all(Array.from({ length: 20 }, () => notify(signedNotify(tradeNo, 1600))));
    const paid = (await mailsOf(p.order_number)).filter((m) => m.subject.includes('報名成功'));
    expect(paid).toHaveLength(1);
    const receipt = paid[0];
    expect(receipt?.text).toContain(e.event.subject);
    expect(receipt?.text).toMatch(/電子發票：[A-Z]{2}\d{8}/);
    const pictures = receipt?.attachments?.filter((a) => a.contentType === 'image/png') ?? [];
    expect(pictures).toHaveLength(2);
    expect(pictures.every((a) => Buffer.isBuffer(a.content) && a.content.subarray(1, 4).toString() === 'PNG')).toBe(
      true,
    );
    const ics = receipt?.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(String(ics?.content)).toContain('BEGIN:VCALENDAR');
    expect(String(ics?.content)).toContain(e.event.subject);
  });

  it('mails a cancelled, an expired and a refunded order, with the credit note', async () => {
    const e = await makeEvent({ price: 500, quota: 10 });
    const [a, b, c] = await quickMembers(db, 3);
    if (!a || !b || !c) throw new Error('no members');
    const cancelled = await placed(await pay(a.auth, order(e)));
    await post(`/api/user/cancel_order/${cancelled.order_number}`, a.auth);
    // one drain sends both: in whatever order the queue hands them out
    expect((await mailsOf(cancelled.order_number)).map((m) => m.subject).sort()).toEqual(
      [
        `好生活：報名完成，請於期限內付款（訂單 ${cancelled.order_number}）`,
        `好生活：訂單已取消（訂單 ${cancelled.order_number}）`,
      ].sort(),
    );

    const expired = await placed(await pay(b.auth, order(e)));
    await expireOrders(db, new Date(Date.now() + 16 * 60_000));
    const expiredMail = (await mailsOf(expired.order_number)).find((m) => m.subject.includes('逾期'));
    expect(expiredMail?.subject).toBe(`好生活：訂單逾期未付款，已取消（訂單 ${expired.order_number}）`);
    expect(expiredMail?.text).toContain(`https://shop.example.com.tw/events/${e.event.id}`);

    const refunded = await placed(await pay(c.auth, order(e)));
    await payAtSandbox(refunded);
    const res = await post(`/api/user/refund_order/${refunded.order_number}`, c.auth, {
      accept: true,
      reasons: ['重複報名'],
      other_reason: '',
    });
    const { data } = (await res.json()) as { data: { credit_note_no: string } };
    const refundMail = (await mailsOf(refunded.order_number)).find((m) => m.subject.includes('退款'));
    expect(refundMail?.subject).toBe(`好生活：退款已受理（訂單 ${refunded.order_number}）`);
    expect(refundMail?.text).toContain(`/member/activity/credit-note/${data.credit_note_no}`);
  });

  it('reminds an unpaid order five minutes before its hold ends, and a paid one the day before, each once', async () => {
    const later = await makeEvent({ price: 300 });
    const unpaid = await placed(await pay(someone.auth, order(later)));
    const eleven = new Date(Date.now() + 11 * 60_000);
    // fifteen minutes left: not yet
    await queueDueReminders(db, new Date());
    expect((await mailsOf(unpaid.order_number)).map((m) => m.subject)).not.toContain(
      `好生活：付款期限即將到期（訂單 ${unpaid.order_number}）`,
    );
    await queueDueReminders(db, eleven);
    await queueDueReminders(db, eleven);
    const paySoon = (await mailsOf(unpaid.order_number)).filter((m) => m.subject.includes('付款期限即將到期'));
    expect(paySoon).toHaveLength(1);
    expect(paySoon[0]?.text).toContain(`/member/activity?order=${unpaid.order_number}`);

    const tomorrow = await makeEvent({ price: 0, days: 0.5 });
    const free = await placed(await pay(someone.auth, order(tomorrow, { payment_type: 'ZERO', quantity: 2 })));
    await queueDueReminders(db);
    await queueDueReminders(db);
    const reminders = (await mailsOf(free.order_number)).filter((m) => m.subject.includes('活動即將開始'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.attachments?.filter((a) => a.contentType === 'image/png')).toHaveLength(2);
  });

  it('queues nothing for a refused order', async () => {
    const e = await makeEvent({ status: 'closed' });
    const before = await db.$count(memberMails);
    expect((await pay(someone.auth, order(e))).status).toBe(422);
    expect(await db.$count(memberMails)).toBe(before);
  });
});
