/**
 * Which GET answers the public cache may keep (docs/decisions/public-cache.md). An allowlist for
 * the API: a route is cached only once someone has checked that its answer is the same for every
 * visitor (it reads no token, no cookie) and that every table it reads notifies its writes
 * (migration 0004_content_version.sql). New routes are therefore never cached by accident.
 */
const PUBLIC_API =
  /^\/api\/(?:homepage(?:\/[a-z_]+)?|article_[a-z_]+(?:\/[^/]+)?|articles(?:\/[^/]+)?|recipe_item_categories|solar_terms|event_categories|events(?:\/[^/]+)?|location_(?:categories|classes|cities)|locations(?:\/[^/]+)?|option\/(?:address|brands|channels)|contact_classes|subscribe_topics|search|legal\/(?:membership-terms|privacy-policy))$/;

/** Never the sign-in service, payments or uploads: they set cookies, carry forms, or are private. */
const PRIVATE_PAGES = /^\/(?:sso|pay|media)(?:\/|$)/;

export function isPublicPath(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return PUBLIC_API.test(path);
  return !PRIVATE_PAGES.test(path);
}
