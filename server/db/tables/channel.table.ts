import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Where a product was bought (SPEC §7 /option/channels): contact, warranty and gift forms ask. */
export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});
