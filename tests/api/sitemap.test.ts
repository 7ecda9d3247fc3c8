import { describe, expect, it } from 'vitest';
import { ArticlePageResponse } from '../../schemas/article.schema';
import { BROWSER } from '../support/api-app';
import { seededAppForFile } from '../support/seeded-app';

const { app, ok } = await seededAppForFile();

const page = async (path: string) => {
  const res = await app.request(path, { headers: BROWSER });
  return { status: res.status, html: await res.text() };
};

describe('GET /sitemap.xml', () => {
  it('lists static pages and every content URL, and no member or search page', async () => {
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const { data } = await ok('/api/articles', ArticlePageResponse);
    expect(locs).toContain(`/hence/article/${data[0]?.id}`);
    expect(locs).toContain('/blog/article/cast-iron-first-use');
    expect(locs).toContain('/blog/kitchen/cooking');
    expect(locs).toContain('/hence');
    expect(locs.some((p) => p.startsWith('/events/'))).toBe(true);
    expect(locs.some((p) => p.startsWith('/locations/'))).toBe(true);
    expect(locs.some((p) => p.startsWith('/hence/recipe/article/'))).toBe(true);
    expect(locs.some((p) => p === '/member' || p.startsWith('/member/') || p === '/search' || p.includes(':'))).toBe(
      false,
    );
    expect(locs).toContain('/membership-terms');
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists only URLs that answer 200', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const path of paths) expect((await page(path)).status, path).toBe(200);
  });
});
