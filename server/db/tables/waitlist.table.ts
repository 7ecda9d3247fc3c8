import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { eventSessions } from './event-session.table';
import { members } from './member.table';

/**
 * The waiting list of full event sessions (issue 20 item 8): one row per member and session while
 * they wait or hold seats; leaving, signing up with the hold or letting it pass deletes the row.
 * `held` rows count in the session's `seats_taken` (server/services/waitlist.service.ts), so held
 * seats are never sold to anyone else.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    status: text('status', { enum: ['waiting', 'held'] })
      .notNull()
      .default('waiting'),
    /** the place in line: first come, first held */
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    /** while held: the member signs up before this, or the seats pass to the next in line */
    heldUntil: timestamptz('held_until'),
  },
  (t) => [
    uniqueIndex('waitlist_member_session_idx').on(t.memberId, t.sessionId),
    index('waitlist_line_idx').on(t.sessionId, t.joinedAt, t.id),
    index('waitlist_held_idx').on(t.heldUntil).where(sql`${t.status} = 'held'`),
    check('waitlist_status_check', sql`${t.status} in ('waiting','held')`),
    check('waitlist_seats_check', sql`${t.seats} >= 1`),
    check('waitlist_held_check', sql`(${t.status} = 'held') = (${t.heldUntil} is not null)`),
  ],
);
