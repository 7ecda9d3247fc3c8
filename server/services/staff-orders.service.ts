import { and, asc, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  type OrderStatus,
  type RefundMethod,
  type RefundStatus,
  STAFF_ORDER_MESSAGES,
  type StaffOrder,
  type StaffOrderListItem,
  type StaffOrderQuery,
  type StaffRefundInput,
} from '../../schemas/staff-order.schema';
import type { Db } from '../db/client';
import { creditNotes, eInvoices } from '../db/tables/e-invoice.table';
import { events } from '../db/tables/event.table';
import { eventOrderItems, eventOrders } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { members } from '../db/tables/member.table';
import { payments } from '../db/tables/payment.table';
import { NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, likeText } from './audit-log.service';
import { cancelLockedOrder, EVENT_ORDER_KIND } from './event-orders.service';
import { orderHistory, staffOrderActor } from './order-history.service';
import { openRefund, type RefundDeps, refundsOf, retryRefund, runRefund } from './order-refunds.service';

/**
 * The console's event orders (issue 27 item 3, role `events`): search, one order with its whole
 * history (read from the audit log), cancelling an unpaid order for its member, refunds (item 4,
 * order-refunds.service.ts). Every write goes to the audit log in its own transaction.
 */

const LIST_FIELDS = {
  order: eventOrders,
  member: { id: members.id, name: members.name, email: members.email, mobile: members.mobile },
  eventName: events.subject,
  sessionStartedAt: eventSessions.startedAt,
  refunded: sql<number>`(select coalesce(sum(r.amount), 0)::int from order_refunds r where r.order_id = ${eventOrders.id} and r.status = 'succeeded')`,
};

