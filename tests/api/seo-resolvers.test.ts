import { describe, expect, it } from 'vitest';
import { ArticlePageResponse, ArticleTopListResponse } from '../../schemas/article.schema';
import { EventTopListResponse } from '../../schemas/event.schema';
import { LocationPageResponse } from '../../schemas/location.schema';
import { BROWSER } from '../support/api-app';
import { seededAppForFile } from '../support/seeded-app';

const { app, ok } = await seededAppForFile();

const page = async (path: string) => {
  const res = await app.request(path, { headers: BROWSER });
  return { status: res.status, html: await res.text() };
};
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return m?.[1] ? (JSON.parse(m[1]) as Record<string, unknown>) : null;
};

describe('content pages carry their own tags', () => {
  it('an article page has its title in <title> and og:title, its picture and Article JSON-LD', async () => {
    const { data } = await ok('/api/articles', ArticlePageResponse);
    const article = data[0];
    const { status, html } = await page(`/hence/article/${article?.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${article?.subject}｜好生活</title>`);
    expect(meta(html, 'og:title')).toBe(`${article?.subject}｜好生活`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`http://localhost${article?.image?.link}`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: article?.subject,
      author: { name: article?.author?.name },
    });
  });

  it('a blog post is found by its slug, a news item gives NewsArticle', async () => {
    const blog = await page('/blog/article/cast-iron-first-use');
    expect(blog.status).toBe(200);
    expect(blog.html).toContain('<title>鑄鐵鍋開鍋全攻略｜好生活</title>');
    expect(jsonLd(blog.html)).toMatchObject({ '@type': 'BlogPosting' });
    const news = (await ok('/api/article_news', ArticleTopListResponse)).data.top[0];
    const newsPage = await page(`/news/article/${news?.id}`);
    expect(jsonLd(newsPage.html)).toMatchObject({ '@type': 'NewsArticle', headline: news?.subject });
  });

  it("an event page shows the event's picture in og:image", async () => {
    const event = (await ok('/api/events', EventTopListResponse)).data.top[0];
    const { status, html } = await page(`/events/${event?.id}`);
    expect(status).toBe(200);
    expect(meta(html, 'og:image')).toBe(`http://localhost${event?.image?.link}`);
    expect(jsonLd(html)).toMatchObject({ '@type': 'Event', name: event?.subject });
  });

  it('a store page and a category page have their own titles', async () => {
    const store = (await ok('/api/locations?per_page=1', LocationPageResponse)).data[0];
    expect((await page(`/locations/${store?.id}`)).html).toContain(`<title>${store?.name}｜好生活</title>`);
    expect((await page('/blog/kitchen/cooking')).html).toContain('<title>烹調技巧｜廚房日常｜好生活</title>');
  });

  it('answers 404 for slugs and ids that name nothing', async () => {
    for (const path of [
      '/blog/article/no-such-post',
      '/hence/article/999999',
      '/news/article/999999',
      '/events/999999',
      '/locations/999999',
      '/brand/999999',
      '/blog/no-such-category',
      '/blog/kitchen/vacuum',
      '/hence/recipe/article/999999',
      '/sustainability/999999',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('找不到頁面');
    }
  });

  it('does not serve a news id under the hence article route', async () => {
    const news = (await ok('/api/article_news', ArticleTopListResponse)).data.top[0];
    expect((await page(`/hence/article/${news?.id}`)).status).toBe(404);
  });
});
