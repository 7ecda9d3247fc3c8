import { describe, expect, it } from 'vitest';
import { ArticleTopListResponse } from '../../schemas/article.schema';
import { HomepageResponse } from '../../schemas/home.schema';
import { BROWSER } from '../support/api-app';
import { seededAppForFile } from '../support/seeded-app';

// The first API answers a page needs travel in its HTML (server/spa/page-data.ts): they must be
// exactly what the API itself answers, under the URL the client asks for.
const { app, get, ok } = await seededAppForFile();

const carried = async (path: string) => {
  const res = await app.request(path, { headers: BROWSER });
  const html = await res.text();
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return { status: res.status, html, data: block ? (JSON.parse(block) as Record<string, unknown>) : null };
};

describe('page data in the HTML', () => {
  it('the home page carries the answer of GET /api/homepage, as the API gives it', async () => {
    const { status, data } = await carried('/');
    expect(status).toBe(200);
    expect(Object.keys(data ?? {})).toEqual(['/api/homepage']);
    expect(data?.['/api/homepage']).toEqual((await get('/api/homepage')).body);
  });

  it('an article page carries its record (and a news item its recommendations)', async () => {
    const blog = await carried('/blog/article/cast-iron-first-use');
    expect(blog.data?.['/api/article_blogs/cast-iron-first-use']).toEqual(
      (await get('/api/article_blogs/cast-iron-first-use')).body,
    );

    const { data: news } = await ok('/api/article_news', ArticleTopListResponse);
    const id = news.list.data[0]?.id;
    const item = await carried(`/news/article/${id}`);
    expect(Object.keys(item.data ?? {}).sort()).toEqual([`/api/article_news/${id}`, `/api/article_recommends/${id}`]);
    expect(item.data?.[`/api/article_recommends/${id}`]).toEqual((await get(`/api/article_recommends/${id}`)).body);
  });

  it("the home page names its first banner's pictures for the browser to fetch at once, one per screen size", async () => {
    const { html, data } = await carried('/');
    const home = HomepageResponse.parse(data?.['/api/homepage']).data;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      `<link rel="preload" as="image" href="${home.mobile_banner[0]?.image.link}" media="(max-width: 767px)" fetchpriority="high">`,
      `<link rel="preload" as="image" href="${home.pc_banner[0]?.image.link}" media="(min-width: 768px)" fetchpriority="high">`,
    ]);
    // an article page paints its title first: no picture to hurry
    expect((await carried('/blog/article/cast-iron-first-use')).html).not.toContain('rel="preload" as="image"');
  });

  it('a page whose record does not exist answers 404 and carries nothing', async () => {
    const { status, data } = await carried('/blog/article/no-such-post');
    expect(status).toBe(404);
    expect(data).toBeNull();
  });

  it('a page without carried calls has no block', async () => {
    const { status, html } = await carried('/brands');
    expect(status).toBe(200);
    expect(html).not.toContain('id="page-data"');
  });
});
