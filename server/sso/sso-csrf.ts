import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { isHttps, siteOrigin } from '../routes/request-info';
import { newSecretToken } from '../services/secret-token';

/**
 * Two independent checks on every form post of the sign-in service:
 * 1. origin: the browser's Origin (or Sec-Fetch-Site, or Referer) must be the site itself;
 * 2. double submit: the form's `_csrf` field must equal the `sso_csrf` cookie, which a page on
 *    another site can neither read nor set (HttpOnly, SameSite=Strict, scoped to /sso).
 */
export const CSRF_COOKIE = 'sso_csrf';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The browser's CSRF token, created (and set as a cookie) on its first visit. */
export function csrfToken(c: Context<AppEnv>): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing && TOKEN_FORMAT.test(existing)) return existing;
  const token = newSecretToken();
  setCookie(c, CSRF_COOKIE, token, { path: '/sso', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
  return token;
}

function fromSameOrigin(c: Context<AppEnv>): boolean {
  const site = siteOrigin(c);
  const origin = c.req.header('origin');
  if (origin) return origin === site;
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const referer = c.req.header('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === site;
  } catch {
    return false;
  }
}

export function isCsrfSafe(c: Context<AppEnv>, submitted: unknown): boolean {
  if (!fromSameOrigin(c)) return false;
  const cookie = getCookie(c, CSRF_COOKIE);
  if (!cookie || typeof submitted !== 'string') return false;
  // bytes, not characters: '４３' is as long as '43' in characters but not in UTF-8 (and
  // timingSafeEqual throws on buffers of different lengths)
  const [a, b] = [Buffer.from(cookie), Buffer.from(submitted)];
  return a.length === b.length && timingSafeEqual(a, b);
}
