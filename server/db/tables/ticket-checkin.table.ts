import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { eventOrderItems } from './event-order.table';
import { eventSessions } from './event-session.table';

/**
 * A ticket let in at the door (STAFF.md "Check-in at the door"). One row per ticket at most: the
 * unique order item is what stops two phones admitting one ticket, whatever they decided alone.
 * `scan_id` is the phone's own id for the scan, so an upload repeated after a dropped connection
 * finds its first row instead of counting again.
 */
export const ticketCheckins = pgTable(
  'ticket_checkins',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => eventOrderItems.id, { onDelete: 'restrict' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    scanId: text('scan_id').notNull().unique(),
    /** the phone's name for itself, shown to the next phone that scans the ticket */
    device: text('device').notNull(),
    /** when the phone let the ticket in (an offline scan's own time, not its upload's) */
    checkedInAt: timestamptz('checked_in_at').notNull(),
    /** who held the phone: a member id, no foreign key (as the audit log keeps it) */
    staffId: integer('staff_id').notNull(),
    /** `qr`: a signed code scanned; `number`: a registration number typed */
    method: text('method').notNull(),
    /** decided on the phone without the server, uploaded later */
    offline: boolean('offline').notNull().default(false),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('ticket_checkins_session_idx').on(t.sessionId),
    check('ticket_checkins_method_check', sql`${t.method} in ('qr','number')`),
  ],
);

/**
 * An offline admission the server could not accept when it arrived: the ticket was let in by
 * another phone first, or was refunded, or was not this session's. Kept for staff to see after
 * the doors close; one row per scan, so a repeated upload reports it once.
 */
export const ticketCheckinConflicts = pgTable(
  'ticket_checkin_conflicts',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    scanId: text('scan_id').notNull().unique(),
    registrationNumber: text('registration_number').notNull(),
    device: text('device').notNull(),
    scannedAt: timestamptz('scanned_at').notNull(),
    staffId: integer('staff_id').notNull(),
    /** why the server refused it: `already`, `refunded`, `wrong_session`, `invalid` */
    reason: text('reason').notNull(),
    /** the admission that came first, when the reason is `already` */
    checkinId: integer('checkin_id').references(() => ticketCheckins.id, { onDelete: 'restrict' }),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('ticket_checkin_conflicts_session_idx').on(t.sessionId),
    check(
      'ticket_checkin_conflicts_reason_check',
      sql`${t.reason} in ('already','refunded','wrong_session','invalid')`,
    ),
  ],
);
