import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha solutions already accepted, by their challenge's signature: a solution works once.
 * Kept until the challenge would have expired anyway, then swept.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_at_idx').on(t.expiresAt)],
);
