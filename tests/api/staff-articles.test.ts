import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../schemas/media.schema';
import type {
  StaffArticle,
  StaffArticleConflict,
  StaffArticleInput,
  StaffArticleListItem,
} from '../../schemas/staff-article.schema';
import { STAFF_ARTICLE_MESSAGES } from '../../schemas/staff-article.schema';
import { PUBLISHABLE_KINDS } from '../../server/content/publishable-kinds';
import { contentChangesOf } from '../../server/db/content-changes';
import { articles } from '../../server/db/tables/article.table';
import { articleCategories } from '../../server/db/tables/article-category.table';
import { authors } from '../../server/db/tables/author.table';
import { brands } from '../../server/db/tables/brand.table';
import { NO_PREVIEW_MESSAGE } from '../../server/routes/staff-articles.routes';
import { publishDue } from '../../server/services/publication.service';
import * as entryServer from '../../src/entry-server';
import { allSitemapFiles } from '../support/sitemap-files';
import { type Auth, recordRoutes, staffApiForFile } from '../support/staff-api';

// The console's articles (issue 24 item 3) on this file's database: PGlite, or PostgreSQL with
// TEST_DATABASE_URL. The real page renderer (src/entry-server.tsx) renders previews.
const s = await staffApiForFile({ renderer: entryServer });
const { db, app, call, data, fieldErrors } = s;
const changes = contentChangesOf(db);
const boss = s.admin;
const editor = await s.staffMember(['editor']);
const otherEditor = await s.staffMember(['editor']);
const member = await s.member();
let newsCategory = 0;
let blogCategory = 0;
let projectCategory = 0;
let authorId = 0;
let brandId = 0;

beforeAll(async () => {
  await changes?.ready();
  const category = async (cls: string) =>
    (await db.select().from(articleCategories).where(eq(articleCategories.class, cls)).limit(1))[0]?.id ?? 0;
  newsCategory = await category('articleNews');
  blogCategory = await category('articleBlog');
  projectCategory = await category('articleProject');
  authorId = (await db.select().from(authors).limit(1))[0]?.id ?? 0;
  brandId = (await db.select().from(brands).limit(1))[0]?.id ?? 0;
});

interface CategoryCount {
  id: number;
  articles_count: number;
  children: CategoryCount[];
}
async function categoryCount(cls: string, id: number): Promise<number> {
  const tree = await data<CategoryCount[]>(await call('GET', `/api/article_categories?class=${cls}`));
  const found = [...tree, ...tree.flatMap((c) => c.children)].find((c) => c.id === id);
  if (!found) throw new Error(`no category ${id}`);
  return found.articles_count;
}

let serial = 0;
/** A word no seeded article holds, so a search for it finds only this test's article. */
const uniqueWord = () => `測試詞${Date.now().toString(36)}${serial++}`;

const newsInput = (over: Partial<StaffArticleInput> = {}): StaffArticleInput => ({
  class: 'articleNews',
  subject: '新門市開幕',
  summary: '我們在台中開了新門市。',
  body: '<p>歡迎光臨。</p>',
  category_ids: [newsCategory],
  is_top: false,
  ...over,
});
const create = async (over: Partial<StaffArticleInput> = {}, auth = editor.auth) =>
  data<StaffArticle>(await call('POST', '/api/staff/articles', auth, newsInput(over)));
const move = (article: { id: number; version: number }, to: string, extra: Record<string, unknown> = {}) =>
  call('POST', `/api/staff/articles/${article.id}/publication`, editor.auth, {
    to,
    version: article.version,
    ...extra,
  });
const audit = s.audit;

/** Everything a reader could see an article through, for the article and a word of it. */
async function publicTraces(article: { id: number }, word: string) {
  const [search, list, detail, page, sitemap, recommends] = await Promise.all([
    call('GET', `/api/search?keyword=${encodeURIComponent(word)}`),
    call('GET', '/api/article_news?per_page=50'),
    call('GET', `/api/article_news/${article.id}`),
    call('GET', `/news/article/${article.id}`),
    allSitemapFiles(app),
    call('GET', `/api/article_recommends/${article.id}`),
  ]);
  const searchBody = (await search.json()) as { data: { list: { data: { id: number }[] } } };
  const listBody = (await list.json()) as { data: { top: { id: number }[]; list: { data: { id: number }[] } } };
  return {
    search: searchBody.data.list.data.some((r) => r.id === article.id),
    list: [...listBody.data.top, ...listBody.data.list.data].some((a) => a.id === article.id),
    detail: detail.status,
    page: page.status,
    sitemap: sitemap.includes(`/news/article/${article.id}<`),
    recommends: recommends.status,
  };
}
const HIDDEN = { search: false, list: false, detail: 404, page: 404, sitemap: false, recommends: 404 };
const SHOWN = { search: true, list: true, detail: 200, page: 200, sitemap: true, recommends: 200 };

