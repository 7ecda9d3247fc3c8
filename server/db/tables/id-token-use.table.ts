import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * id_tokens already turned into a session, by issuer and `jti`: each works once. A row is needed
 * only until its token expires (`expires_at`); older rows are swept.
 */
export const idTokenUses = pgTable(
  'id_token_uses',
  {
    issuer: text('issuer').notNull(),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.jti] }), index('id_token_uses_expires_at_idx').on(t.expiresAt)],
);
