import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { locations } from './location.table';

/**
 * The fast-repair counters' slots (SPEC §3 reserveTimes), each at one store (a location that
 * does fast repair): the member picks the store, then one of its slots. `booked` only ever moves through one
 * conditional UPDATE (`booked < capacity`), so concurrent bookings cannot overfill a slot; the
 * check constraint says the same to anyone who writes here by hand.
 */
export const reserveTimes = pgTable(
  'reserve_times',
  {
    id: serial('id').primaryKey(),
    /** the store whose counter the slot is at */
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** `HH:mm`, Taipei time */
    time: text('time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /**
     * set when staff close the slot (a holiday, the counter shut): members no longer see or book
     * it, and its bookings were cancelled with staff's message (staff-reserve-times.service.ts)
     */
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    unique('reserve_times_location_date_time_key').on(t.locationId, t.date, t.time),
    check('reserve_times_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);
