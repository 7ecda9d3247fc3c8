import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { eventSessions } from './event-session.table';

/** A ticket type of a session: its price (0: free) and quota; `sold` moves like seats_taken. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    quota: integer('quota').notNull(),
    sold: integer('sold').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('event_tickets_session_idx').on(t.sessionId),
    check('event_tickets_price_check', sql`${t.price} >= 0`),
    check('event_tickets_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.quota}`),
  ],
);
