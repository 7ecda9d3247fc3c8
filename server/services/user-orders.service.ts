import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { PAY_TYPE_NAMES, type PaymentType } from '../../schemas/payment-type.schema';
import type { RefundReceipt, RefundSubmission } from '../../schemas/refund.schema';
import type { CreditNote, DisplayStatus, UserOrder, UserOrdersQuery } from '../../schemas/user-order.schema';
import type { Db } from '../db/client';
import { creditNotes, eInvoices } from '../db/tables/e-invoice.table';
import { events } from '../db/tables/event.table';
import { eventOrderItems, eventOrders, eventRefunds } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { payments } from '../db/tables/payment.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { INVOICE_LOOKUP_URL } from '../invoices/invoice-issuer';
import type { TicketSigner } from '../tickets/ticket-signer';
import { EVENT_ORDER_KIND, lockOwnOrder } from './event-orders.service';
import { memberActor } from './order-history.service';
import { openRefund, type RefundDeps, runRefund } from './order-refunds.service';

/** A paid order may be refunded until this long before its session starts. */
export const REFUND_CLOSES_HOURS_BEFORE = 24;

type OrderRow = typeof eventOrders.$inferSelect;
type SessionRow = typeof eventSessions.$inferSelect;

export function canRefund(
  order: Pick<OrderRow, 'status' | 'total'>,
  session: Pick<SessionRow, 'startedAt'>,
  now: Date,
) {
  return (
    order.status === 'paid' &&
    order.total > 0 &&
    now.getTime() < session.startedAt.getTime() - REFUND_CLOSES_HOURS_BEFORE * 3_600_000
  );
}

