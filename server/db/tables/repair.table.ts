import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { RepairItem } from '../../../schemas/repair.schema';
import { timestampColumns, timestamptz } from '../columns';
import { deepCleanTickets } from './deep-clean-ticket.table';
import { locations } from './location.table';
import { members } from './member.table';
import { reserveTimes } from './reserve-time.table';

export interface RepairParty {
  name: string;
  sex: string;
  phone: string;
  city: string;
  town: string;
  zip_code: string;
  address: string;
  memo: string | null;
}

export interface RepairInvoice {
  invoice_num: string | null;
  invoice_date: string | null;
  carrier_type: string;
  carrier_num: string | null;
  invoice_ubn: string | null;
  invoice_title: string | null;
}

/**
 * A member's repair (SPEC §3 repair form and record): general, fast or deep. `status` moves only
 * through the life-cycle machine (server/domain/repair-lifecycle.machine.ts), each move recorded
 * in repair_status_changes.
 */
export const repairs = pgTable(
  'repairs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['general', 'fast', 'deep'] }).notNull(),
    status: text('status').notNull().default('received'),
    /** the first item's brand and model names as they were when it was sent (the record shows them) */
    brandName: text('brand_name').notNull(),
    modelName: text('model_name').notNull(),
    serial: text('serial'),
    items: jsonb('items').$type<Omit<RepairItem, 'serial_required'>[]>().notNull(),
    sender: jsonb('sender').$type<RepairParty>().notNull(),
    receiver: jsonb('receiver').$type<RepairParty>().notNull(),
    invoice: jsonb('invoice').$type<RepairInvoice>().notNull(),
    reserveTimeId: integer('reserve_time_id').references(() => reserveTimes.id),
    /** a fast repair's store: where the member brings the product at the reserve time */
    bookStoreId: integer('book_store_id').references(() => locations.id),
    bookDate: date('book_date', { mode: 'string' }),
    bookTime: text('book_time'),
    bookMemo: text('book_memo'),
    deepTicketId: integer('deep_ticket_id').references(() => deepCleanTickets.id),
    /** NT$ to pay (deep cleaning); null when nothing is charged up front */
    amount: integer('amount'),
    /** how the member chose to pay (SPEC §9 pay types), the gateway's reference, and when it was paid */
    payType: text('pay_type'),
    paymentRef: text('payment_ref'),
    paidAt: timestamptz('paid_at'),
    deliverySerial: text('delivery_serial'),
    deliveryUrl: text('delivery_url'),
    ...timestampColumns(),
  },
  (t) => [index('repairs_member_idx').on(t.memberId, t.id)],
);
