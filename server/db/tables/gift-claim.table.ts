import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GIFT_CLAIM_STATES } from '../../../schemas/gift-apply.schema';
import { timestampColumns, timestamptz } from '../columns';
import { channels } from './channel.table';
import { giftChoices } from './gift-choice.table';
import { giftEvents } from './gift-event.table';
import { members } from './member.table';

/**
 * A member's claim of a gift (SPEC §3 gift form). One claim per invoice number per event, whoever
 * sends it and whatever random code it comes with: an e-invoice number is unique in Taiwan within
 * its period, while the random code is the member's word (the site cannot verify it) and a
 * company's (B2B) invoice has none (null).
 */
export const giftClaims = pgTable(
  'gift_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    giftEventId: integer('gift_event_id')
      .notNull()
      .references(() => giftEvents.id),
    giftChoiceId: integer('gift_choice_id')
      .notNull()
      .references(() => giftChoices.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    salePerson: text('sale_person'),
    invoiceNumber: text('invoice_number').notNull(),
    randomCode: text('random_code'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    invoiceAmount: integer('invoice_amount').notNull(),
    invoiceProducts: text('invoice_products').notNull(),
    taxId: text('tax_id'),
    scanInvoiceNumber: text('scan_invoice_number'),
    scanInvoiceDate: date('scan_invoice_date', { mode: 'string' }),
    scanRandomCode: text('scan_random_code'),
    scanInvoiceAmount: integer('scan_invoice_amount'),
    receiveName: text('receive_name').notNull(),
    receivePhone: text('receive_phone').notNull(),
    receiveZipCode: text('receive_zip_code').notNull(),
    receiveCity: text('receive_city').notNull(),
    receiveTown: text('receive_town').notNull(),
    receiveAddress: text('receive_address').notNull(),
    giftText: text('gift_text'),
    state: text('state', { enum: GIFT_CLAIM_STATES }).notNull().default('submitted'),
    rejectReason: text('reject_reason'),
    /** staff's decision (server/domain/gift-claim-lifecycle.machine.ts): when, and by whom */
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'set null' }),
    /** the parcel, once shipped: who carries it and its tracking number */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamptz('shipped_at'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('gift_claims_event_invoice_unique').on(t.giftEventId, t.invoiceNumber),
    index('gift_claims_member_idx').on(t.memberId, t.createdAt),
    check('gift_claims_state_check', sql`${t.state} in ('submitted','approved','rejected','shipped')`),
    check('gift_claims_reject_reason_check', sql`(${t.state} = 'rejected') = (${t.rejectReason} is not null)`),
    check(
      'gift_claims_parcel_check',
      sql`(${t.state} = 'shipped') = (${t.carrier} is not null and ${t.trackingNumber} is not null)`,
    ),
    index('gift_claims_state_idx').on(t.state, t.createdAt),
  ],
);