/** SPEC §4: 3 if the event or session is no longer active; otherwise 2 if it cannot be refunded; otherwise 1. */
export function displayStatus(
  order: Pick<OrderRow, 'status' | 'total'>,
  session: Pick<SessionRow, 'startedAt' | 'endedAt'>,
  event: { endedAt: Date },
  now: Date,
): DisplayStatus {
  if (session.endedAt <= now || event.endedAt <= now) return 3;
  return canRefund(order, session, now) ? 1 : 2;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Signs the tickets of paid orders; null where no QR code is shown (the calendar file). */
type Tickets = Pick<TicketSigner, 'sign'> | null;

// only what an order shows of its session and event: an event's body is magazine-length
const SESSION_FIELDS = {
  id: eventSessions.id,
  startedAt: eventSessions.startedAt,
  endedAt: eventSessions.endedAt,
  placeName: eventSessions.placeName,
};
const EVENT_FIELDS = {
  id: events.id,
  subject: events.subject,
  status: events.status,
  startedAt: events.startedAt,
  endedAt: events.endedAt,
};

/** The orders of `where` with their session and event; a window reads one page of them. */
function orderRows(db: Db, where: SQL | undefined, order: SQL[], window?: { limit: number; offset: number }) {
  const q = db
    .select({ order: eventOrders, session: SESSION_FIELDS, event: EVENT_FIELDS })
    .from(eventOrders)
    .innerJoin(eventSessions, eq(eventSessions.id, eventOrders.sessionId))
    .innerJoin(events, eq(events.id, eventOrders.eventId))
    .where(where)
    .orderBy(...order);
  return window ? q.limit(window.limit).offset(window.offset) : q;
}

/** Rows grouped under their key, in the order read (one pass: no scan of the list per order). */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Items, invoices and payment attempts of these orders only, joined to them by key. */
async function toUserOrders(
  db: Db,
  rows: Awaited<ReturnType<typeof orderRows>>,
  tickets: Tickets,
  now: Date,
): Promise<UserOrder[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.order.id);
  const numbers = rows.map((r) => r.order.orderNumber);
  const [items, invoices, attempts] = await Promise.all([
    db.select().from(eventOrderItems).where(inArray(eventOrderItems.orderId, ids)).orderBy(asc(eventOrderItems.id)),
    db
      .select({ invoice: eInvoices, note: creditNotes })
      .from(eInvoices)
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, eInvoices.id))
      .where(and(eq(eInvoices.payableKind, EVENT_ORDER_KIND), inArray(eInvoices.payableId, numbers)))
      // an invoice may have a note per partial refund: the newest is read first and stands
      .orderBy(desc(creditNotes.id)),
    db
      .select({ orderNumber: payments.payableId, status: payments.status })
      .from(payments)
      .where(and(eq(payments.payableKind, EVENT_ORDER_KIND), inArray(payments.payableId, numbers)))
      .orderBy(desc(payments.id)),
  ]);
  const itemsOf = groupBy(items, (i) => i.orderId);
  // an order has one invoice at most; the first read stands, as `.find` did
  const invoiceOf = new Map<string, (typeof invoices)[number]>();
  for (const i of invoices) if (!invoiceOf.has(i.invoice.payableId)) invoiceOf.set(i.invoice.payableId, i);
  // attempts come newest first: the first one of an order is its latest
  const lastAttempt = new Map<string, string>();
  for (const a of attempts) if (!lastAttempt.has(a.orderNumber)) lastAttempt.set(a.orderNumber, a.status);
  return rows.map(({ order: o, session: s, event: e }) => {
    const inv = invoiceOf.get(o.orderNumber);
    const sessionOver = s.endedAt <= now;
    // a ticket is signed from the moment its order is paid: a stable code, refused once refunded
    const issuedAt = Math.floor((o.paidAt ?? o.createdAt).getTime() / 1000);
    const orderItems = itemsOf.get(o.id) ?? [];
    const codeOf = (registrationNumber: string, refunded: boolean) =>
      tickets && o.status === 'paid' && !refunded
        ? tickets.sign({ registration_number: registrationNumber, session_id: s.id, issued_at: issuedAt })
        : null;
    return {
      order_number: o.orderNumber,
      count: o.count,
      amount: o.amount,
      total: o.total,
      status: o.status as UserOrder['status'],
      display_status: displayStatus(o, s, e, now),
      // tickets already in a refund (done, failed or under way) are not refunded again
      can_refund: canRefund(o, s, now) && orderItems.some((i) => i.refundId === null),
      can_cancel: o.status === 'pending_payment',
      // the newest attempt at the gateway was declined
      payment_failed: lastAttempt.get(o.orderNumber) === 'failed',
      refund_at: iso(o.refundedAt),
      credit_info: inv?.note
        ? { no: inv.note.no, amount: inv.note.amount, issued_at: inv.note.issuedAt.toISOString() }
        : null,
      pay_type: PAY_TYPE_NAMES[o.paymentType as PaymentType],
      payment_type: o.paymentType as PaymentType,
      expires_at: o.status === 'pending_payment' ? iso(o.expiresAt) : null,
      created_at: o.createdAt.toISOString(),
      invoice_info: inv
        ? {
            invoice_num: inv.invoice.invoiceNumber,
            issued_at: inv.invoice.issuedAt.toISOString(),
            lookup_url: INVOICE_LOOKUP_URL,
          }
        : null,
      event_info: {
        event_id: e.id,
        event_name: e.subject,
        event_status: e.status,
        session_status: sessionOver ? 'ended' : s.startedAt <= now ? 'started' : 'upcoming',
        event_started_at: e.startedAt.toISOString(),
        event_ended_at: e.endedAt.toISOString(),
        session_started_at: s.startedAt.toISOString(),
        session_ended_at: s.endedAt.toISOString(),
        place_name: s.placeName,
      },
      items: orderItems.map((i) => ({
        registration_number: i.registrationNumber,
        ticket_code: codeOf(i.registrationNumber, i.refundedAt !== null),
        ticket_name: i.ticketName,
        ticket_price: i.ticketPrice,
        user_name: i.userName,
      })),
    };
  });
}

const SORTINGS: Record<UserOrdersQuery['sorting'], SQL[]> = {
  id: [asc(eventOrders.id)],
  '-id': [desc(eventOrders.id)],
  session_started_at: [asc(eventSessions.startedAt), asc(eventOrders.id)],
  '-session_started_at': [desc(eventSessions.startedAt), desc(eventOrders.id)],
};

/**
 * `GET /api/user/orders?sorting=…&status[]=…&page=…&per_page=…`: one page of the member's own
 * orders, with the total. Only that page's items, invoices and attempts are read.
 */
