import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumns, timestamptz } from '../columns';

/**
 * One attempt to collect money for a payable (an event order, a deep-clean order...) through a
 * gateway. An order may have several (a retried payment); the notify of each is kept, so money
 * that arrives when the payable no longer wants it is flagged for a refund instead of lost.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** the merchant trade number sent to the gateway */
    tradeNo: text('trade_no').notNull().unique(),
    gateway: text('gateway').notNull(),
    payableKind: text('payable_kind').notNull(),
    payableId: text('payable_id').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** SPEC §9 code: 9104, 9101, 9111 */
    payType: text('pay_type').notNull(),
    /** pending → paid | failed; a paid one stays paid */
    status: text('status').notNull().default('pending'),
    gatewayTradeNo: text('gateway_trade_no'),
    /** what the gateway says was paid */
    paidAmount: integer('paid_amount'),
    paidAt: timestamptz('paid_at'),
    /** money the payable could not take (late, cancelled, paid twice, wrong amount): give it back */
    needsRefund: boolean('needs_refund').notNull().default(false),
    refundReason: text('refund_reason'),
    /** set once the money has been given back */
    refundedAt: timestamptz('refunded_at'),
    /** what the gateway has given back so far (partial refunds add up) */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** how many verified notifies arrived (gateways retry) and the last one as received */
    notifyCount: integer('notify_count').notNull().default(0),
    lastNotify: jsonb('last_notify').$type<Record<string, string>>(),
    /** a gateway's back-office test notify (SimulatePaid) arrived: recorded, never fulfilled */
    simulatedAt: timestamptz('simulated_at'),
    ...timestampColumns(),
  },
  (t) => [
    index('payments_payable_idx').on(t.payableKind, t.payableId),
    index('payments_needs_refund_idx').on(t.needsRefund).where(sql`${t.needsRefund}`),
    check('payments_status_check', sql`${t.status} in ('pending','paid','failed')`),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);
