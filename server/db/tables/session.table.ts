import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member.table';

/**
 * Login sessions. The token itself is never stored: only its SHA-256, so a leaked table does not
 * log anyone in. App servers share this table, so any of them can check a token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_member_id_idx').on(t.memberId)],
);