export async function listUserOrders(
  db: Db,
  memberId: number,
  query: UserOrdersQuery,
  tickets: Tickets,
  now = new Date(),
): Promise<PageOf<UserOrder>> {
  const where = and(
    eq(eventOrders.memberId, memberId),
    query.status?.length ? inArray(eventOrders.status, query.status) : undefined,
  );
  const page = await paginate(query, {
    count: () => db.$count(eventOrders, where),
    rows: (window) => orderRows(db, where, SORTINGS[query.sorting], window),
  });
  return { data: await toUserOrders(db, page.data, tickets, now), meta: page.meta };
}

/** `GET /api/user/orders/{order_number}`: another member's order is 404, never shown. */
export async function getUserOrder(db: Db, memberId: number, orderNumber: string, tickets: Tickets, now = new Date()) {
  const rows = await orderRows(
    db,
    and(eq(eventOrders.memberId, memberId), eq(eventOrders.orderNumber, orderNumber)),
    [],
  );
  const [order] = await toUserOrders(db, rows, tickets, now);
  if (!order) throw new NotFoundError('找不到此訂單。');
  return order;
}

/**
 * `POST /api/user/refund_order/{order_number}` (the refund form's three steps): only while the
 * order's display status is 1, once. The tickets not yet refunded are refunded through the gateway
 * (order-refunds.service.ts): once it says yes, their seats are back, the credit note issued and
 * the order refunded; if it says no, the refund stays failed with the reason for staff to retry,
 * and the receipt has no credit note.
 */
export async function refundEventOrder(
  db: Db,
  deps: RefundDeps,
  member: { id: number; ip: string },
  orderNumber: string,
  input: RefundSubmission,
  now = new Date(),
): Promise<RefundReceipt> {
  const opened = await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, member.id, orderNumber);
    const [session] = await tx.select().from(eventSessions).where(eq(eventSessions.id, order.sessionId));
    const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
    if (!session || !event) throw new NotFoundError();
    const open = await tx
      .select({ id: eventOrderItems.id })
      .from(eventOrderItems)
      .where(and(eq(eventOrderItems.orderId, order.id), isNull(eventOrderItems.refundId)));
    if (displayStatus(order, session, event, now) !== 1 || !open.length) {
      const message = order.status === 'refunded' || !open.length ? '此訂單已退款。' : '此訂單目前無法退款。';
      throw new InvalidInputError({ order_number: [message] }, message);
    }
    const reason = [...input.reasons, input.other_reason?.trim()].filter(Boolean).join('、');
    const refund = await openRefund(
      tx,
      order,
      memberActor(member.id, member.ip),
      { itemIds: open.map((i) => i.id), method: 'gateway', reason, notifyMember: true },
      now,
    );
    await tx
      .insert(eventRefunds)
      .values({
        orderId: order.id,
        reasons: input.reasons,
        otherReason: input.other_reason?.trim() || null,
        amount: refund.amount,
        createdAt: now,
      })
      .onConflictDoNothing();
    return refund;
  });
  const refund = await runRefund(db, deps, opened.id, now);
  return {
    order_number: orderNumber,
    refund_at: now.toISOString(),
    amount: refund.amount,
    credit_note_no: refund.creditNoteNo,
  };
}

/** `GET /api/user/credit_notes/{no}`: the printable credit note of one of the member's refunds. */
export async function getCreditNote(db: Db, memberId: number, no: string): Promise<CreditNote> {
  const [row] = await db
    .select({ note: creditNotes, invoice: eInvoices, order: eventOrders, event: events })
    .from(creditNotes)
    .innerJoin(eInvoices, eq(eInvoices.id, creditNotes.invoiceId))
    .innerJoin(
      eventOrders,
      and(eq(eInvoices.payableKind, EVENT_ORDER_KIND), eq(eventOrders.orderNumber, eInvoices.payableId)),
    )
    .innerJoin(events, eq(events.id, eventOrders.eventId))
    .where(and(eq(creditNotes.no, no), eq(eventOrders.memberId, memberId)));
  if (!row) throw new NotFoundError('找不到此折讓單。');
  return {
    no: row.note.no,
    amount: row.note.amount,
    reason: row.note.reason,
    issued_at: row.note.issuedAt.toISOString(),
    invoice_number: row.invoice.invoiceNumber,
    invoice_date: row.invoice.issuedAt.toISOString(),
    invoice_amount: row.invoice.amount,
    order_number: row.order.orderNumber,
    event_name: row.event.subject,
    buyer_ubn: row.invoice.buyerUbn,
    buyer_title: row.invoice.buyerTitle,
  };
}
