import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { giftEvents } from './gift-event.table';

/**
 * A gift a claim can ask for, with what is left of it. `stock` is taken by one conditional
 * UPDATE in the claim's transaction (gift-claims.service.ts); the check is the last word.
 */
export const giftChoices = pgTable(
  'gift_choices',
  {
    id: serial('id').primaryKey(),
    giftEventId: integer('gift_event_id')
      .notNull()
      .references(() => giftEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('gift_choices_event_idx').on(t.giftEventId), check('gift_choices_stock_check', sql`${t.stock} >= 0`)],
);
