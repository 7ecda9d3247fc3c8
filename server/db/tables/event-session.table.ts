import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumns, timestamptz } from '../columns';
import { events } from './event.table';

/**
 * One date of an event: its place and format, how many people it seats and how many tickets one
 * member may hold for it. `seats_taken` moves only by conditional updates (`seats_taken + n <=
 * capacity`) in the order's transaction: never a read-then-write (DOMAIN: that oversells).
 */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at').notNull(),
    placeName: text('place_name').notNull(),
    placeAddress: text('place_address').notNull().default(''),
    format: text('format').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** tickets one member may hold for this session, over all their live orders */
    purchaseLimit: integer('purchase_limit').notNull(),
    /** sign-up closes here (default: the start) */
    signUpEndsAt: timestamptz('sign_up_ends_at'),
    ...timestampColumns(),
  },
  (t) => [
    index('event_sessions_event_idx').on(t.eventId, t.startedAt),
    check('event_sessions_format_check', sql`${t.format} in ('online','offline')`),
    check('event_sessions_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    check('event_sessions_limit_check', sql`${t.purchaseLimit} >= 1`),
    check('event_sessions_dates_check', sql`${t.endedAt} >= ${t.startedAt}`),
  ],
);
