import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampColumns, timestamptz } from '../columns';
import { events } from './event.table';
import { eventSessions } from './event-session.table';
import { surveyResponses } from './event-survey.table';
import { members } from './member.table';
import { payments } from './payment.table';

/**
 * A member's event order (SPEC §3 event order / user order). Its states and how each is reached
 * are in docs/decisions/event-orders.md: pending_payment → paid → refunded, pending_payment →
 * cancelled | expired; a free order is paid at once.
 */
export const eventOrders = pgTable(
  'event_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    /** tickets' sum before anything else (SPEC §3 amount) and what is charged (total) */
    amount: integer('amount').notNull(),
    total: integer('total').notNull(),
    count: integer('count').notNull(),
    /** SPEC §9 code: ZERO, 9104, 9101, 9111 */
    paymentType: text('payment_type').notNull(),
    /** the member's key for this submission: a second identical click finds the first order */
    idempotencyKey: text('idempotency_key').notNull(),
    surveyResponseId: integer('survey_response_id').references(() => surveyResponses.id, { onDelete: 'set null' }),
    invoice: jsonb('invoice')
      .$type<{
        carrier_type: string;
        carrier_num: string | null;
        invoice_ubn: string | null;
        invoice_title: string | null;
        invoice_email: string;
      }>()
      .notNull(),
    /** an unpaid order gives its seats back after this */
    expiresAt: timestamptz('expires_at'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    expiredAt: timestamptz('expired_at'),
    refundedAt: timestamptz('refunded_at'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('event_orders_member_key_idx').on(t.memberId, t.idempotencyKey),
    index('event_orders_member_idx').on(t.memberId, t.id),
    // a member's orders of some statuses, a page at a time in id order (GET /api/user/orders?status[]=)
    index('event_orders_member_status_idx').on(t.memberId, t.status, t.id),
    index('event_orders_session_idx').on(t.sessionId),
    index('event_orders_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending_payment'`),
    check('event_orders_status_check', sql`${t.status} in ('pending_payment','paid','cancelled','expired','refunded')`),
    check('event_orders_payment_type_check', sql`${t.paymentType} in ('ZERO','9104','9101','9111')`),
    check('event_orders_total_check', sql`${t.total} >= 0 and ${t.count} >= 1`),
  ],
);

/** One ticket of an order, for one participant, with its registration number (the QR code's content). */
export const eventOrderItems = pgTable(
  'event_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => eventOrders.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').notNull(),
    ticketName: text('ticket_name').notNull(),
    ticketPrice: integer('ticket_price').notNull(),
    registrationNumber: text('registration_number').notNull().unique(),
    userName: text('user_name').notNull(),
    userPhone: text('user_phone').notNull(),
    userEmail: text('user_email').notNull(),
    /** the refund that claims this ticket (open, failed or done): a ticket is in one refund at most */
    refundId: integer('refund_id'),
    /** set once its money went back: its seat is free again and its code is refused at the door */
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [index('event_order_items_order_idx').on(t.orderId)],
);

/** SPEC §3 refund form (accept, reasons, other reason): one per order. */
export const eventRefunds = pgTable('event_refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => eventOrders.id, { onDelete: 'cascade' }),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  otherReason: text('other_reason'),
  amount: integer('amount').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Money going back for some tickets of an order (server/services/order-refunds.service.ts): asked
 * for by the member or by staff, through the gateway (its answer kept) or handled outside it (cash
 * at the counter, a bank transfer). pending → succeeded | failed; a failed one is retried
 * (failed → pending), never marked done without the gateway's yes. Seats and the credit note
 * follow a success only.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => eventOrders.id, { onDelete: 'restrict' }),
    /** the paid attempt the money goes back to; null for a refund handled outside the gateway */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** 'gateway' | 'outside' */
    method: text('method').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    /** the order items (tickets) refunded */
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    /** 'member' | 'staff' */
    requestedBy: text('requested_by').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason').notNull(),
    /** whether the member is mailed when the money is back */
    notifyMember: boolean('notify_member').notNull().default(true),
    /** the caller's key: a double click or a retried request after a timeout refunds once */
    idempotencyKey: text('idempotency_key'),
    attempts: integer('attempts').notNull().default(0),
    /** the gateway's last answer as it came (ECPay: RtnCode, RtnMsg…) */
    gatewayAnswer: jsonb('gateway_answer').$type<Record<string, string>>(),
    failureReason: text('failure_reason'),
    creditNoteNo: text('credit_note_no'),
    settledAt: timestamptz('settled_at'),
    ...timestampColumns(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_key_idx').on(t.orderId, t.idempotencyKey),
    check('order_refunds_status_check', sql`${t.status} in ('pending','succeeded','failed')`),
    check('order_refunds_method_check', sql`${t.method} in ('gateway','outside')`),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
