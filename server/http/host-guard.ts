import { createMiddleware } from 'hono/factory';

/**
 * Refuses a request whose Host is not one of `allowed` (null: any). Entries without a port match
 * the name on any port. Runs first, so nothing is read, counted, mailed or cached for a Host
 * header an attacker chose (reset-link and cache poisoning).
 */
export function hostGuard(allowed: readonly string[] | null) {
  const names = new Set(allowed?.filter((h) => !/:\d+$/.test(h)));
  const withPort = new Set(allowed?.filter((h) => /:\d+$/.test(h)));
  return createMiddleware(async (c, next) => {
    if (allowed === null) return next();
    const { host, hostname } = new URL(c.req.url);
    if (names.has(hostname.toLowerCase()) || withPort.has(host.toLowerCase())) return next();
    // 421 Misdirected Request: this server is not the one for that name
    return c.text('無法辨識的網站名稱。', 421);
  });
}