describe('who may use the articles console', () => {
  it('asks a guest to sign in (401) and refuses a member without the editor role (403) on every route', async () => {
    await s.guarded(
      [
        ...recordRoutes('/api/staff/articles', newsInput()),
        ['POST', '/api/staff/articles/1/publication', { to: 'published', version: 1 }],
        ['GET', '/api/staff/articles/1/preview'],
      ],
      member,
    );
    const events = await s.member();
    await call('POST', '/api/staff/people', boss.auth, { email: events.account.email, roles: ['events'] });
    expect((await call('GET', '/api/staff/articles', events.auth)).status).toBe(403);
    expect((await call('GET', '/api/staff/articles', editor.auth)).status).toBe(200);
  });
});

describe('a draft is nowhere on the public site until it is published', () => {
  it('keeps a new draft out of search, lists, its page, the sitemap and related articles; publishing shows it everywhere', async () => {
    const word = uniqueWord();
    const draft = await create({ subject: `草稿${word}`, body: `<p>內文${word}</p>` });
    expect(draft).toMatchObject({ status: 'draft', version: 1, published_at: null, publish_at: null });
    expect(await publicTraces(draft, word)).toEqual(HIDDEN);

    const live = await data<StaffArticle>(await move(draft, 'published'));
    expect(live).toMatchObject({ status: 'published', version: 2 });
    expect(live.published_at).not.toBeNull();
    expect(await publicTraces(draft, word)).toEqual(SHOWN);

    const down = await data<StaffArticle>(await move(live, 'unpublished'));
    expect(down.status).toBe('unpublished');
    expect(await publicTraces(draft, word)).toEqual(HIDDEN);
  });

  it('keeps a draft out of its author page count, its category count and the home and HENCE pages', async () => {
    const word = uniqueWord();
    const authorBefore = await data<{ articles_count: number }>(await call('GET', `/api/article_authors/${authorId}`));
    const countBefore = await categoryCount('articleProject', projectCategory);
    const draft = await create({
      class: 'articleProject',
      subject: `專題${word}`,
      author_id: authorId,
      category_ids: [projectCategory],
    });
    expect(await categoryCount('articleProject', projectCategory)).toBe(countBefore);
    const authorAfter = await data<{ articles_count: number }>(await call('GET', `/api/article_authors/${authorId}`));
    expect(authorAfter.articles_count).toBe(authorBefore.articles_count);
    for (const path of ['/api/homepage', '/api/homepage/article', `/api/articles?class=articleProject&per_page=50`]) {
      expect(await (await call('GET', path)).text(), path).not.toContain(word);
    }
    await move(draft, 'published');
    expect(await (await call('GET', '/api/homepage')).text()).toContain(word);
    const authorLive = await data<{ articles_count: number }>(await call('GET', `/api/article_authors/${authorId}`));
    expect(authorLive.articles_count).toBe(authorBefore.articles_count + 1);
    expect(await categoryCount('articleProject', projectCategory)).toBe(countBefore + 1);
  });
});

