import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Registrations waiting for their mailed link: the account is created only when the owner of the
 * address opens it, so the register form answers the same whether or not the address is taken.
 * Only the SHA-256 of the link's token is kept.
 */
export const ssoRegistrations = pgTable(
  'sso_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // the agreement sent with the form, carried to the account (null only for rows older than it)
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_registrations_email_idx').on(t.email)],
);