/** Where `q` names the order: its number, a ticket's registration number, the member's or a participant's email or phone. */
function matching(q: string): SQL {
  const text = q.trim();
  const like = likeText(text);
  const digits = text.replace(/\D/g, '');
  const item = (cond: SQL) =>
    exists(sql`(select 1 from ${eventOrderItems} where ${and(eq(eventOrderItems.orderId, eventOrders.id), cond)})`);
  const conds: SQL[] = [
    eq(eventOrders.orderNumber, text),
    ilike(members.email, like),
    item(sql`upper(${eventOrderItems.registrationNumber}) = ${text.toUpperCase()}`),
    item(ilike(eventOrderItems.userEmail, like)),
  ];
  // a phone as people type it (0912-345-678): compared by its digits
  if (digits.length >= 6) {
    conds.push(sql`regexp_replace(coalesce(${members.mobile}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
    conds.push(item(sql`regexp_replace(${eventOrderItems.userPhone}, '\\D', '', 'g') like ${`%${digits}%`}`));
    // an order number's first digits (its date)
    conds.push(sql`${eventOrders.orderNumber} like ${`${digits}%`}`);
  }
  return or(...conds) as SQL;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ListRow = {
  order: typeof eventOrders.$inferSelect;
  member: { id: number; name: string; email: string | null; mobile: string | null };
  eventName: string;
  sessionStartedAt: Date;
  refunded: number;
};

const listItem = (r: ListRow): StaffOrderListItem => ({
  order_number: r.order.orderNumber,
  status: r.order.status as OrderStatus,
  member: r.member,
  event_name: r.eventName,
  session_started_at: r.sessionStartedAt.toISOString(),
  count: r.order.count,
  total: r.order.total,
  refunded_amount: Number(r.refunded),
  created_at: r.order.createdAt.toISOString(),
});

function listQuery(db: Db) {
  return db
    .select(LIST_FIELDS)
    .from(eventOrders)
    .innerJoin(members, eq(members.id, eventOrders.memberId))
    .innerJoin(events, eq(events.id, eventOrders.eventId))
    .innerJoin(eventSessions, eq(eventSessions.id, eventOrders.sessionId));
}

/** `GET /api/staff/orders`: newest first, a page at a time. */
export async function searchStaffOrders(db: Db, query: StaffOrderQuery): Promise<PageOf<StaffOrderListItem>> {
  const where = and(
    query.q ? matching(query.q) : undefined,
    query.status ? eq(eventOrders.status, query.status) : undefined,
  );
  return paginate(query, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(eventOrders)
          .innerJoin(members, eq(members.id, eventOrders.memberId))
          .where(where)
      )[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (await listQuery(db).where(where).orderBy(desc(eventOrders.id)).limit(limit).offset(offset)).map(listItem),
  });
}

/** `GET /api/staff/orders/{no}`: the order, its tickets, payments, invoice, refunds and history. */
export async function getStaffOrder(db: Db, orderNumber: string): Promise<StaffOrder> {
  const [row] = await listQuery(db).where(eq(eventOrders.orderNumber, orderNumber));
  if (!row) throw new NotFoundError(STAFF_ORDER_MESSAGES.notFound);
  const o = row.order;
  const [items, attempts, invoiceRows, refunds, history] = await Promise.all([
    db.select().from(eventOrderItems).where(eq(eventOrderItems.orderId, o.id)).orderBy(asc(eventOrderItems.id)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.payableKind, EVENT_ORDER_KIND), eq(payments.payableId, o.orderNumber)))
      .orderBy(asc(payments.id)),
    db
      .select({ invoice: eInvoices, note: creditNotes })
      .from(eInvoices)
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, eInvoices.id))
      .where(and(eq(eInvoices.payableKind, EVENT_ORDER_KIND), eq(eInvoices.payableId, o.orderNumber)))
      .orderBy(asc(creditNotes.id)),
    refundsOf(db, o.id),
    orderHistory(db, o.orderNumber),
  ]);
  const invoice = invoiceRows[0]?.invoice ?? null;
  return {
    ...listItem(row),
    payment_type: o.paymentType,
    paid_at: iso(o.paidAt),
    expires_at: o.status === 'pending_payment' ? iso(o.expiresAt) : null,
    can_cancel: o.status === 'pending_payment',
    can_refund: o.status === 'paid' && o.total > 0 && items.some((i) => i.refundId === null && i.ticketPrice > 0),
    invoice: invoice
      ? { number: invoice.invoiceNumber, amount: invoice.amount, issued_at: invoice.issuedAt.toISOString() }
      : null,
    credit_notes: invoiceRows.flatMap(({ note }) =>
      note ? [{ no: note.no, amount: note.amount, reason: note.reason, issued_at: note.issuedAt.toISOString() }] : [],
    ),
    payments: attempts.map((p) => ({
      trade_no: p.tradeNo,
      gateway: p.gateway,
      status: p.status,
      amount: p.amount,
      refunded_amount: p.refundedAmount,
    })),
    items: items.map((i) => ({
      id: i.id,
      registration_number: i.registrationNumber,
      ticket_name: i.ticketName,
      ticket_price: i.ticketPrice,
      user_name: i.userName,
      user_phone: i.userPhone,
      user_email: i.userEmail,
      refund_id: i.refundId,
      refunded_at: iso(i.refundedAt),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      status: r.status as RefundStatus,
      method: r.method as RefundMethod,
      amount: r.amount,
      item_ids: r.itemIds,
      requested_by: r.requestedBy as 'member' | 'staff',
      reason: r.reason,
      notify_member: r.notifyMember,
      attempts: r.attempts,
      failure_reason: r.failureReason,
      gateway_answer: r.gatewayAnswer,
      credit_note_no: r.creditNoteNo,
      created_at: r.createdAt.toISOString(),
      settled_at: iso(r.settledAt),
    })),
    history,
  };
}

async function lockOrder(tx: Db, orderNumber: string) {
  const [order] = await tx.select().from(eventOrders).where(eq(eventOrders.orderNumber, orderNumber)).for('update');
  if (!order) throw new NotFoundError(STAFF_ORDER_MESSAGES.notFound);
  return order;
}

/** `POST /api/staff/orders/{no}/cancel`: an unpaid order cancelled for its member. */
export async function cancelStaffOrder(db: Db, actor: AuditActor, orderNumber: string, now = new Date()) {
  await db.transaction(async (tx) =>
    cancelLockedOrder(tx, await lockOrder(tx, orderNumber), staffOrderActor(actor), now),
  );
  return getStaffOrder(db, orderNumber);
}

/** `POST /api/staff/orders/{no}/refunds`: some tickets refunded, through the gateway or outside it. */
export async function refundStaffOrder(
  db: Db,
  deps: RefundDeps,
  actor: AuditActor,
  orderNumber: string,
  input: StaffRefundInput & { notify_member: boolean },
  now = new Date(),
) {
  const refund = await db.transaction(async (tx) =>
    openRefund(
      tx,
      await lockOrder(tx, orderNumber),
      staffOrderActor(actor),
      {
        itemIds: input.item_ids.map(Number),
        method: input.method,
        reason: input.reason,
        notifyMember: input.notify_member,
        idempotencyKey: input.idempotency_key,
      },
      now,
    ),
  );
  // a repeated request finds the refund it made: it is run only while still pending
  if (refund.status === 'pending') await runRefund(db, deps, refund.id, now);
  return getStaffOrder(db, orderNumber);
}

/**
 * `POST /api/staff/orders/{no}/refunds/{id}/retry`: a failed refund asked of the gateway again;
 * `…/outside` (`as: 'outside'`): recorded as handled outside the gateway instead (its tickets
 * refunded, their seats back, the credit note), once.
 */
export async function retryStaffRefund(
  db: Db,
  deps: RefundDeps,
  actor: AuditActor,
  orderNumber: string,
  refundId: number,
  as?: 'outside',
  now = new Date(),
) {
  await retryRefund(db, deps, staffOrderActor(actor), orderNumber, refundId, now, as);
  return getStaffOrder(db, orderNumber);
}
