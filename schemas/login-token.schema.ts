import { z } from 'zod';
import { plainText } from './plain-text.schema';

/** SPEC §3: the login token object, kept in a cookie as base64-encoded JSON. */
export const LoginTokenSchema = z.object({
  token_type: plainText().min(1).max(20),
  token: plainText().min(1).max(512),
});
export type LoginToken = z.infer<typeof LoginTokenSchema>;

export const TOKEN_COOKIE = 'token';

const utf8 = { enc: new TextEncoder(), dec: new TextDecoder() };

export function encodeLoginToken(token: LoginToken): string {
  let bin = '';
  for (const byte of utf8.enc.encode(JSON.stringify(token))) bin += String.fromCharCode(byte);
  return btoa(bin);
}

/** null for anything that is not a well-formed token: a cookie is user input. */
export function decodeLoginToken(value: string | undefined | null): LoginToken | null {
  if (!value) return null;
  try {
    const bin = atob(decodeURIComponent(value));
    const json = utf8.dec.decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    const parsed = LoginTokenSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
