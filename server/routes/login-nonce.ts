import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { newSecretToken } from '../services/secret-token';
import { isHttps } from './request-info';

/**
 * Login CSRF: the sign-in round trip is bound to the browser that made it. The sign-in service
 * gives the browser a random cookie and puts its SHA-256 in the id_token as `nonce`;
 * `POST /api/auth/login` accepts the token only from a browser holding that cookie. Someone
 * else's `outer_id` + `id_token` in a link therefore sign no one in. HttpOnly: no script needs it.
 */
export const LOGIN_NONCE_COOKIE = 'login_nonce';
const FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** as long as a sign-in may reasonably take */
const MAX_AGE_SECONDS = 60 * 60;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The nonce for an id_token issued to this browser (its cookie set now if it has none). */
export function loginNonceFor<E extends AppEnv>(c: Context<E>): string {
  let value = getCookie(c, LOGIN_NONCE_COOKIE);
  if (!value || !FORMAT.test(value)) {
    value = newSecretToken();
    setCookie(c, LOGIN_NONCE_COOKIE, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c),
      maxAge: MAX_AGE_SECONDS,
    });
  }
  return digest(value);
}

/** The nonce an id_token must carry to be this browser's; null when it holds no cookie. */
export function expectedLoginNonce<E extends AppEnv>(c: Context<E>): string | null {
  const value = getCookie(c, LOGIN_NONCE_COOKIE);
  return value && FORMAT.test(value) ? digest(value) : null;
}

/** Used once: the next sign-in gets a new one. */
export function clearLoginNonce<E extends AppEnv>(c: Context<E>): void {
  deleteCookie(c, LOGIN_NONCE_COOKIE, { path: '/', secure: isHttps(c) });
}
