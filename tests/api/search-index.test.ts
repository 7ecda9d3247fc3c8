import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../schemas/search.schema';
import type { StaffArticle, StaffArticleInput } from '../../schemas/staff-article.schema';
import { contentChangesOf } from '../../server/db/content-changes';
import { articles } from '../../server/db/tables/article.table';
import { articleCategories } from '../../server/db/tables/article-category.table';
import { searchDocuments } from '../../server/db/tables/search-document.table';
import { indexedRows, preferIndexes } from '../../server/services/search-documents.service';
import { staffApiForFile } from '../support/staff-api';

// Site search through search_documents (issue 26 item 2) on this file's database: PGlite, or
// PostgreSQL with TEST_DATABASE_URL. Articles written through the staff console, with characters
// no demo text holds, so each search finds only this file's articles.
const s = await staffApiForFile();
const { db, call, data } = s;
const changes = contentChangesOf(db);
const editor = await s.staffMember(['editor']);
let newsCategory = 0;

beforeAll(async () => {
  await changes?.ready();
  newsCategory =
    (await db.select().from(articleCategories).where(eq(articleCategories.class, 'articleNews')).limit(1))[0]?.id ?? 0;
});

const search = async (keyword: string) => {
  const res = await call('GET', `/api/search?keyword=${encodeURIComponent(keyword)}&per_page=50`);
  expect(res.status).toBe(200);
  return SearchResponse.parse(await res.json()).data;
};
const input = (over: Partial<StaffArticleInput>): StaffArticleInput => ({
  class: 'articleNews',
  subject: '門市消息',
  summary: '本週的門市消息。',
  body: '<p>歡迎光臨。</p>',
  category_ids: [newsCategory],
  is_top: false,
  ...over,
});
async function published(over: Partial<StaffArticleInput>) {
  const draft = await data<StaffArticle>(await call('POST', '/api/staff/articles', editor.auth, input(over)));
  return data<StaffArticle>(
    await call('POST', `/api/staff/articles/${draft.id}/publication`, editor.auth, { to: 'published', version: 1 }),
  );
}
const ids = (answer: Awaited<ReturnType<typeof search>>) => answer.list.data.map((r) => r.id);

describe('search through the index of characters and pairs', () => {
  it('finds a one-character and a two-character term, through search_documents', async () => {
    expect((await search('龘')).list.meta.total).toBe(0);
    const article = await published({ body: '<p>這只鍋叫作龘，另一只叫作鼉鼊。</p>' });
    expect(ids(await search('龘'))).toEqual([article.id]);
    expect(ids(await search('鼉鼊'))).toEqual([article.id]);
    // a pair that is not next to each other in the text is not the term
    expect((await search('龘鼉')).list.meta.total).toBe(0);

    // the answer comes from the index: without the article's document, search no longer sees it
    const [document] = await db.select().from(searchDocuments).where(eq(searchDocuments.sourceId, article.id));
    expect(document?.grams).toEqual(expect.arrayContaining(['龘', '鼉鼊']));
    await db.delete(searchDocuments).where(eq(searchDocuments.sourceId, article.id));
    await call('POST', '/api/staff/articles', editor.auth, input({})); // any write: the public cache lets go
    expect((await search('龘')).list.meta.total).toBe(0);
    // rewriting the article's text writes its document again
    await db
      .update(articles)
      .set({ bodyText: `${article.subject} 龘` })
      .where(eq(articles.id, article.id));
    expect(ids(await search('龘'))).toEqual([article.id]);
  });

  it('reads the GIN index for a term', async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(preferIndexes);
      const result = await tx.execute(
        sql`explain select ${articles.id} from ${articles} where ${indexedRows('article', articles.id, ['鍋'])}`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('search_documents_grams_idx');
  });

  it('finds an article edited by staff by its new words, not its old ones, on the next request', async () => {
    const article = await published({ body: '<p>舊字：鼗鼙。</p>' });
    expect(ids(await search('鼗鼙'))).toEqual([article.id]);
    const saved = await data<StaffArticle>(
      await call('PUT', `/api/staff/articles/${article.id}`, editor.auth, {
        ...input({ body: '<p>新字：鼕鼛。</p>' }),
        version: article.version,
      }),
    );
    expect(saved.status).toBe('published');
    expect(ids(await search('鼕鼛'))).toEqual([article.id]);
    expect((await search('鼗鼙')).list.meta.total).toBe(0);
    expect((await search('鼗')).list.meta.total).toBe(0);
  });

  it('answers a term nothing holds with an empty page and every count 0', async () => {
    const answer = await search('齉齾');
    expect(answer.list.meta.total).toBe(0);
    expect(answer.list.data).toEqual([]);
    expect(Object.values(answer.counts).every((n) => n === 0)).toBe(true);
  });

  it('ranks an article whose title holds the term above newer ones whose body does', async () => {
    const titled = await published({ subject: '鼱鼩的故事' });
    const newer = await published({ body: '<p>也寫到鼱鼩。</p>' });
    expect(ids(await search('鼱鼩'))).toEqual([titled.id, newer.id]);
  });

  it('counts and pages a short term from the index alone, following publication and class', async () => {
    const news = await published({ subject: '鼸鼹消息' });
    const blog = await published({ class: 'articleBlog', subject: '鼸鼹筆記', category_ids: [] });
    const answer = await search('鼸');
    expect(answer.counts).toMatchObject({ news: 1, blog: 1 });
    expect(ids(answer).sort()).toEqual([news.id, blog.id].sort());

    // taken down: the listing columns follow in the statement that took it down
    await data(
      await call('POST', `/api/staff/articles/${news.id}/publication`, editor.auth, {
        to: 'unpublished',
        version: news.version,
      }),
    );
    const after = await search('鼸');
    expect(after.counts).toMatchObject({ news: 0, blog: 1 });
    expect(ids(after)).toEqual([blog.id]);
    const [document] = await db.select().from(searchDocuments).where(eq(searchDocuments.sourceId, news.id));
    expect(document?.listedFrom).toBeNull();
  });
});
