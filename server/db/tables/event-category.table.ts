import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** SPEC §3 event categories of type theme (what it is about) and unit (who organises it). */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('event_categories_type_check', sql`${t.type} in ('theme','unit')`)],
);
