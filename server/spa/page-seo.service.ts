import { eq } from 'drizzle-orm';
import type { RouteMatch } from '../../schemas/route-guard';
import { SITE_NAME } from '../../schemas/route-manifest';
import type { Db } from '../db/client';
import { pageMeta } from '../db/tables/page-meta.table';
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
) => Promise<Partial<PageSeo> | null>;

const fullTitle = (title: string, isHome: boolean) =>
  isHome ? `${SITE_NAME}｜進口居家生活選品` : `${title}｜${SITE_NAME}`;

export async function resolvePageSeo(
  db: Db,
  match: RouteMatch,
  origin: string,
  resolvers: ReadonlyMap<string, SeoResolver>,
): Promise<PageSeo | null> {
  const { entry, params } = match;
  const path = new URL(entry.path === '/' ? '/' : canonicalOf(entry.path, params), origin);
  const base: PageSeo = {
    title: fullTitle(entry.title, entry.id === 'home'),
    description: entry.description,
    canonical: path.toString(),
    image: new URL(DEFAULT_OG_IMAGE, origin).toString(),
    type: 'website',
    noindex: entry.noindex === true,
  };
  const resolver = resolvers.get(entry.id);
  if (resolver) {
    const found = await resolver(db, params, { origin, canonical: path.toString() });
    if (!found) return null;
    Object.assign(base, found, found.title ? { title: fullTitle(found.title, false) } : {});
  }
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
