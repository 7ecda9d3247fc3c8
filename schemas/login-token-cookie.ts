import type { LoginToken } from './login-token.schema';

/**
 * SPEC §3: the login token object, kept in a cookie as base64-encoded JSON. The format alone, with
 * no zod: the browser reads this cookie before its first page is hydrated, when zod is not loaded.
 * Whether the JSON is a token is decided by LoginTokenSchema (login-token.schema.ts) on the
 * server, and by checkLoginToken (login-token-check.ts), the same rules, in the browser.
 */
export const TOKEN_COOKIE = 'token';

const utf8 = { enc: new TextEncoder(), dec: new TextDecoder() };

export function encodeLoginToken(token: LoginToken): string {
  let bin = '';
  for (const byte of utf8.enc.encode(JSON.stringify(token))) bin += String.fromCharCode(byte);
  return btoa(bin);
}

/** The JSON the cookie holds (cookie-escaped or not); undefined when it holds no JSON at all. */
export function loginTokenJson(value: string | undefined | null): unknown {
  if (!value) return undefined;
  try {
    const bin = atob(decodeURIComponent(value));
    return JSON.parse(utf8.dec.decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch {
    return undefined;
  }
}
