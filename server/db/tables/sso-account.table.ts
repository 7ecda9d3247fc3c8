import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sign-in service's account store (it stands in for the external single sign-on, so it keeps
 * its own table; the site's `members` only know the `subject` as `outer_id`).
 */
export const ssoAccounts = pgTable('sso_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** the public, stable id put in `sub` of id_tokens: not the row id, which would be guessable */
  subject: text('subject').notNull().unique(),
  /** lower-cased */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  /** scrypt$N$r$p$salt$hash */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
