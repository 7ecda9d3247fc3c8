import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/app-env';
import { contentChangesOf } from '../../server/db/content-changes';
import { articles } from '../../server/db/tables/article.table';
import { homeBlocks } from '../../server/db/tables/home-block.table';
import * as entryServer from '../../src/entry-server';
import { BROWSER, freshDbForFile, testApp } from '../support/api-app';
import { notificationsDuring } from '../support/content-notifications';
import { signedInMember, tempDataDir } from '../support/sso-browser';

// The public cache (docs/decisions/public-cache.md) on this file's database: PGlite, or
// PostgreSQL with TEST_DATABASE_URL. Two servers on one PostgreSQL: public-cache-postgres.test.ts.
const testDb = await freshDbForFile({ seeded: true });
const { db } = testDb;
// a big uncached JSON answer, to see uncached API JSON compressed
const probe = new Hono<AppEnv>().get('/probe-uncached', (c) => c.json({ data: '好生活'.repeat(2000) }));
const app = testApp(db, { env: { DATA_DIR: tempDataDir() }, extraApi: [probe], renderer: entryServer });
const changes = contentChangesOf(db);
beforeAll(async () => {
  await changes?.ready();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** The home answer a rendered page was made from (its query cache, `#query-state`). */
const renderedHome = (html: string) => {
  const state = /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1];
  const queries = state
    ? (JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries
    : [];
  return queries.find((q) => q.queryKey.join('/') === 'home/page')?.state.data as
    | { infos: { first_block: { subject: string } } }
    | undefined;
};

/** A write to content, as an editor's or an import would make it; resolves once it committed. */
const renameFirstBlock = (subject: string) =>
  db.update(homeBlocks).set({ subject }).where(eq(homeBlocks.key, 'first_block'));

describe('a public answer', () => {
  it('is kept: the same bytes and strong ETag again, a 304 for a client that has them', async () => {
    const first = await get('/api/homepage');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    const again = await get('/api/homepage');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await bytes(again)).equals(await bytes(first))).toBe(true);

    const head = await app.request('/api/homepage', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');

    const notModified = await get('/api/homepage', { 'if-none-match': etag ?? '' });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    // the security headers are on every answer, kept ones too
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(again.headers.get('x-frame-options')).toBe('DENY');
  });

  it('comes compressed to clients that take it, each encoding with its own ETag, all the same JSON', async () => {
    const plain = await get('/api/homepage');
    const br = await get('/api/homepage', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/api/homepage', { 'accept-encoding': 'gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const json = await plain.json();
    expect(JSON.parse(brotliDecompressSync(await bytes(br)).toString('utf8'))).toEqual(json);
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString('utf8'))).toEqual(json);
    const etags = new Set([plain, br, gz].map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(3);
  });

  it('of a page is its rendered HTML, still revalidated by browsers each time', async () => {
    const first = await get('/', BROWSER);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(renderedHome(await first.text())).toEqual(
      ((await (await get('/api/homepage')).json()) as { data: unknown }).data,
    );
    expect((await get('/', { ...BROWSER, 'if-none-match': etag })).status).toBe(304);
    const br = await get('/', { ...BROWSER, 'accept-encoding': 'br' });
    expect(brotliDecompressSync(await bytes(br)).toString('utf8')).toContain('<div id="root">');
  });
});

describe('a content write', () => {
  it('is seen by the very next request, on the API and in the pages', async () => {
    const before = await get('/api/homepage');
    const beforeEtag = before.headers.get('etag');
    const beforePage = await get('/', BROWSER);
    const generation = changes?.generation();

    await renameFirstBlock('新的首頁區塊');
    // heard before the write's promise resolved: no wait, no window for a stale answer
    expect(changes?.generation()).not.toBe(generation);

    const after = await get('/api/homepage');
    expect(after.headers.get('etag')).not.toBe(beforeEtag);
    expect(
      ((await after.json()) as { data: { infos: { first_block: { subject: string } } } }).data.infos.first_block
        .subject,
    ).toBe('新的首頁區塊');
    const afterPage = await get('/', BROWSER);
    expect(afterPage.headers.get('etag')).not.toBe(beforePage.headers.get('etag'));
    expect(renderedHome(await afterPage.text())?.infos.first_block.subject).toBe('新的首頁區塊');
  });

  it('that takes an article away answers 404 next, and a 404 is never kept', async () => {
    const path = '/api/article_blogs/cast-iron-first-use';
    expect((await get(path)).status).toBe(200);
    // taken down by an editor: not published any more
    await db.update(articles).set({ status: 'unpublished' }).where(eq(articles.slug, 'cast-iron-first-use'));
    const gone = await get(path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('etag')).toBeNull();
    expect((await get('/blog/article/cast-iron-first-use', BROWSER)).status).toBe(404);

    await db.update(articles).set({ status: 'published' }).where(eq(articles.slug, 'cast-iron-first-use'));
    expect((await get(path)).status).toBe(200);
  });

  it('of something that is not content (a member signing up) keeps the cache', async () => {
    const etag = (await get('/api/homepage')).headers.get('etag');
    // what the sign-up itself tells the cache; not the app's generation, which a notification of
    // an earlier test's write may still reach late (one per listening connection, on PostgreSQL)
    const heard = await notificationsDuring(testDb, 'content_version', () => signedInMember(app));
    expect(heard).toEqual([]);
    expect((await get('/api/homepage')).headers.get('etag')).toBe(etag);
  });
});

describe('what is never kept', () => {
  it("one member's profile never reaches another member or a guest", async () => {
    const ming = await signedInMember(app, { name: '王小明' });
    const hua = await signedInMember(app, { name: '陳小華' });
    const nameOf = async (headers: Record<string, string>) => {
      const res = await get('/api/user/profile', headers);
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
      return ((await res.json()) as { data: { name: string } }).data.name;
    };
    for (let i = 0; i < 3; i++) {
      expect(await nameOf(ming.auth)).toBe('王小明');
      expect(await nameOf(hua.auth)).toBe('陳小華');
    }
    // the browser's way: the token cookie instead of the header
    const cookie = (m: typeof ming) =>
      `token=${Buffer.from(JSON.stringify({ token_type: m.token_type, token: m.token })).toString('base64')}`;
    expect(await nameOf({ cookie: cookie(hua) })).toBe('陳小華');
    expect(await nameOf({ cookie: cookie(ming) })).toBe('王小明');
    expect((await get('/api/user/profile')).status).toBe(401);
  });

  it('a remembered session still ends with its logout, on the very next request', async () => {
    const member = await signedInMember(app);
    const profile = () => get('/api/user/profile', member.auth);
    expect((await profile()).status).toBe(200);
    expect((await profile()).status).toBe(200);
    expect((await get('/api/clear-cookie', member.auth)).status).toBe(200);
    expect((await profile()).status).toBe(401);
  });

  it("a login-only page a member was shown is not a guest's: the guest is still sent to sign in", async () => {
    const member = await signedInMember(app);
    const cookie = `token=${Buffer.from(JSON.stringify({ token_type: member.token_type, token: member.token })).toString('base64')}`;
    const shown = await get('/member/edit', { ...BROWSER, cookie });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-cache');
    expect(shown.headers.get('etag')).toBeNull();
    const guest = await get('/member/edit', BROWSER);
    expect(guest.status).toBe(302);
  });

  it('a POST, even to a public path', async () => {
    await get('/api/homepage');
    const res = await app.request('/api/homepage', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('an API answer outside the list of public ones, which is still compressed for clients that take it', async () => {
    const res = await get('/api/probe-uncached', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(res)).toString('utf8'))).toEqual({ data: '好生活'.repeat(2000) });
    const plain = await get('/api/probe-uncached');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
