import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { decodeLoginToken, type LoginToken, LoginTokenSchema, TOKEN_COOKIE } from '../../schemas/login-token.schema';
import type { AppEnv } from '../app-env';

/** Routes behind requireMember see the caller as `c.var.member`, and only ever that member's rows. */
export interface MemberEnv {
  Variables: AppEnv['Variables'] & { member: { id: number } };
}

export const UNAUTHENTICATED_MESSAGE = '請先登入會員。';

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

/** 401 `{ message: '請先登入會員。' }` unless the request carries a valid, unexpired session token. */
export const requireMember = createMiddleware<MemberEnv>(async (c, next) => {
  // mounted both on /api/user/* and inside member routers: look the session up once
  if (!c.var.member) {
    const token = readLoginToken(c);
    const member = token ? await c.var.deps.sessions.findMember(token) : null;
    if (!member) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ message: UNAUTHENTICATED_MESSAGE }, 401);
    }
    c.set('member', member);
  }
  await next();
});
