import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { listSitemapUrls } from '../services/sitemap.service';
import { escapeHtml } from '../spa/seo';

/** Files about the site rather than pages of it. */
export function siteRoutes() {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const origin = c.var.deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;
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
      const origin = env.PUBLIC_URL ?? new URL(c.req.url).origin;
      const urls = await listSitemapUrls(db, { dev: env.NODE_ENV === 'development' });
      const entries = urls.map((u) => {
        const loc = `<loc>${escapeHtml(new URL(u.path, origin).toString())}</loc>`;
        const lastmod = u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : '';
        return `  <url>${loc}${lastmod}</url>`;
      });
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    });
}