describe('POST /api/staff/articles', () => {
  it('creates a draft with a slug of its class, sanitised body and search text, audited article.create', async () => {
    const draft = await create({
      body: '<p>好<strong>生活</strong></p><script>alert(1)</script><p onclick="x()">下一段</p>',
      author_id: authorId,
      brand_id: brandId,
    });
    expect(draft.slug).toBe(`news-${draft.id}`);
    expect(draft.body).not.toMatch(/script|onclick/);
    expect(draft.body).toContain('<strong>生活</strong>');
    const [row] = await db.select().from(articles).where(eq(articles.id, draft.id));
    expect(row?.bodyText).toBe('好生活 下一段');
    expect(draft).toMatchObject({ author_id: authorId, brand_id: brandId, category_ids: [newsCategory] });
    const [entry] = await audit(`action=article.create&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ actor_email: editor.account.email, before: null, after: { id: draft.id } });
    expect(await data<StaffArticle>(await call('GET', `/api/staff/articles/${draft.id}`, editor.auth))).toEqual(draft);
  });

  it('refuses, by field and in Traditional Chinese, an empty subject, unknown references and a taken slug (422)', async () => {
    const first = await create({ slug: `taken-${Date.now()}` });
    const errors = await fieldErrors(
      await call('POST', '/api/staff/articles', editor.auth, newsInput({ subject: '   ' })),
    );
    expect(errors.subject).toEqual([STAFF_ARTICLE_MESSAGES.subject]);
    const refs = await fieldErrors(
      await call(
        'POST',
        '/api/staff/articles',
        editor.auth,
        newsInput({ author_id: 999_999, brand_id: 999_999, category_ids: [blogCategory], slug: first.slug }),
      ),
    );
    expect(refs).toEqual({
      author_id: [STAFF_ARTICLE_MESSAGES.author],
      brand_id: [STAFF_ARTICLE_MESSAGES.brand],
      category_ids: [STAFF_ARTICLE_MESSAGES.category],
      slug: [STAFF_ARTICLE_MESSAGES.slugTaken],
    });
    // the same slug in another class is free
    const blog = await create({ class: 'articleBlog', slug: first.slug, category_ids: [blogCategory] });
    expect(blog.slug).toBe(first.slug);
  });

  it('refuses a picture without its text alternative (422 on body)', async () => {
    const errors = await fieldErrors(
      await call(
        'POST',
        '/api/staff/articles',
        editor.auth,
        newsInput({ body: '<p>看圖</p><img src="https://example.com/a.jpg" alt="  ">' }),
      ),
    );
    expect(errors.body).toEqual([STAFF_ARTICLE_MESSAGES.imageAlt]);
  });
});

describe('PUT /api/staff/articles/{id}', () => {
  it('saves from the current version, audited before → after, and tells a second editor with a stale version (409)', async () => {
    const draft = await create({ subject: '初稿' });
    const saved = await data<StaffArticle>(
      await call('PUT', `/api/staff/articles/${draft.id}`, editor.auth, {
        ...newsInput({ subject: '第二稿', category_ids: [] }),
        version: draft.version,
      }),
    );
    expect(saved).toMatchObject({ subject: '第二稿', version: 2, category_ids: [], slug: draft.slug });
    const stale = await call('PUT', `/api/staff/articles/${draft.id}`, otherEditor.auth, {
      ...newsInput({ subject: '別人的稿' }),
      version: draft.version,
    });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as StaffArticleConflict;
    expect(conflict.errors.version[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(conflict.current).toEqual(saved);
    expect((await data<StaffArticle>(await call('GET', `/api/staff/articles/${draft.id}`, editor.auth))).subject).toBe(
      '第二稿',
    );
    const [entry] = await audit(`action=article.update&entity_id=${draft.id}`);
    expect(entry).toMatchObject({
      before: { subject: '初稿', category_ids: [newsCategory], version: 1 },
      after: { subject: '第二稿', category_ids: [], version: 2 },
    });
  });

  it('answers 404 for an article that does not exist', async () => {
    const res = await call('PUT', '/api/staff/articles/999999', editor.auth, { ...newsInput(), version: 1 });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/staff/articles/{id}/publication', () => {
  it('refuses a move the life cycle does not take (409) and a stale version (409)', async () => {
    const draft = await create();
    expect((await move(draft, 'unpublished')).status).toBe(409);
    const live = await data<StaffArticle>(await move(draft, 'published'));
    expect((await move(live, 'draft')).status).toBe(409);
    expect((await move(draft, 'unpublished')).status).toBe(409);
    const [entry] = await audit(`action=article.publish&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('refuses a schedule in the past by its field (422)', async () => {
    const draft = await create();
    const errors = await fieldErrors(await move(draft, 'scheduled', { publish_at: '2020-01-01T10:00:00+08:00' }));
    expect(errors.publish_at).toBeDefined();
  });

  it('publishes a scheduled article at its time through the sweep, then it is in the list, search and sitemap', async () => {
    expect(PUBLISHABLE_KINDS.map((k) => k.entity)).toContain('article');
    const word = uniqueWord();
    const draft = await create({ subject: `排程${word}` });
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await data<StaffArticle>(await move(draft, 'scheduled', { publish_at: at.toISOString() }));
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: at.toISOString() });
    expect(await publishDue(db, PUBLISHABLE_KINDS, new Date(at.getTime() - 1000))).toBe(0);
    expect(await publicTraces(draft, word)).toEqual(HIDDEN);

    expect(await publishDue(db, PUBLISHABLE_KINDS, at)).toBe(1);
    const live = await data<StaffArticle>(await call('GET', `/api/staff/articles/${draft.id}`, editor.auth));
    expect(live).toMatchObject({ status: 'published', publish_at: null, published_at: at.toISOString() });
    // dated an hour ahead, it is the newest of the list
    const traces = await publicTraces(draft, word);
    expect(traces).toEqual(SHOWN);
    const [entry] = await audit(`action=article.publish&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ actor_id: null, ip: 'schedule' });
    expect(await publishDue(db, PUBLISHABLE_KINDS, at)).toBe(0);
  });

  it('shows a publication on the very next request of a cached public list', async () => {
    const word = uniqueWord();
    const draft = await create({ subject: `快取${word}` });
    const list = async () => (await call('GET', '/api/article_news')).text();
    const before = await list();
    expect(await list()).toBe(before);
    expect(before).not.toContain(word);
    await move(draft, 'published');
    expect(await list()).toContain(word);
  });
});

describe('GET /api/staff/articles', () => {
  it('filters by class, status and subject (LIKE characters taken literally), sorts and pages', async () => {
    const word = uniqueWord();
    const a = await create({ subject: `甲${word}` });
    const b = await create({ subject: `乙${word} 100%` });
    await move(b, 'published');
    const page = async (query: string) => {
      const res = await call('GET', `/api/staff/articles?${query}`, editor.auth);
      expect(res.status).toBe(200);
      return (await res.json()) as {
        data: StaffArticleListItem[];
        meta: { total: number; per_page: number };
        links: { next: string | null };
      };
    };
    const mine = await page(`q=${encodeURIComponent(word)}&sort=subject&dir=asc`);
    expect(mine.data.map((r) => r.subject)).toEqual([`乙${word} 100%`, `甲${word}`].sort());
    expect((await page(`q=${encodeURIComponent(`${word} 100%`)}`)).data.map((r) => r.id)).toEqual([b.id]);
    expect((await page(`q=${encodeURIComponent(`${word} 1_0%`)}`)).data).toEqual([]);
    const drafts = await page(`q=${encodeURIComponent(word)}&status=draft&class=articleNews`);
    expect(drafts.data.map((r) => r.id)).toEqual([a.id]);
    expect(drafts.data[0]).toMatchObject({ status: 'draft', published_at: null, version: 1, author: null });
    expect((await page(`q=${encodeURIComponent(word)}&class=articleBlog`)).data).toEqual([]);

    const all = await page('');
    expect(all.meta.per_page).toBe(20);
    expect(all.meta.total).toBeGreaterThan(20);
    expect(all.links.next).toContain('page=2');
    // newest edit first by default
    const updated = all.data.map((r) => r.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    const byDate = (await page('sort=published_at&dir=desc&per_page=100')).data.filter((r) => r.published_at);
    const dates = byDate.map((r) => r.published_at as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses an unknown sort, class or status and a page too large, by field (422)', async () => {
    for (const [query, field] of <const>[
      ['sort=id', 'sort'],
      ['dir=up', 'dir'],
      ['class=articleFoo', 'class'],
      ['status=live', 'status'],
      ['per_page=101', 'per_page'],
    ]) {
      const errors = await fieldErrors(await call('GET', `/api/staff/articles?${query}`, editor.auth));
      expect(errors[field], query).toBeDefined();
    }
  });
});

describe('pictures of an article', () => {
  const png = () =>
    sharp({ create: { width: 30, height: 20, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer();
  async function upload(path: string, auth: Auth): Promise<Media> {
    const form = new FormData();
    form.append('files', new File([(await png()) as BlobPart], 'photo.png', { type: 'image/png' }));
    const [uploaded] = await data<Media[]>(await app.request(path, { method: 'POST', headers: auth, body: form }));
    if (!uploaded) throw new Error('no upload');
    return uploaded;
  }

  it('shows content pictures (POST /api/staff/media) in its body and as its own picture', async () => {
    const inBody = await upload('/api/staff/media', editor.auth);
    const cover = await upload('/api/staff/media', otherEditor.auth);
    const draft = await create({
      body: `<p>圖：</p><figure><img src="${inBody.url}" alt="一只鑄鐵鍋"><figcaption>鑄鐵鍋</figcaption></figure>`,
      image_media_id: cover.id,
    });
    expect(draft.image).toEqual({ link: cover.url, width: cover.width, height: cover.height });
    expect(draft.body).toContain(`src="${inBody.url}"`);
    // left out, the picture stays; null takes it away
    const kept = await data<StaffArticle>(
      await call('PUT', `/api/staff/articles/${draft.id}`, otherEditor.auth, {
        ...newsInput({ body: draft.body }),
        version: draft.version,
      }),
    );
    expect(kept.image).toEqual(draft.image);
    const removed = await data<StaffArticle>(
      await call('PUT', `/api/staff/articles/${draft.id}`, editor.auth, {
        ...newsInput({ body: draft.body, image_media_id: null }),
        version: kept.version,
      }),
    );
    expect(removed.image).toBeNull();
  });

  it("refuses a member's private upload in the body or as the picture (422): readers could not see it", async () => {
    const own = await upload('/api/user/medias/warranty', editor.auth);
    const inBody = await fieldErrors(
      await call(
        'POST',
        '/api/staff/articles',
        editor.auth,
        newsInput({ body: `<img src="${own.url}" alt="保固卡">` }),
      ),
    );
    expect(inBody.body).toEqual([STAFF_ARTICLE_MESSAGES.imageMedia]);
    const asPicture = await fieldErrors(
      await call('POST', '/api/staff/articles', editor.auth, newsInput({ image_media_id: own.id })),
    );
    expect(asPicture.image_media_id).toEqual([STAFF_ARTICLE_MESSAGES.imageMedia]);
    const missing = await fieldErrors(
      await call('POST', '/api/staff/articles', editor.auth, newsInput({ image_media_id: 999_999 })),
    );
    expect(missing.image_media_id).toEqual([STAFF_ARTICLE_MESSAGES.imageMedia]);
  });
});

describe('GET /api/staff/articles/{id}/preview', () => {
  it("answers the draft's public page as readers will get it: rendered, noindex, never stored", async () => {
    const word = uniqueWord();
    const draft = await create({ subject: `預覽${word}`, body: `<p>預覽內文${word}</p>` });
    const res = await call('GET', `/api/staff/articles/${draft.id}/preview`, editor.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<title>預覽${word}`));
    expect(html).toContain('<meta name="robots" content="noindex');
    // the body is in the server-rendered page itself, not left to the browser
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).toContain(`預覽內文${word}`);
    // nothing of the preview reached readers, nor the public cache
    expect((await call('GET', `/api/article_news/${draft.id}`)).status).toBe(404);
    expect((await call('GET', `/news/article/${draft.id}`)).status).toBe(404);
    expect(await publicTraces(draft, word)).toEqual(HIDDEN);
  });

  it('previews a page addressed by its slug (a blog post) and a live article as well', async () => {
    const word = uniqueWord();
    const blog = await create({
      class: 'articleBlog',
      subject: `部落格${word}`,
      slug: `preview-${Date.now()}`,
      category_ids: [blogCategory],
    });
    const preview = await call('GET', `/api/staff/articles/${blog.id}/preview`, editor.auth);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain(`部落格${word}`);
    expect((await call('GET', `/blog/article/${blog.slug}`)).status).toBe(404);
    await move(blog, 'published');
    expect((await call('GET', `/api/staff/articles/${blog.id}/preview`, editor.auth)).status).toBe(200);
    expect((await call('GET', `/blog/article/${blog.slug}`)).status).toBe(200);
  });

  it('says when a class has no page of its own (409), and that a missing article is missing (404)', async () => {
    const report = await create({ class: 'articleReport', category_ids: [] });
    const res = await call('GET', `/api/staff/articles/${report.id}/preview`, editor.auth);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(NO_PREVIEW_MESSAGE);
    expect((await call('GET', '/api/staff/articles/999999/preview', editor.auth)).status).toBe(404);
  });
});
