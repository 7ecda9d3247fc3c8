import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HomepageResponse } from '../../schemas/home.schema';
import { QUERY_STATE_ELEMENT_ID } from '../../schemas/query-state';
import { homeBlocks } from '../../server/db/tables/home-block.table';
import * as entryServer from '../../src/entry-server';
import { BROWSER, freshDbForFile, testApp } from '../support/api-app';
import { allSitemapFiles } from '../support/sitemap-files';
import { signedInMember, tempDataDir } from '../support/sso-browser';

// Public pages rendered by the server (issue 13, docs/decisions/server-rendering.md) with the real
// renderer (src/entry-server.tsx, transformed by vitest as Vite would build it) over this file's
// database: what the HTML holds, what it never holds, and what is left to the browser.
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { renderer: entryServer, env: { DATA_DIR: tempDataDir() } });

interface DehydratedQuery {
  queryKey: unknown[];
  state: { data: unknown; status: string };
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers: { ...BROWSER, ...headers } });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? null;
  const state = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  const queries = state ? (JSON.parse(state) as { queries: DehydratedQuery[] }).queries : null;
  return { res, html, root, queries };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a public page', () => {
  it('arrives rendered, with the query cache it was rendered from: the API answer, parsed', async () => {
    const { res, root, queries } = await page('/');
    expect(res.status).toBe(200);
    const api = HomepageResponse.parse(await (await app.request('/api/homepage')).json()).data;
    expect(text(root ?? '')).toContain(api.infos.first_block?.subject ?? 'a first block in the seed');
    const home = queries?.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['home', 'page']));
    expect(home?.state.status).toBe('success');
    expect(home?.state.data).toEqual(api);
  });

  it('an article has its heading and body in the HTML', async () => {
    const { root } = await page('/blog/article/cast-iron-first-use');
    expect(root).toMatch(/<h1[^>]*>鑄鐵鍋開鍋全攻略<\/h1>/);
    expect(text(root ?? '')).toContain('以熱水洗去出廠防鏽油');
  });

  it("is the same for everyone: a member's request gets a guest's markup, with no one's data in it", async () => {
    const member = await signedInMember(app, { name: '王小明' });
    const { root, html } = await page('/news', { cookie: `token=${encodeURIComponent(member.token)}`, ...member.auth });
    expect(root).toContain('登入');
    expect(html).not.toContain('王小明');
    expect(html).not.toContain(member.token);
  });

  it('is the new content on the very next request after a write', async () => {
    await db.update(homeBlocks).set({ subject: '伺服器算繪的新區塊' }).where(eq(homeBlocks.key, 'first_block'));
    const { root, queries } = await page('/');
    expect(text(root ?? '')).toContain('伺服器算繪的新區塊');
    expect(JSON.stringify(queries)).toContain('伺服器算繪的新區塊');
  });
});

describe('the gift events', () => {
  it('are linked from the footer of every page, the services menu and the site map page', async () => {
    const link = /<a [^>]*href="\/giftchoose\/brand-hs"[^>]*>贈品活動<\/a>/;
    const footer = (root: string | null) => /<footer[\s\S]*<\/footer>/.exec(root ?? '')?.[0] ?? '';
    expect(footer((await page('/news')).root)).toMatch(link);
    const services = (await page('/services')).root ?? '';
    expect(services.replace(/<footer[\s\S]*<\/footer>/, '')).toMatch(
      /href="\/giftchoose\/brand-hs"[^>]*>[\s\S]*?贈品活動/,
    );
    const sitemap = (await page('/sitemap')).root ?? '';
    expect(sitemap.replace(/<footer[\s\S]*<\/footer>/, '')).toMatch(link);
  });
});

describe('headings', () => {
  it("a store's page has one h1, the store's name", async () => {
    const xml = await allSitemapFiles(app);
    const stores = [...xml.matchAll(/<loc>[^<]*?(\/locations\/\d+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(stores.length).toBeGreaterThan(10);
    for (const path of stores) {
      const { root } = await page(path);
      const store = (await (await app.request(`/api${path}`)).json()) as { data: { name: string } };
      const h1s = [...(root ?? '').matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
      expect(h1s, path).toEqual([store.data.name]);
    }
  });
});

describe('what the server does not render', () => {
  it('a login-only page: a guest is sent to sign in, as before', async () => {
    const { res } = await page('/member');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/sso/login');
  });

  it("a flow's later steps (the contact form's review): the empty shell, for the browser", async () => {
    const { res, html } = await page('/contact/step2');
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });

  it("the contact form's first page: its heading and intro, the form itself left to the browser", async () => {
    const { res, root } = await page('/contact');
    expect(res.status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>聯絡我們<\/h1>/);
    expect(text(root ?? '')).toContain('有任何問題或建議，歡迎留言與我們聯繫。');
    // the subscription panel below is a form of its own; the contact form is not there yet
    expect(root?.match(/<form/g)).toHaveLength(1);
    expect(root).toContain('subscribe-panel__form');
  });

  it('an unknown page: the 404, with its status', async () => {
    const { res, html } = await page('/blog/article/no-such-post');
    expect(res.status).toBe(404);
    expect(html).not.toContain(QUERY_STATE_ELEMENT_ID);
  });

  it('a page whose rendering fails: the shell, and the browser renders it', async () => {
    const failing = testApp(db, {
      renderer: { renderPage: () => Promise.reject(new Error('a render that fails')) },
    });
    const res = await failing.request('/hence', { headers: BROWSER });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>');
  });
});

describe('two apps in one process', () => {
  it('each renders its own pages from its own data', async () => {
    const other = await freshDbForFile({ seeded: true });
    await other.db.update(homeBlocks).set({ subject: '另一個網站' }).where(eq(homeBlocks.key, 'first_block'));
    const otherApp = testApp(other.db, { renderer: entryServer });
    const html = async (of: ReturnType<typeof testApp>) => (await of.request('/', { headers: BROWSER })).text();
    const [ours, theirs] = await Promise.all([html(app), html(otherApp)]);
    expect(theirs).toContain('另一個網站');
    expect(ours).not.toContain('另一個網站');
  });
});
