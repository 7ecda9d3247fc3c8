import type { LoginToken } from './login-token.schema';
import { isPlainText } from './plain-text';

/** LoginTokenSchema's length limits, shared with the check below. */
export const TOKEN_TYPE_MAX_LENGTH = 20;
export const TOKEN_MAX_LENGTH = 512;

/** zod measures a string's length in code points (a pair of surrogates is one), not UTF-16 units */
const codePoints = (value: string) => [...value].length;

const isTokenText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value !== '' && codePoints(value) <= max && isPlainText(value);

/**
 * LoginTokenSchema's rules without zod, for the browser's synchronous reads of the cookie (the
 * session store at start, the Authorization header), which happen before the first page is
 * hydrated and must not wait for zod. Same answer as `LoginTokenSchema.safeParse`: a plain object
 * with both texts, 1 to 20 and 1 to 512 characters, no control characters; other keys dropped.
 * tests/unit/server/login-token-check.test.ts holds the two to the same answers.
 */
export function checkLoginToken(value: unknown): LoginToken | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { token_type, token } = value as Record<string, unknown>;
  if (!isTokenText(token_type, TOKEN_TYPE_MAX_LENGTH) || !isTokenText(token, TOKEN_MAX_LENGTH)) return null;
  return { token_type, token };
}
