import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { newSecretToken } from '../services/secret-token';

/**
 * One authorization-code round trip (RFC 6749 + PKCE, RFC 7636), kept by the browser that
 * started it: `state` ties the provider's answer to this browser (a code someone else obtained
 * cannot be slipped in), the PKCE verifier proves to the provider that whoever redeems the code
 * asked for it, and the return path says where the member was going. Kept in an HttpOnly cookie
 * of the callback's path only: nothing to store server-side, nothing a script can read.
 */
export const OIDC_TRANSACTION_COOKIE = 'oidc_tx';
export const OIDC_TRANSACTION_PATH = '/api/auth/oidc';
/** as long as a sign-in at the provider may reasonably take */
export const OIDC_TRANSACTION_MAX_AGE_SECONDS = 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TransactionSchema = z.object({
  state: z.string().regex(TOKEN),
  verifier: z.string().regex(TOKEN),
  /** a path of this site, already checked */
  returnTo: z.string().startsWith('/').max(2048),
  banner: z.number().int(),
});
export type OidcTransaction = z.infer<typeof TransactionSchema>;

export function newTransaction(returnTo: string, banner: number): OidcTransaction {
  // 32 random bytes each, base64url: the verifier's 43 characters are within RFC 7636's 43-128
  return { state: newSecretToken(), verifier: newSecretToken(), returnTo, banner };
}

/** RFC 7636 §4.2, method S256. */
export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export const encodeTransaction = (tx: OidcTransaction) => Buffer.from(JSON.stringify(tx)).toString('base64url');

export function decodeTransaction(raw: string | undefined): OidcTransaction | null {
  if (!raw || raw.length > 4096) return null;
  try {
    const parsed = TransactionSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The provider's `state` is this browser's, compared in constant time. */
export function sameState(tx: OidcTransaction, state: string | undefined): boolean {
  if (!state) return false;
  const a = Buffer.from(tx.state);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}
