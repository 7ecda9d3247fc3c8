import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { members } from './member.table';
import { repairs } from './repair.table';

/** Every move of a repair's status, with its time and who made it (null: the member's own submission). */
export const repairStatusChanges = pgTable(
  'repair_status_changes',
  {
    id: serial('id').primaryKey(),
    repairId: integer('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    byMemberId: integer('by_member_id').references(() => members.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
    /** staff's words to the member with this move (the member's record and mail show them); null: none */
    note: text('note'),
  },
  (t) => [index('repair_status_changes_repair_idx').on(t.repairId)],
);
