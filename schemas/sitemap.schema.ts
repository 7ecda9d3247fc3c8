import { z } from 'zod';

/**
 * The sitemap files /sitemap.xml (an index) points to, one kind of page each: `articles-1.xml`,
 * `articles-2.xml`… A kind gets a further file each SITEMAP_MAX_URLS addresses.
 */
export const SITEMAP_KINDS = ['pages', 'articles', 'authors', 'recipes', 'events', 'stores'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The sitemaps protocol's ceiling per file (and 50 MB: 50,000 of our addresses are under 8 MB). */
export const SITEMAP_MAX_URLS = 50_000;

/** `/sitemaps/{kind}-{n}.xml`: the kind and the 1-based file number. */
export const SitemapFileName = z
  .string()
  .regex(new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,4})\\.xml$`), '找不到此網站地圖。')
  .transform((name) => {
    const [, kind, n] = /^([a-z]+)-(\d+)\.xml$/.exec(name) ?? [];
    return { kind: kind as SitemapKind, page: Number(n) };
  });
export type SitemapFile = z.output<typeof SitemapFileName>;

export const sitemapFilePath = (kind: SitemapKind, page: number) => `/sitemaps/${kind}-${page}.xml`;
