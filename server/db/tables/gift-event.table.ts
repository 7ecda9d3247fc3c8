import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns, timestampColumns } from '../columns';
import { giftMenus } from './gift-menu.table';

/**
 * A gift event: buy within [started_on, ended_on] through one of its channels for at least
 * `min_amount`, claim by `apply_ended_on`. Days are Taiwan calendar days, as invoices are dated.
 */
export const giftEvents = pgTable(
  'gift_events',
  {
    id: serial('id').primaryKey(),
    brandSection: text('brand_section').notNull(),
    menuId: integer('menu_id').references(() => giftMenus.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    ...imageColumns(),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }).notNull(),
    applyEndedOn: date('apply_ended_on', { mode: 'string' }).notNull(),
    minAmount: integer('min_amount').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    /** the optimistic lock of staff edits (issue 28): each save bumps it, a save from an older one is refused */
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  (t) => [
    index('gift_events_section_idx').on(t.brandSection, t.startedOn),
    check('gift_events_dates_check', sql`${t.endedOn} >= ${t.startedOn} and ${t.applyEndedOn} >= ${t.endedOn}`),
    check('gift_events_min_amount_check', sql`${t.minAmount} >= 0`),
  ],
);
