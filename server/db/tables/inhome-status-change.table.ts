import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { inhomeRequests } from './inhome-request.table';
import { members } from './member.table';

/**
 * Every move of an in-home request's status, with its time, who made it (null: the member's own
 * submission), the visit it set and the note the member reads. Its own table rather than
 * repair_status_changes: that one belongs to repairs (its key, its cascade).
 */
export const inhomeStatusChanges = pgTable(
  'inhome_status_changes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => inhomeRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    visitDate: date('visit_date', { mode: 'string' }),
    visitStart: text('visit_start'),
    visitEnd: text('visit_end'),
    byMemberId: integer('by_member_id').references(() => members.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [index('inhome_status_changes_request_idx').on(t.requestId)],
);
