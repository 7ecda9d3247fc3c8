import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { LoginPayloadSchema } from '../../schemas/auth-login.schema';
import { encodeLoginToken, TOKEN_COOKIE } from '../../schemas/login-token-cookie';
import type { AppEnv } from '../app-env';
import { ForbiddenError, UnauthenticatedError } from '../domain/domain-errors';
import { validate } from '../http/validate';
import { logIn } from '../services/auth.service';
import { idTokenTrust } from '../services/id-token.service';
import { enforceRateLimits, rulesFor } from '../services/rate-limit.service';
import { endSession } from '../services/sessions.service';
import { keyEncryption } from '../sso/key-encryption';
import { publishedJwks } from '../sso/signing-keys.service';
import { clearLoginNonce, expectedLoginNonce } from './login-nonce';
import { callingMember, readLoginToken } from './member-auth.middleware';
import { clientIp, isCrossSite, isHttps, siteOrigin } from './request-info';

/** SPEC §7 `POST /auth/login` and `GET /api/clear-cookie`, mounted under /api. */
export function authRoutes() {
  return new Hono<AppEnv>()
    .post('/auth/login', validate('json', LoginPayloadSchema), async (c) => {
      const { db, env, log } = c.var.deps;
      const { outer_id, access_token } = c.req.valid('json');
      await enforceRateLimits(db, rulesFor('login', clientIp(c), outer_id));

      // the site's own sign-in service publishes its keys from the shared database
      const trust = await idTokenTrust(env, siteOrigin(c), () => publishedJwks(db, keyEncryption(env)));
      const ownIssuer = !env.SSO_ISSUER;
      const signedIn = await callingMember(c);
      const session = await logIn(db, {
        outerId: outer_id,
        idToken: access_token,
        trust,
        // each sign-in is bound to this browser: the site's own service puts the cookie's digest in
        // the token as `nonce`, and so does an external provider asked by /api/auth/oidc/authorize
        nonce: expectedLoginNonce(c),
        requireJti: ownIssuer,
        signedInMemberId: signedIn?.id ?? null,
      }).catch((err: unknown) => {
        if (err instanceof UnauthenticatedError) log.warn({ reason: err.reason }, 'login refused');
        throw err;
      });
      clearLoginNonce(c);
      const token = { token_type: session.token_type, token: session.token };
      // Not HttpOnly: SPEC §3 has the client read this cookie (it also keeps the token itself).
      setCookie(c, TOKEN_COOKIE, encodeLoginToken(token), {
        path: '/',
        sameSite: 'Lax',
        secure: isHttps(c),
        expires: session.expiresAt,
      });
      return c.json({ data: token });
    })
    .get('/clear-cookie', async (c) => {
      // SPEC §7 keeps it a GET: another site must not log the member out with a link or an image
      if (isCrossSite(c)) throw new ForbiddenError();
      const token = readLoginToken(c);
      if (token) await endSession(c.var.deps.db, token);
      deleteCookie(c, TOKEN_COOKIE, { path: '/', secure: isHttps(c) });
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { cleared: true } });
    });
}
