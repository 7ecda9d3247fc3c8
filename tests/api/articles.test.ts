import { describe, expect, it } from 'vitest';
import {
  ArticleCardsResponse,
  ArticlePageResponse,
  ArticleResponse,
  ArticleTopListResponse,
} from '../../schemas/article.schema';
import { ArticleCategoriesResponse } from '../../schemas/article-category.schema';
import { AuthorResponse } from '../../schemas/author.schema';
import { seededAppForFile } from '../support/seeded-app';

const { ok, refused, missing } = await seededAppForFile();

const categoriesOf = async (cls: string) =>
  (await ok(`/api/article_categories?class=${cls}`, ArticleCategoriesResponse)).data;

describe('GET /api/article_categories', () => {
  it("lists a class's categories with their sub-categories and page links", async () => {
    const blog = await categoriesOf('articleBlog');
    expect(blog.length).toBeGreaterThanOrEqual(3);
    const kitchen = blog.find((c) => c.slug === 'kitchen');
    expect(kitchen?.link).toBe('/blog/kitchen');
    expect(kitchen?.children.map((c) => c.link)).toContain('/blog/kitchen/cooking');
    // a parent counts its sub-categories' articles
    expect(kitchen?.articles_count).toBe(kitchen?.children.reduce((n, c) => n + c.articles_count, 0));
  });

  it('has categories for every class that uses them', async () => {
    for (const cls of [
      'articleProject',
      'articleBlog',
      'articleBrand',
      'articleNews',
      'articleEcolife',
      'articleFaq',
    ]) {
      expect((await categoriesOf(cls)).length, cls).toBeGreaterThan(0);
    }
  });

  it('refuses a missing or unknown class', async () => {
    await refused('/api/article_categories', 'class');
    await refused('/api/article_categories?class=foo', 'class');
  });
});

describe('GET /api/article_news', () => {
  it('answers {top, list} with 5 per page by default and featured items kept out of the list', async () => {
    const { data } = await ok('/api/article_news', ArticleTopListResponse);
    expect(data.top.length).toBeGreaterThan(0);
    expect(data.top.every((a) => a.is_top && a.class === 'articleNews')).toBe(true);
    expect(data.list.meta.per_page).toBe(5);
    expect(data.list.data).toHaveLength(5);
    expect(data.list.meta.total).toBeGreaterThanOrEqual(11);
    const topIds = new Set(data.top.map((a) => a.id));
    expect(data.list.data.some((a) => topIds.has(a.id))).toBe(false);
  });

  it('pages on: page 2 has its own meta and links, newest first across pages', async () => {
    const first = (await ok('/api/article_news', ArticleTopListResponse)).data.list;
    const { data } = await ok('/api/article_news?page=2', ArticleTopListResponse);
    expect(data.list.meta).toMatchObject({ current_page: 2, from: 6, to: 10, per_page: 5 });
    expect(data.list.meta.last_page).toBeGreaterThanOrEqual(2);
    expect(data.list.links.prev).toBe('/api/article_news?page=1&per_page=5');
    const lastOfFirst = first.data.at(-1)?.published_at ?? '';
    expect((data.list.data[0]?.published_at ?? '') <= lastOfFirst).toBe(true);
  });

  it('filters by category and refuses an unknown or foreign one', async () => {
    const [category] = await categoriesOf('articleNews');
    const { data } = await ok(`/api/article_news?category_id=${category?.id}`, ArticleTopListResponse);
    const all = [...data.top, ...data.list.data];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((a) => a.categories.some((c) => c.id === category?.id))).toBe(true);
    await refused('/api/article_news?category_id=999999', 'category_id');
    const [blogCategory] = await categoriesOf('articleBlog');
    await refused(`/api/article_news?category_id=${blogCategory?.id}`, 'category_id');
  });

  it('refuses bad paging with 422 and zh-TW messages', async () => {
    await refused('/api/article_news?page=-1', 'page');
    await refused('/api/article_news?per_page=100000', 'per_page');
    await refused('/api/article_news?page=abc', 'page');
  });

  it('reads one news item, and 404s an unknown id or an article of another class', async () => {
    const { data } = await ok('/api/article_news', ArticleTopListResponse);
    const id = data.list.data[0]?.id;
    const news = await ok(`/api/article_news/${id}`, ArticleResponse);
    expect(news.data.body).toContain('<p>');
    expect(news.data.link).toBe(`/news/article/${id}`);
    await missing('/api/article_news/999999');
    const blogs = await ok('/api/article_blogs', ArticleTopListResponse);
    await missing(`/api/article_news/${blogs.data.list.data[0]?.id}`);
  });
});

