import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/**
 * The fast-repair counter's slots (SPEC §3 reserveTimes). `booked` only ever moves through one
 * conditional UPDATE (`booked < capacity`), so concurrent bookings cannot overfill a slot; the
 * check constraint says the same to anyone who writes here by hand.
 */
export const reserveTimes = pgTable(
  'reserve_times',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    /** `HH:mm`, Taipei time */
    time: text('time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    unique('reserve_times_date_time_key').on(t.date, t.time),
    check('reserve_times_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);
