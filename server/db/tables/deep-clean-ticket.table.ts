import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** SPEC §3 deepCleanTickets: the deep-cleaning plans and their prices (NT$, tax included). */
export const deepCleanTickets = pgTable('deep_clean_tickets', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  sort: integer('sort').notNull().default(0),
});
