import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { events } from './event.table';
import { members } from './member.table';

/** A member's saved events (`POST /api/user/collect_events/{id}` toggles one). */
export const favouriteEvents = pgTable(
  'favourite_events',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.eventId] }), index('favourite_events_event_idx').on(t.eventId)],
);
