import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { decodeLoginToken, type LoginToken, LoginTokenSchema } from '../../schemas/login-token.schema';
import { TOKEN_COOKIE } from '../../schemas/login-token-cookie';
import type { AppEnv } from '../app-env';
import { UnauthenticatedError } from '../domain/domain-errors';

/** Routes behind requireMember see the caller as `c.var.member`, and only ever that member's rows. */
export interface MemberEnv {
  Variables: AppEnv['Variables'] & { member: { id: number } };
}

/**
 * SPEC §6: `Authorization: <token_type> <token>`; a browser that sends no header is still known
 * by its `token` cookie (base64 JSON, SPEC §3). A header, when sent, wins, even if it is bad.
 */
export function readLoginToken(c: Context): LoginToken | null {
  const header = c.req.header('authorization');
  if (header !== undefined) {
    const match = /^(\S+) +(\S+)$/.exec(header.trim());
    if (!match) return null;
    const parsed = LoginTokenSchema.safeParse({ token_type: match[1], token: match[2] });
    return parsed.success ? parsed.data : null;
  }
  return decodeLoginToken(getCookie(c, TOKEN_COOKIE));
}

/** The signed-in member the request's token names, or null for a guest (or a dead session). */
export async function callingMember<E extends AppEnv>(c: Context<E>): Promise<{ id: number } | null> {
  const token = readLoginToken(c);
  return token ? c.var.deps.sessions.findMember(token) : null;
}

/**
 * 401 (API_MESSAGES.unauthenticated) unless the request carries a valid, unexpired session token.
 * Mounted once, on the /api/user/* prefix (app.ts): the routers under it only type `MemberEnv`.
 */
export const requireMember = createMiddleware<MemberEnv>(async (c, next) => {
  const member = await callingMember(c);
  if (!member) throw new UnauthenticatedError();
  c.set('member', member);
  await next();
});
