import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The captcha's HMAC key when CAPTCHA_HMAC_KEY is not set: made once and kept here so that a
 * challenge signed by one app server verifies on another. One row, id 1.
 */
export const captchaKeys = pgTable('captcha_keys', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
