import { type Context, Hono } from 'hono';
import { SITEMAP_MAX_URLS, SitemapFileName } from '../../schemas/sitemap.schema';
import type { AppEnv } from '../app-env';
import { sitemapIndexXml, urlsetXml } from '../content/sitemap-xml';
import { sitemapFile, sitemapIndex } from '../services/sitemap.service';

const XML = { 'Content-Type': 'application/xml; charset=utf-8' };

const siteOrigin = (c: Context<AppEnv>) => c.var.deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;

/**
 * Files about the site rather than pages of it. The sitemap is an index of files of one kind of
 * page each, `urlLimit` addresses a file at most (the protocol's 50,000; tests use a few).
 */
export function siteRoutes({ urlLimit = SITEMAP_MAX_URLS }: { urlLimit?: number } = {}) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const origin = siteOrigin(c);
      const body = [
        'User-agent: *',
        'Disallow: /api/',
        // not `/member`: a rule is a prefix, which would hide /membership and /membership-terms
        // too; `$` ends a rule in Google's reading (and Bing's), so the area and its page alone
        'Disallow: /member$',
        'Disallow: /member/',
        'Disallow: /sso/',
        'Disallow: /pay/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(body);
    })
    .get('/sitemap.xml', async (c) => {
      const { db, env } = c.var.deps;
      const entries = await sitemapIndex(db, { dev: env.NODE_ENV === 'development', limit: urlLimit });
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(sitemapIndexXml(entries, siteOrigin(c)), 200, XML);
    })
    .get('/sitemaps/:file', async (c) => {
      const { db, env } = c.var.deps;
      const name = SitemapFileName.safeParse(c.req.param('file'));
      if (!name.success) return c.notFound();
      const urls = await sitemapFile(db, name.data, { dev: env.NODE_ENV === 'development', limit: urlLimit });
      if (!urls) return c.notFound();
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(urlsetXml(urls, siteOrigin(c)), 200, XML);
    });
}
