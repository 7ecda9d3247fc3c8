import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ssoAccounts } from './sso-account.table';

/**
 * A member's agreement to the membership terms and the privacy policy: which versions
 * (schemas/legal-versions.ts) and when. Kept as rows, not columns of the account, so that a later
 * agreement to changed terms adds to the record instead of overwriting it.
 */
export const ssoAgreements = pgTable(
  'sso_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ssoAccounts.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    /** when the box was ticked and the form sent (the registration), not when the link was opened */
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_agreements_account_idx').on(t.accountId)],
);
