import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampColumns, timestamptz } from '../columns';
import { events } from './event.table';
import { eventSessions } from './event-session.table';
import { surveyResponses } from './event-survey.table';
import { members } from './member.table';

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
