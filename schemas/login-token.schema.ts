import { z } from 'zod';
import { TOKEN_MAX_LENGTH, TOKEN_TYPE_MAX_LENGTH } from './login-token-check';
import { loginTokenJson } from './login-token-cookie';
import { plainText } from './plain-text.schema';

/** SPEC §3: the login token object (the login answer's data; the cookie's JSON: login-token-cookie.ts). */
export const LoginTokenSchema = z.object({
  token_type: plainText().min(1).max(TOKEN_TYPE_MAX_LENGTH),
  token: plainText().min(1).max(TOKEN_MAX_LENGTH),
});
export type LoginToken = z.infer<typeof LoginTokenSchema>;

/** The server's reading of the cookie: null for anything that is not a well-formed token (a cookie is user input). */
export function decodeLoginToken(value: string | undefined | null): LoginToken | null {
  const parsed = LoginTokenSchema.safeParse(loginTokenJson(value));
  return parsed.success ? parsed.data : null;
}