describe('GET /api/article_blogs', () => {
  it('answers {top, list} with 12 per page and at least two pages', async () => {
    const { data } = await ok('/api/article_blogs', ArticleTopListResponse);
    expect(data.list.meta.per_page).toBe(12);
    expect(data.list.data).toHaveLength(12);
    expect(data.list.meta.last_page).toBeGreaterThanOrEqual(2);
    const page2 = await ok('/api/article_blogs?page=2', ArticleTopListResponse);
    expect(page2.data.list.meta).toMatchObject({ current_page: 2, from: 13 });
  });

  it('filters by category (with its sub-categories) and by sub-category', async () => {
    const [kitchen] = await categoriesOf('articleBlog');
    const sub = kitchen?.children[0];
    const byCategory = (await ok(`/api/article_blogs?category_id=${kitchen?.id}`, ArticleTopListResponse)).data;
    const inCategory = [...byCategory.top, ...byCategory.list.data];
    expect(inCategory.length).toBe(kitchen?.articles_count);
    const bySub = (
      await ok(`/api/article_blogs?category_id=${kitchen?.id}&sub_category_id=${sub?.id}`, ArticleTopListResponse)
    ).data;
    const inSub = [...bySub.top, ...bySub.list.data];
    expect(inSub.length).toBe(sub?.articles_count);
    expect(inSub.every((a) => a.categories.some((c) => c.id === sub?.id))).toBe(true);
  });

  it('refuses a sub-category of another category, or a category given as a sub-category', async () => {
    const [kitchen, cleaning] = await categoriesOf('articleBlog');
    await refused(
      `/api/article_blogs?category_id=${kitchen?.id}&sub_category_id=${cleaning?.children[0]?.id}`,
      'sub_category_id',
    );
    await refused(`/api/article_blogs?sub_category_id=${kitchen?.id}`, 'sub_category_id');
    await refused(`/api/article_blogs?category_id=${kitchen?.children[0]?.id}`, 'category_id');
  });

  it('reads a post by slug or by id', async () => {
    const bySlug = await ok('/api/article_blogs/cast-iron-first-use', ArticleResponse);
    expect(bySlug.data.link).toBe('/blog/article/cast-iron-first-use');
    const byId = await ok(`/api/article_blogs/${bySlug.data.id}`, ArticleResponse);
    expect(byId.data.subject).toBe(bySlug.data.subject);
    await missing('/api/article_blogs/no-such-post');
    await refused('/api/article_blogs/Not_A_Slug', 'id');
  });
});

describe('GET /api/article_faqs', () => {
  it('lists 12 per page, filtered by brand', async () => {
    const all = await ok('/api/article_faqs', ArticlePageResponse);
    expect(all.meta.per_page).toBe(12);
    expect(all.meta.last_page).toBeGreaterThanOrEqual(2);
    const brandId = all.data[0]?.brand?.id;
    const mine = await ok(`/api/article_faqs?brand_id=${brandId}`, ArticlePageResponse);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((a) => a.brand?.id === brandId)).toBe(true);
    expect(mine.meta.total).toBeLessThan(all.meta.total);
  });

  it('refuses an unknown brand and reads one FAQ', async () => {
    await refused('/api/article_faqs?brand_id=999999', 'brand_id');
    await refused('/api/article_faqs?brand_id=x', 'brand_id');
    const { data } = await ok('/api/article_faqs', ArticlePageResponse);
    const faq = await ok(`/api/article_faqs/${data[0]?.id}`, ArticleResponse);
    expect(faq.data.class).toBe('articleFaq');
    await missing('/api/article_faqs/999999');
  });
});

