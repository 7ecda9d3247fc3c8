import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key pair that signs id_tokens, created on first start and kept here so that every app
 * server signs and verifies with the same key. The public half is published as JWKS.
 */
export const ssoSigningKeys = pgTable('sso_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** set when rotated out: still published (tokens already issued verify) but no longer used to sign */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
