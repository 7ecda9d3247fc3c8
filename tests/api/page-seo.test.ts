import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleCategories } from '../../server/db/tables/article-category.table';
import { pageMeta } from '../../server/db/tables/page-meta.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { sitemapPaths } from '../support/sitemap-files';

const ORIGIN = 'https://www.example.com.tw';
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { PUBLIC_URL: ORIGIN } });
// the gift choose pages are login-only: this app takes any well-formed token cookie as a session
const memberApp = testApp(db, { env: { PUBLIC_URL: ORIGIN }, sessions: { findMember: async () => ({ id: 1 }) } });
const MEMBER_COOKIE = `token=${btoa('{"token_type":"Bearer","token":"t"}')}`;

async function page(path: string, as: 'guest' | 'member' = 'guest') {
  const res =
    as === 'member'
      ? await memberApp.request(path, { headers: { accept: 'text/html', cookie: MEMBER_COOKIE } })
      : await app.request(path, { headers: { accept: 'text/html' } });
  return { res, html: await res.text() };
}

/** The content of the one `<meta>` with this name/property (the raw, still escaped attribute). */
function meta(html: string, key: string): string | undefined {
  const tags = html.match(new RegExp(`<meta (?:name|property)="${key}" content="[^"]*">`, 'g')) ?? [];
  expect(tags.length, `one ${key} tag`).toBeLessThanOrEqual(1);
  return tags[0]?.match(/content="([^"]*)"/)?.[1];
}
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)">/)?.[1];

