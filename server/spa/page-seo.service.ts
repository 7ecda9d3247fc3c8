import { eq } from 'drizzle-orm';
import { deriveBreadcrumbs } from '../../schemas/breadcrumbs';
import type { RouteMatch } from '../../schemas/route-guard';
import { type RouteEntry, SITE_NAME } from '../../schemas/route-manifest';
import { allRoutesFor } from '../../schemas/staff-route-manifest';
import type { Db } from '../db/client';
import { pageMeta } from '../db/tables/page-meta.table';
import { breadcrumbJsonLd, siteJsonLd } from './json-ld';
import type { PageSeo } from './seo';

export const DEFAULT_OG_IMAGE = '/og-default.png';

/**
 * Per-route resolvers for pages whose tags come from their own data (an article's title, an
 * event's image). Returning null means the record does not exist: the page answers 404.
 */
export type SeoResolver = (
  db: Db,
  params: Record<string, string>,
  /** where the page is: structured data needs absolute URLs */
  page: { origin: string; canonical: string },
) => Promise<Partial<PageSeo> | Moved | null>;

/** The record's page has another address: the request answers 301 there. */
export interface Moved {
  movedTo: string;
}
export const isMoved = (seo: object | null): seo is Moved => seo !== null && 'movedTo' in seo;

const fullTitle = (title: string, isHome: boolean) =>
  isHome ? `${SITE_NAME}｜進口居家生活選品` : `${title}｜${SITE_NAME}`;

/** Parameters that say where a visitor came from, not what the page shows: never in a canonical. */
const TRACKING = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

/**
 * What the query makes of a page: a list's page 2 is a page of its own (its canonical is itself,
 * `?page=2`; Google indexes each page of a paginated list and no longer reads rel=prev/next). A
 * filtered view (`/events?cost=free`, `/services/faq?brand_id=2`) is a subset of the bare list
 * under ever more combinations: it is `noindex`, with a canonical naming itself (its filters
 * sorted). Google's faceted-navigation guidance: keep filter combinations out of the index, and do
 * not point a canonical at a page whose content differs, nor mix noindex with a canonical
 * elsewhere; the bare list, indexed, already links to every item.
 */
export function queryOfPage(search: string): { canonicalSearch: string; filtered: boolean } {
  const kept = new URLSearchParams();
  let filtered = false;
  const query = new URLSearchParams(search);
  for (const key of [...new Set(query.keys())].sort()) {
    if (TRACKING.test(key)) continue;
    const value = query.get(key) ?? '';
    if (key === 'page') {
      if (/^[1-9]\d{0,5}$/.test(value) && value !== '1') kept.set(key, value);
      continue;
    }
    if (value === '') continue;
    filtered = true;
    kept.set(key, value);
  }
  const canonicalSearch = kept.toString();
  return { canonicalSearch: canonicalSearch ? `?${canonicalSearch}` : '', filtered };
}

export async function resolvePageSeo(
  db: Db,
  match: RouteMatch,
  origin: string,
  resolvers: ReadonlyMap<string, SeoResolver>,
  search = '',
  routes: readonly RouteEntry[] = allRoutesFor({ dev: false }),
): Promise<PageSeo | Moved | null> {
  const { entry, params } = match;
  const path = new URL(entry.path === '/' ? '/' : canonicalOf(entry.path, params), origin);
  const query = queryOfPage(search);
  const base: PageSeo = {
    title: fullTitle(entry.title, entry.id === 'home'),
    description: entry.description,
    canonical: new URL(query.canonicalSearch, path).toString(),
    image: new URL(DEFAULT_OG_IMAGE, origin).toString(),
    type: 'website',
    noindex: entry.noindex === true || query.filtered,
  };
  const resolver = resolvers.get(entry.id);
  let resolvedTitle: string | undefined;
  if (resolver) {
    const found = await resolver(db, params, { origin, canonical: base.canonical });
    if (!found || isMoved(found)) return found;
    resolvedTitle = found.title;
    Object.assign(base, found, found.title ? { title: fullTitle(found.title, false) } : {});
    base.noindex ||= query.filtered;
  }
  // the breadcrumb the page draws (the same derivation as the browser's), ending with the record's name
  const crumbs = deriveBreadcrumbs(path.pathname, routes, base.heading ?? resolvedTitle);
  base.jsonLd = [
    ...(entry.id === 'home' ? siteJsonLd(origin) : []),
    ...(base.jsonLd ?? []),
    ...(crumbs.length > 1 && entry.breadcrumb !== false ? [breadcrumbJsonLd(crumbs, origin)] : []),
  ];
  delete base.heading;
  const [override] = await db.select().from(pageMeta).where(eq(pageMeta.path, path.pathname)).limit(1);
  if (override) {
    base.title = override.title;
    base.description = override.description;
    if (override.image) base.image = override.image;
  }
  base.image = absoluteImage(base.image, origin);
  return base;
}

/** Crawlers need an absolute http(s) image; anything else an editor typed falls back to the default. */
function absoluteImage(image: string, origin: string): string {
  try {
    const url = new URL(image, origin);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // not a URL at all
  }
  return new URL(DEFAULT_OG_IMAGE, origin).toString();
}

function canonicalOf(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export function notFoundSeo(origin: string, pathname: string): PageSeo {
  return {
    title: `找不到頁面｜${SITE_NAME}`,
    description: '您要找的頁面不存在或已移除。',
    canonical: new URL(pathname, origin).toString(),
    image: new URL(DEFAULT_OG_IMAGE, origin).toString(),
    type: 'website',
    noindex: true,
  };
}
