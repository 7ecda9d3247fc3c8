import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

/**
 * The numbers the tax office assigned for one two-month period (字軌): `next_no` moves by a
 * conditional update, so two invoices never share a number and none is skipped by a rollback
 * of another (the allocation is part of the issuing transaction).
 */
export const invoiceTracks = pgTable(
  'invoice_tracks',
  {
    id: serial('id').primaryKey(),
    /** two capital letters */
    track: text('track').notNull(),
    /** ROC year and the period's first month, `11511` */
    period: text('period').notNull(),
    startNo: integer('start_no').notNull(),
    endNo: integer('end_no').notNull(),
    nextNo: integer('next_no').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_tracks_track_idx').on(t.period, t.track, t.startNo),
    check('invoice_tracks_range_check', sql`${t.startNo} <= ${t.nextNo} and ${t.nextNo} <= ${t.endNo} + 1`),
  ],
);

/** An issued e-invoice (SPEC user order invoice_info) for a payable: event orders now, others later. */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    payableKind: text('payable_kind').notNull(),
    payableId: text('payable_id').notNull(),
    amount: integer('amount').notNull(),
    randomCode: text('random_code').notNull(),
    carrierType: text('carrier_type').notNull(),
    carrierNum: text('carrier_num'),
    buyerUbn: text('buyer_ubn'),
    buyerTitle: text('buyer_title'),
    email: text('email').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (t) => [index('e_invoices_payable_idx').on(t.payableKind, t.payableId)],
);

/**
 * 折讓證明單: the credit note a refund issues against its invoice (SPEC credit_info). An invoice
 * may have several: each partial refund (some tickets of an order) has its own, for its amount.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    no: text('no').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => eInvoices.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (t) => [index('credit_notes_invoice_idx').on(t.invoiceId)],
);
