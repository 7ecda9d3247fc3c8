import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { members } from './member.table';

/**
 * The console's drafts (schemas/staff-draft.schema.ts): a form's values as an editor left them,
 * one row per kind, record and person, replaced at each autosave and removed when the record is
 * saved or the draft discarded.
 */
export const staffDrafts = pgTable(
  'staff_drafts',
  {
    kind: text('kind').notNull(),
    /** the record's id or key; `new` for a record not saved yet */
    recordKey: text('record_key').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** the record's version the editor started from */
    baseVersion: integer('base_version').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordKey, t.memberId] }),
    index('staff_drafts_updated_idx').on(t.updatedAt),
  ],
);
