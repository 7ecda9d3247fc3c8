import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type RefundMethod, STAFF_ORDER_MESSAGES } from '../../schemas/staff-order.schema';
import type { Db } from '../db/client';
import { eInvoices } from '../db/tables/e-invoice.table';
import { eventOrderItems, eventOrders, orderRefunds } from '../db/tables/event-order.table';
import { payments } from '../db/tables/payment.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import type { InvoiceIssuer } from '../invoices/invoice-issuer';
import { defaultInvoiceIssuer } from '../invoices/track-range.issuer';
import type { FormPoster, GatewayRefundAnswer, PaymentGateway } from '../payments/payment-gateway';
import { EVENT_ORDER_KIND, releaseSeats } from './event-orders.service';
import { mailOrder, noteOrder, type OrderActor, SYSTEM_ACTOR } from './order-history.service';

/**
 * Refunds that move money (issue 27 item 4). Three steps, so a gateway call never sits inside a
 * transaction and a refusal is never marked done:
 *
 * 1. `openRefund` (the caller's transaction, the order locked): the tickets are claimed by the
 *    refund (a ticket is in one refund at most), a `pending` row with its amount.
 * 2. `runRefund`: the gateway is asked (ECPay's DoAction, or the sandbox's stand-in of it), or
 *    nothing is asked for money handled outside it.
 * 3. in one transaction with the refund locked: a yes frees those tickets' seats, adds to the
 *    payment's refunded amount, issues the credit note for exactly that amount, refunds the order
 *    once all its tickets are, mails the member; a no leaves it `failed` with the reason, its
 *    tickets still claimed, for `retryRefund` (failed → pending, once however often it is clicked).
 */

type Order = typeof eventOrders.$inferSelect;
type Refund = typeof orderRefunds.$inferSelect;

export interface RefundDeps {
  gateway: PaymentGateway;
  /** the transport to the gateway's API (payment-config.ts gatewayPoster) */
  post: FormPoster;
  invoices?: InvoiceIssuer;
}

export interface RefundAsk {
  itemIds: readonly number[];
  method: RefundMethod;
  reason: string;
  notifyMember: boolean;
  idempotencyKey?: string | null;
}

const refuse = (field: string, message: string) => new InvalidInputError({ [field]: [message] }, message);

/** Step 1, in the caller's transaction with `order` locked: the refund asked for, its tickets claimed. */
export async function openRefund(tx: Db, order: Order, actor: OrderActor, ask: RefundAsk, now: Date): Promise<Refund> {
  if (ask.idempotencyKey) {
    const [again] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, ask.idempotencyKey)));
    if (again) return again;
  }
  if (order.status !== 'paid' || order.total <= 0) refuseNotRefundable();
  if (!ask.itemIds.length) throw refuse('item_ids', STAFF_ORDER_MESSAGES.items);
  const ids = [...new Set(ask.itemIds)];
  const items = await tx
    .select()
    .from(eventOrderItems)
    .where(and(eq(eventOrderItems.orderId, order.id), inArray(eventOrderItems.id, ids)));
  if (items.length !== ids.length) throw refuse('item_ids', STAFF_ORDER_MESSAGES.items);
  if (items.some((i) => i.refundId !== null)) throw refuse('item_ids', STAFF_ORDER_MESSAGES.itemsTaken);
  const amount = items.reduce((sum, i) => sum + i.ticketPrice, 0);
  if (amount <= 0) throw refuse('item_ids', STAFF_ORDER_MESSAGES.itemsFree);

  let paymentId: number | null = null;
  if (ask.method === 'gateway') {
    // the paid attempt with enough left on it (money kept for a refund of its own is not this order's)
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.payableKind, EVENT_ORDER_KIND),
          eq(payments.payableId, order.orderNumber),
          eq(payments.status, 'paid'),
          eq(payments.needsRefund, false),
          sql`coalesce(${payments.paidAmount}, 0) - ${payments.refundedAmount} >= ${amount}`,
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (!paid) throw refuse('method', STAFF_ORDER_MESSAGES.noPayment);
    paymentId = paid.id;
  }

  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      paymentId,
      method: ask.method,
      status: 'pending',
      amount,
      itemIds: ids.sort((a, b) => a - b),
      requestedBy: actor.by === 'member' ? 'member' : 'staff',
      actorId: actor.id,
      reason: ask.reason,
      notifyMember: ask.notifyMember,
      idempotencyKey: ask.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!refund) throw new Error('the refund was not stored');
  // claimed only where still free: with the order locked this holds, the condition says why
  const claimed = await tx
    .update(eventOrderItems)
    .set({ refundId: refund.id })
    .where(and(inArray(eventOrderItems.id, ids), isNull(eventOrderItems.refundId)))
    .returning({ id: eventOrderItems.id });
  if (claimed.length !== ids.length) throw refuse('item_ids', STAFF_ORDER_MESSAGES.itemsTaken);
  await noteOrder(tx, actor, order.orderNumber, 'order.refund_requested', {
    refund_id: refund.id,
    method: ask.method,
    amount,
    registration_numbers: items.map((i) => i.registrationNumber),
    reason: ask.reason,
    notify_member: ask.notifyMember,
  });
  return refund;
}

