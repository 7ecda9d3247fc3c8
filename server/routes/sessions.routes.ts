import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { TOKEN_COOKIE } from '../../schemas/login-token-cookie';
import { endAllSessions } from '../services/sessions.service';
import type { MemberEnv } from './member-auth.middleware';
import { isHttps } from './request-info';

/**
 * `POST /api/user/sessions/end-all`: "sign out on all devices" (the member area's button). Every
 * session of the caller ends, this one included, so the cookie goes too. Mounted under /api/user,
 * whose prefix guard has set `c.var.member`; a POST, so no link or image on another site fires it.
 */
export function sessionRoutes() {
  return new Hono<MemberEnv>().post('/sessions/end-all', async (c) => {
    const ended = await endAllSessions(c.var.deps.db, c.var.member.id);
    deleteCookie(c, TOKEN_COOKIE, { path: '/', secure: isHttps(c) });
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { ended } });
  });
}
