import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/** The site's public origin: PUBLIC_URL when set (behind a proxy), else the request's own. */
export function siteOrigin<E extends AppEnv>(c: Context<E>): string {
  const { PUBLIC_URL } = c.var.deps.env;
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : new URL(c.req.url).origin;
}

/** Is the site served over https (cookies get `Secure`)? */
export const isHttps = <E extends AppEnv>(c: Context<E>) => siteOrigin(c).startsWith('https:');

/**
 * The caller's address, for rate limits. Behind a proxy (TRUST_PROXY) the last X-Forwarded-For
 * entry is the one our proxy added; earlier entries are whatever the client chose to send.
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // no socket: app.request() in tests, or another runtime
    return 'unknown';
  }
}

/**
 * Did the browser say this request comes from another site (a link, an image or a form there)?
 * Sec-Fetch-Site first (`none` is an address typed or bookmarked); else an Origin that is not the
 * site's. A request that says neither (no browser, or a very old one) is not called cross-site.
 */
export function isCrossSite<E extends AppEnv>(c: Context<E>): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== siteOrigin(c);
}
