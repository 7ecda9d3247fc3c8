import { describe, expect, it } from 'vitest';
import { ArticlePageResponse } from '../../schemas/article.schema';
import { SITEMAP_KINDS } from '../../schemas/sitemap.schema';
import { BROWSER, testApp } from '../support/api-app';
import { seededAppForFile } from '../support/seeded-app';
import { sitemapPaths } from '../support/sitemap-files';

const { app, ok, db } = await seededAppForFile();

const page = async (path: string) => {
  const res = await app.request(path, { headers: BROWSER });
  return { status: res.status, html: await res.text() };
};

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const get = async (a: { request: (p: string) => Response | Promise<Response> }, path: string) => {
  const res = await a.request(path);
  return { status: res.status, type: res.headers.get('content-type'), xml: await res.text() };
};

describe('GET /sitemap.xml', () => {
  it('lists static pages and every content URL, and no member or search page', async () => {
    const paths = await sitemapPaths(app);
    const { data } = await ok('/api/articles', ArticlePageResponse);
    expect(paths).toContain(`/hence/article/${data[0]?.id}`);
    expect(paths).toContain('/blog/article/cast-iron-first-use');
    expect(paths).toContain('/blog/kitchen/cooking');
    expect(paths).toContain('/hence');
    expect(paths.some((p) => p.startsWith('/events/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/locations/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/hence/recipe/article/'))).toBe(true);
    expect(paths.some((p) => p === '/member' || p.startsWith('/member/') || p === '/search' || p.includes(':'))).toBe(
      false,
    );
    expect(paths).toContain('/membership-terms');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists only URLs that answer 200', async () => {
    for (const path of await sitemapPaths(app)) expect((await page(path)).status, path).toBe(200);
  });

  it('is a sitemap index of one file a kind, each with the newest change of its records', async () => {
    const index = await get(app, '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="[^"]+">\n/);
    expect(index.xml).toContain(`<sitemapindex xmlns="${NS}">`);
    expect(index.xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
    expect(index.xml).not.toContain('<urlset');
    const files = locs(index.xml).map((l) => new URL(l).pathname);
    expect(files).toEqual(SITEMAP_KINDS.map((k) => `/sitemaps/${k}-1.xml`));
    const entries = [...index.xml.matchAll(/<sitemap><loc>[^<]+<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)];
    expect(entries).toHaveLength(files.length);
    for (const [, lastmod] of entries) expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);

    const articles = await get(app, '/sitemaps/articles-1.xml');
    expect(articles.status).toBe(200);
    expect(articles.type).toContain('application/xml');
    expect(articles.xml).toContain(`<urlset xmlns="${NS}">`);
    // the file's lastmod in the index is the newest of its addresses'
    const newest = [...articles.xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)]
      .map((m) => m[1] ?? '')
      .sort()
      .at(-1);
    expect(index.xml).toContain(`/sitemaps/articles-1.xml</loc><lastmod>${newest}</lastmod>`);
  });

  it('splits a kind into files of at most the limit, every address once', async () => {
    const small = testApp(db, { sitemapUrlLimit: 7 });
    const all = await sitemapPaths(app);
    const index = await get(small, '/sitemap.xml');
    const files = locs(index.xml).map((l) => new URL(l).pathname);
    expect(files).toContain('/sitemaps/articles-2.xml');
    const seen: string[] = [];
    for (const file of files) {
      const { status, xml } = await get(small, file);
      expect(status, file).toBe(200);
      expect(xml).toContain(`<urlset xmlns="${NS}">`);
      const inFile = locs(xml);
      expect(inFile.length, file).toBeGreaterThan(0);
      expect(inFile.length, file).toBeLessThanOrEqual(7);
      seen.push(...inFile.map((l) => new URL(l).pathname));
    }
    expect([...seen].sort()).toEqual([...all].sort());
  });

  it('answers 404 for a file past the end or of no kind', async () => {
    for (const path of ['/sitemaps/articles-99.xml', '/sitemaps/members-1.xml', '/sitemaps/articles-0.xml']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