describe('GET /api/article_brands', () => {
  it('lists brand pages 100 per page, filtered by brand category', async () => {
    const all = await ok('/api/article_brands', ArticlePageResponse);
    expect(all.meta.per_page).toBe(100);
    expect(all.data.length).toBeGreaterThanOrEqual(4);
    expect(all.data.every((a) => a.brand !== null && a.link === `/brand/${a.id}`)).toBe(true);
    const [category] = await categoriesOf('articleBrand');
    const some = await ok(`/api/article_brands?category_id=${category?.id}`, ArticlePageResponse);
    expect(some.data.length).toBeGreaterThan(0);
    expect(some.data.length).toBeLessThan(all.data.length);
    await refused('/api/article_brands?category_id=999999', 'category_id');
  });

  it('reads one brand page', async () => {
    const { data } = await ok('/api/article_brands', ArticlePageResponse);
    const brand = await ok(`/api/article_brands/${data[0]?.id}`, ArticleResponse);
    expect(brand.data.brand?.name).toBeTruthy();
    await missing('/api/article_brands/999999');
  });
});

describe('GET /api/articles, /api/article_authors, /api/article_recommends', () => {
  it('lists HENCE articles by default, any class on request, by author', async () => {
    const hence = await ok('/api/articles', ArticlePageResponse);
    expect(hence.data.every((a) => a.class === 'articleProject')).toBe(true);
    const eco = await ok('/api/articles?class=articleEcolife', ArticlePageResponse);
    expect(eco.data.length).toBeGreaterThan(0);
    expect(eco.data.every((a) => a.link?.startsWith('/sustainability/article/'))).toBe(true);
    const authorId = hence.data[0]?.author?.id;
    const byAuthor = await ok(`/api/articles?author_id=${authorId}`, ArticlePageResponse);
    expect(byAuthor.data.every((a) => a.author?.id === authorId)).toBe(true);
    await refused('/api/articles?author_id=999999', 'author_id');
    await refused('/api/articles?class=nope', 'class');
  });

  it('reads an article of any class and its author', async () => {
    const hence = await ok('/api/articles', ArticlePageResponse);
    const article = await ok(`/api/articles/${hence.data[0]?.id}`, ArticleResponse);
    const author = await ok(`/api/article_authors/${article.data.author?.id}`, AuthorResponse);
    expect(author.data.articles_count).toBeGreaterThan(0);
    await missing('/api/article_authors/999999');
    await missing('/api/articles/999999');
    await refused('/api/articles/0', 'id');
  });

  it('recommends other articles of the same class', async () => {
    const hence = await ok('/api/articles', ArticlePageResponse);
    const id = hence.data[0]?.id;
    const { data } = await ok(`/api/article_recommends/${id}`, ArticleCardsResponse);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((a) => a.id !== id && a.class === 'articleProject')).toBe(true);
    await missing('/api/article_recommends/999999');
  });

  it('lists reports and magazines, and reads a report', async () => {
    const reports = await ok('/api/article_reports', ArticlePageResponse);
    expect(reports.data.length).toBeGreaterThan(0);
    expect(reports.data.every((a) => a.class === 'articleReport')).toBe(true);
    await ok(`/api/article_reports/${reports.data[0]?.id}`, ArticleResponse);
    await missing('/api/article_reports/999999');
    const magazines = await ok('/api/article_magazines', ArticlePageResponse);
    expect(magazines.data.every((a) => a.class === 'articleMagazine')).toBe(true);
    await refused('/api/article_magazines?per_page=0', 'per_page');
  });
});