describe('the home page', () => {
  it('takes its tags from the seeded page_meta row for /', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(title(html)).toBe('好生活 HAO LIFE｜進口居家生活選品');
    expect(meta(html, 'description')).toMatch(/^好生活引進歐洲與日本的居家生活品牌/);
    expect(canonical(html)).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:title')).toBe('好生活 HAO LIFE｜進口居家生活選品');
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:locale')).toBe('zh_TW');
    expect(meta(html, 'og:site_name')).toBe('好生活');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'robots')).toBeUndefined();
  });

  it('declares the page language as zh-Hant-TW', async () => {
    const { html } = await page('/');
    expect(html).toMatch(/<html lang="zh-Hant-TW">/);
  });

  it('writes exactly one title', async () => {
    const { html } = await page('/');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('a plain route', () => {
  it('uses the manifest title and description, with the site name', async () => {
    const { html } = await page('/events');
    expect(title(html)).toBe('活動報名｜好生活');
    expect(meta(html, 'description')).toBe('活動報名｜好生活：居家生活選品、活動與售後服務。');
    expect(canonical(html)).toBe(`${ORIGIN}/events`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/events`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
  });

  it('puts the params in the canonical URL and leaves tracking parameters out', async () => {
    const withParams = await page('/giftchoose/brand-hs/channel-7', 'member');
    expect(withParams.res.status).toBe(200);
    expect(canonical(withParams.html)).toBe(`${ORIGIN}/giftchoose/brand-hs/channel-7`);
    const tracked = await page('/news?utm_source=line&page=1&fbclid=x');
    expect(canonical(tracked.html)).toBe(`${ORIGIN}/news`);
    expect(meta(tracked.html, 'robots')).toBeUndefined();
  });

  it("gives a list's page 2 its own canonical, indexable", async () => {
    const { res, html } = await page('/news?page=2');
    expect(res.status).toBe(200);
    expect(canonical(html)).toBe(`${ORIGIN}/news?page=2`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/news?page=2`);
    expect(meta(html, 'robots')).toBeUndefined();
  });

  it('keeps a filtered list out of the index, its canonical naming itself with the filters in order', async () => {
    const faq = await page('/services/faq?brand_id=2');
    expect(faq.res.status).toBe(200);
    expect(canonical(faq.html)).toBe(`${ORIGIN}/services/faq?brand_id=2`);
    expect(meta(faq.html, 'robots')).toBe('noindex');
    const events = await page('/events?status=open&page=2&cost=free&utm_medium=x');
    expect(canonical(events.html)).toBe(`${ORIGIN}/events?cost=free&amp;page=2&amp;status=open`);
    expect(meta(events.html, 'robots')).toBe('noindex');
  });

  it('marks search results and forms noindex', async () => {
    expect(meta((await page('/search')).html, 'robots')).toBe('noindex');
    expect(meta((await page('/contact/step2')).html, 'robots')).toBe('noindex');
  });

  it('takes the canonical origin from the request when PUBLIC_URL is not set', async () => {
    const local = testApp(db);
    const html = await (await local.request('http://localhost:3300/brands')).text();
    expect(canonical(html)).toBe('http://localhost:3300/brands');
  });
});

describe('HENCE topics: one section, one address', () => {
  const topicsId = async () => {
    const [row] = await db.select().from(articleCategories).where(eq(articleCategories.slug, 'topics'));
    if (!row) throw new Error('the seed has a topics category');
    return row.id;
  };

  it('answers its numbered address with 301 to /hence/topic, the query kept', async () => {
    const id = await topicsId();
    const res = await app.request(`/hence/${id}?page=2`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/hence/topic?page=2');
    // another category keeps its own address
    const [other] = await db.select().from(articleCategories).where(eq(articleCategories.class, 'articleProject'));
    if (other && other.id !== id) expect((await page(`/hence/${other.id}`)).res.status).toBe(200);
  });

  it('is /hence/topic in the categories API, the sitemap (once) and its own canonical', async () => {
    const id = await topicsId();
    const api = (await (await app.request('/api/article_categories?class=articleProject')).json()) as {
      data: { id: number; link: string | null }[];
    };
    expect(api.data.find((c) => c.id === id)?.link).toBe('/hence/topic');
    const locs = await sitemapPaths(app);
    expect(locs.filter((l) => l === '/hence/topic')).toHaveLength(1);
    expect(locs).not.toContain(`/hence/${id}`);
    expect(canonical((await page('/hence/topic')).html)).toBe(`${ORIGIN}/hence/topic`);
  });
});

describe('hostile values from the content team', () => {
  it('escapes markup in title and description so it cannot open a tag', async () => {
    await db.insert(pageMeta).values({
      path: '/brands',
      title: '</title><script>alert(1)</script>',
      description: '" onmouseover="alert(1)',
      image: 'javascript:alert(1)',
    });
    const { html } = await page('/brands');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('" onmouseover=');
    expect(title(html)).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(meta(html, 'description')).toBe('&quot; onmouseover=&quot;alert(1)');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
  });

  it('keeps replacement patterns such as $& literal', async () => {
    await db.insert(pageMeta).values({ path: '/brand-story', title: "A $& B $' C", description: 'd' });
    const { html } = await page('/brand-story');
    expect(title(html)).toBe('A $&amp; B $&#39; C');
  });
});

describe('the 404 page', () => {
  it('has its own title and noindex', async () => {
    const { res, html } = await page('/no-such-page');
    expect(res.status).toBe(404);
    expect(title(html)).toBe('找不到頁面｜好生活');
    expect(meta(html, 'robots')).toBe('noindex');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API and member area and points at the sitemap on PUBLIC_URL', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });

  // Google's reading of robots.txt (RFC 9309 and its `*` and `$`): a rule matches a path that
  // starts with it, `*` stands for any characters and a final `$` for the end; the longest rule
  // that matches decides, Allow on a tie.
  const crawlable = (robots: string, path: string) => {
    const rules = [...robots.matchAll(/^(Allow|Disallow):\s*(\S*)$/gm)].map(([, kind, rule = '']) => ({
      allow: kind === 'Allow',
      rule,
      re: new RegExp(
        `^${rule
          .replace(/\$$/, '')
          .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}${rule.endsWith('$') ? '$' : ''}`,
      ),
    }));
    const matching = rules.filter((r) => r.rule && r.re.test(path));
    matching.sort((a, b) => b.rule.length - a.rule.length || Number(b.allow) - Number(a.allow));
    return matching[0]?.allow ?? true;
  };

  it('lets crawlers read every sitemap page, /membership among them, and keeps the member area out', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    const paths = await sitemapPaths(app);
    expect(paths).toContain('/membership');
    expect(paths.filter((p) => !crawlable(robots, p))).toEqual([]);
    for (const hidden of [
      '/member',
      '/member/',
      '/member/activity',
      '/member/refund/E1/step2',
      '/api/home',
      '/sso/login',
    ])
      expect(crawlable(robots, hidden), hidden).toBe(false);
  });
});

describe('the sign-in address for the client', () => {
  it('tells the SPA where guests sign in: the server’s SSO_LOGIN_URL, escaped', async () => {
    expect((await page('/events')).html).toContain('<meta name="sign-in-url" content="/sso/login">');
    const external = testApp(db, { env: { SSO_LOGIN_URL: 'https://sso.example.tw/login?client=a&b="x"' } });
    const html = await (await external.request('/events', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(
      '<meta name="sign-in-url" content="https://sso.example.tw/login?client=a&amp;b=&quot;x&quot;">',
    );
  });
});