function refuseNotRefundable(): never {
  throw refuse('order_number', STAFF_ORDER_MESSAGES.notRefundable);
}

/** Steps 2 and 3 for a `pending` refund: the gateway asked, its answer settled. Returns the refund as it ends. */
export async function runRefund(db: Db, deps: RefundDeps, refundId: number, now = new Date()): Promise<Refund> {
  const [row] = await db
    .select({ refund: orderRefunds, payment: payments })
    .from(orderRefunds)
    .leftJoin(payments, eq(payments.id, orderRefunds.paymentId))
    .where(eq(orderRefunds.id, refundId));
  if (!row) throw new NotFoundError(STAFF_ORDER_MESSAGES.refundNotFound);
  if (row.refund.status !== 'pending') return row.refund;

  let answer: GatewayRefundAnswer;
  if (row.refund.method === 'outside') {
    answer = { ok: true, message: '已於金流外退款', fields: {} };
  } else if (!row.payment?.gatewayTradeNo) {
    answer = { ok: false, message: '付款紀錄沒有金流交易編號，無法經金流退款。', fields: {} };
  } else if (row.payment.gateway !== deps.gateway.name) {
    answer = { ok: false, message: `此筆付款經由 ${row.payment.gateway}，目前的金流無法退款。`, fields: {} };
  } else {
    answer = await deps.gateway.refund(
      { tradeNo: row.payment.tradeNo, gatewayTradeNo: row.payment.gatewayTradeNo, amount: row.refund.amount },
      deps.post,
    );
  }
  return settleRefund(db, deps.invoices ?? defaultInvoiceIssuer, refundId, answer, now);
}

async function settleRefund(
  db: Db,
  invoices: InvoiceIssuer,
  refundId: number,
  answer: GatewayRefundAnswer,
  now: Date,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for('update');
    if (!refund) throw new NotFoundError(STAFF_ORDER_MESSAGES.refundNotFound);
    // another run settled it while the gateway was asked: its word stands
    if (refund.status !== 'pending') return refund;
    const [order] = await tx.select().from(eventOrders).where(eq(eventOrders.id, refund.orderId)).for('update');
    if (!order) throw new NotFoundError(STAFF_ORDER_MESSAGES.notFound);
    const kept = { gatewayAnswer: answer.fields, attempts: refund.attempts + 1, updatedAt: now };

    if (!answer.ok) {
      const reason = answer.message || '金流拒絕退款。';
      const [failed] = await tx
        .update(orderRefunds)
        .set({ ...kept, status: 'failed', failureReason: reason })
        .where(eq(orderRefunds.id, refund.id))
        .returning();
      await noteOrder(tx, SYSTEM_ACTOR, order.orderNumber, 'order.refund_failed', {
        refund_id: refund.id,
        reason,
        answer: answer.fields,
      });
      return failed ?? refund;
    }

    await tx.update(eventOrderItems).set({ refundedAt: now }).where(inArray(eventOrderItems.id, refund.itemIds));
    await releaseSeats(tx, order, now, refund.itemIds);
    if (refund.paymentId) {
      await tx
        .update(payments)
        .set({
          refundedAmount: sql`${payments.refundedAmount} + ${refund.amount}`,
          refundedAt: sql`case when ${payments.refundedAmount} + ${refund.amount} >= coalesce(${payments.paidAmount}, 0) then ${now.toISOString()}::timestamptz else ${payments.refundedAt} end`,
          updatedAt: now,
        })
        .where(eq(payments.id, refund.paymentId));
    }
    const [invoice] = await tx
      .select({ id: eInvoices.id })
      .from(eInvoices)
      .where(and(eq(eInvoices.payableKind, EVENT_ORDER_KIND), eq(eInvoices.payableId, order.orderNumber)));
    const note = invoice
      ? await invoices.creditNote(tx, { invoiceId: invoice.id, amount: refund.amount, reason: '活動退款', at: now })
      : null;
    const [done] = await tx
      .update(orderRefunds)
      .set({ ...kept, status: 'succeeded', failureReason: null, creditNoteNo: note?.no ?? null, settledAt: now })
      .where(eq(orderRefunds.id, refund.id))
      .returning();
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventOrderItems)
      .where(and(eq(eventOrderItems.orderId, order.id), isNull(eventOrderItems.refundedAt)));
    const whole = (left?.n ?? 0) === 0;
    if (whole) {
      await tx
        .update(eventOrders)
        .set({ status: 'refunded', refundedAt: now, updatedAt: now })
        .where(eq(eventOrders.id, order.id));
    }
    await noteOrder(
      tx,
      SYSTEM_ACTOR,
      order.orderNumber,
      'order.refunded',
      { refund_id: refund.id, method: refund.method, amount: refund.amount, status: whole ? 'refunded' : 'paid' },
      { status: order.status },
    );
    if (note) {
      await noteOrder(tx, SYSTEM_ACTOR, order.orderNumber, 'order.credit_note', {
        refund_id: refund.id,
        no: note.no,
        amount: note.amount,
      });
    }
    if (refund.notifyMember) await mailOrder(tx, order.orderNumber, 'refunded', refund.id);
    return done ?? refund;
  });
}

