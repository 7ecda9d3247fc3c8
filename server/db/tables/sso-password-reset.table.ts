import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ssoAccounts } from './sso-account.table';

/** Password-reset links: only the SHA-256 of the link's token is kept; a link works once. */
export const ssoPasswordResets = pgTable(
  'sso_password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ssoAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_password_resets_account_id_idx').on(t.accountId)],
);
