import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumns, timestamptz } from '../columns';
import { brands } from './brand.table';
import { channels } from './channel.table';
import { members } from './member.table';
import { productModels } from './product-model.table';

/** A member's warranty registration (SPEC §3 warranty form); its photos are `media` rows of kind warranty. */
export const warranties = pgTable(
  'warranties',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** one of the brand's models; null when the brand does not verify models and the member typed one */
    modelId: integer('model_id').references(() => productModels.id),
    /** the model as the member typed it (a brand whose product info has is_verify_model off) */
    modelName: text('model_name'),
    serial: text('serial'),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    orderNumber: text('order_number'),
    inputMethod: text('input_method', { enum: ['manual', 'camera', 'photo'] }).notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    scanInvoiceDate: date('scan_invoice_date', { mode: 'string' }),
    invoiceRandom: text('invoice_random'),
    invoiceAmount: integer('invoice_amount'),
    /** utm_* of the address the member landed on */
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    /** staff's review (server/domain/warranty-review.machine.ts is the one authority on its moves) */
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    /** approved: the warranty's last day, from the invoice date and the model's warranty months */
    endsOn: date('ends_on', { mode: 'string' }),
    /** refused: why, in staff's words (the member reads it) */
    refuseReason: text('refuse_reason'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => members.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (t) => [
    index('warranties_member_idx').on(t.memberId, t.id),
    index('warranties_status_idx').on(t.status, t.id),
    check('warranties_model_named', sql`${t.modelId} is not null or ${t.modelName} is not null`),
  ],
);
