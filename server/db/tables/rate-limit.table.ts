import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window attempt counters (sign-in, register, reset, login), shared by all app servers. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