/** A failed refund asked again: failed → pending by a conditional update, so two clicks run it once. */
export async function retryRefund(
  db: Db,
  deps: RefundDeps,
  actor: OrderActor,
  orderNumber: string,
  refundId: number,
  now = new Date(),
  /**
   * 'outside': not asked of the gateway again but recorded as handled outside it (cash, a transfer,
   * or money ECPay's back office shows already back): a payment the gateway cannot refund (街口,
   * LINE Pay) would otherwise keep its tickets claimed by a refund that can never succeed
   */
  as?: 'outside',
): Promise<Refund> {
  const reopened = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refund: orderRefunds })
      .from(orderRefunds)
      .innerJoin(eventOrders, eq(eventOrders.id, orderRefunds.orderId))
      .where(and(eq(orderRefunds.id, refundId), eq(eventOrders.orderNumber, orderNumber)));
    if (!row) throw new NotFoundError(STAFF_ORDER_MESSAGES.refundNotFound);
    const [open] = await tx
      .update(orderRefunds)
      .set({ status: 'pending', updatedAt: now, ...(as === 'outside' ? { method: 'outside', paymentId: null } : {}) })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'failed')))
      .returning();
    if (!open) throw refuse('refund_id', STAFF_ORDER_MESSAGES.retryOnlyFailed);
    await noteOrder(
      tx,
      actor,
      orderNumber,
      'order.refund_retried',
      { refund_id: refundId, status: 'pending', ...(as ? { method: as } : {}) },
      { status: 'failed', reason: row.refund.failureReason, ...(as ? { method: row.refund.method } : {}) },
    );
    return open;
  });
  return runRefund(db, deps, reopened.id, now);
}

/**
 * A refund left `pending` this long was never settled: its process stopped between opening it and
 * the gateway's answer being kept (a gateway call gives up after 20 s, payment-config.ts).
 */
export const STALLED_REFUND_MS = 15 * 60_000;

/**
 * Refunds stalled in `pending` become `failed`, with a reason that tells staff to look at the
 * gateway's back office before they retry (the money may be back already: ECPay refuses a second
 * DoAction for it). Not asked again here: a refund that moves money is staff's decision to repeat.
 * Run with the unpaid orders' sweep (server/jobs/site-jobs.ts). Returns how many were stalled.
 */
export async function failStalledRefunds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const stalled = await tx
      .select({ id: orderRefunds.id, orderNumber: eventOrders.orderNumber })
      .from(orderRefunds)
      .innerJoin(eventOrders, eq(eventOrders.id, orderRefunds.orderId))
      .where(
        and(
          eq(orderRefunds.status, 'pending'),
          lt(orderRefunds.updatedAt, new Date(now.getTime() - STALLED_REFUND_MS)),
        ),
      )
      .orderBy(asc(orderRefunds.id))
      .for('update', { of: orderRefunds, skipLocked: true });
    for (const r of stalled) {
      await tx
        .update(orderRefunds)
        .set({ status: 'failed', failureReason: STAFF_ORDER_MESSAGES.refundStalled, updatedAt: now })
        .where(eq(orderRefunds.id, r.id));
      await noteOrder(tx, SYSTEM_ACTOR, r.orderNumber, 'order.refund_failed', {
        refund_id: r.id,
        reason: STAFF_ORDER_MESSAGES.refundStalled,
      });
    }
    return stalled.length;
  });
}

/** The refunds of an order, oldest first. */
export function refundsOf(db: Db, orderId: number) {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}
