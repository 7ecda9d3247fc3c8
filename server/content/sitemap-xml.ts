import { type SitemapKind, sitemapFilePath } from '../../schemas/sitemap.schema';
import type { SitemapIndexEntry, SitemapUrl } from '../services/sitemap.service';
import { escapeHtml } from '../spa/seo';

/** The sitemaps protocol's namespace, for the index and for each file. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const loc = (path: string, origin: string) => `<loc>${escapeHtml(new URL(path, origin).toString())}</loc>`;
const lastmod = (at: Date | undefined) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '');

const document = (root: 'urlset' | 'sitemapindex', lines: string[]) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="${SITEMAP_NS}">`, ...lines, `</${root}>`, ''].join('\n');

/** One file: `<urlset>` of addresses, each on a line of its own. */
export function urlsetXml(urls: readonly SitemapUrl[], origin: string): string {
  return document(
    'urlset',
    urls.map((u) => `  <url>${loc(u.path, origin)}${lastmod(u.lastmod)}</url>`),
  );
}

/** `/sitemap.xml`: `<sitemapindex>` of the files. */
export function sitemapIndexXml(entries: readonly SitemapIndexEntry[], origin: string): string {
  return document(
    'sitemapindex',
    entries.map(
      (e) => `  <sitemap>${loc(sitemapFilePath(e.kind as SitemapKind, e.page), origin)}${lastmod(e.lastmod)}</sitemap>`,
    ),
  );
}
