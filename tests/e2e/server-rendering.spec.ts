import { matchRoute } from '../../schemas/route-guard';
import { routesFor } from '../../schemas/route-manifest';
import { appReady } from '../support/e2e-app';
import { signInAsNewMember } from '../support/e2e-member';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';
import { allSitemapFiles } from '../support/sitemap-files';

/**
 * Public pages arrive rendered by the server (issue 13, src/entry-server.tsx): their heading and
 * text are in the HTML before any script runs, and the browser hydrates that HTML into the same
 * SPA without a mismatch and without asking again for the data the page came with.
 */

const routes = routesFor({ dev: false });

/** One address of every public page kind, taken from the sitemap (which lists the public pages). */
async function onePagePerKind(request: APIRequestContext): Promise<Map<string, string>> {
  // /sitemap.xml is an index of files (issue 26): every address of every file
  const xml = await allSitemapFiles({ request: (path) => request.get(path) });
  const byKind = new Map<string, string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(loc ?? '');
    const entry = matchRoute(url.pathname, routes)?.entry;
    // a flow's page (the contact form) is public but its machine runs in the browser
    if (entry && !entry.flow && !byKind.has(entry.id)) byKind.set(entry.id, url.pathname + url.search);
  }
  // search is left out of the sitemap (noindex) but is a public page all the same
  byKind.set('search', `/search?q=${encodeURIComponent('鍋')}`);
  return byKind;
}

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="query-state">/.exec(html)?.[1];
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Hydration mismatches (React's recoverable errors, src/main.tsx) and any other error the page logs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('server-rendered public pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the markup is the same for every screen: the phone checks home below');

  test('every public page kind has its heading and text in the HTML, and hydrates without a mismatch', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const pages = await onePagePerKind(request);
    // the kinds the issue names, at least: a sitemap that lost one must not pass silently
    for (const kind of ['home', 'hence', 'hence-article', 'blog', 'blog-article', 'news', 'news-article', 'brands'])
      expect([...pages.keys()], `the sitemap lists a ${kind} page`).toContain(kind);
    for (const kind of ['locations', 'location', 'events', 'event', 'services', 'membership-terms', 'search'])
      expect([...pages.keys()], `the sitemap lists a ${kind} page`).toContain(kind);

    const errors = watchErrors(page);
    for (const [kind, path] of pages) {
      const html = await (await request.get(path)).text();
      const root = rootOf(html);
      expect(root, `${kind} (${path}) arrives rendered`).toBeTruthy();
      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root ?? '')?.[1];
      expect(heading, `${kind} (${path}) has its main heading in the HTML`).toBeTruthy();
      const headingText = textOf(heading ?? '');
      // more than the header and footer: the page's own content is there
      expect(textOf(root ?? '').length, `${kind} (${path}) has its text in the HTML`).toBeGreaterThan(200);

      await page.goto(path);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(headingText);
      expect(errors, `${kind} (${path}) hydrates without an error`).toEqual([]);
    }
  });

  test('without JavaScript, the home page and an article are there to read', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByText('好好生活，從一件好用的器物開始').first()).toBeVisible();
    await page.goto('/blog/article/cast-iron-first-use');
    await expect(page.getByRole('heading', { level: 1, name: '鑄鐵鍋開鍋全攻略' })).toBeVisible();
    // the body of the article, not only its title
    await expect(page.locator('main')).toContainText('以熱水洗去出廠防鏽油');
    // an event card's price is in the page, not only once the live seat figures arrive
    await page.goto('/events');
    await expect(page.getByRole('article').filter({ hasText: '冬季土鍋炊飯教室' }).first()).toContainText(
      'NT$1,000 起',
    );
    await context.close();
  });

  test('a hydrated page is the app: links navigate in place, asking the API for the next page only', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
      if (req.resourceType() === 'stylesheet') stylesheets.push(url.pathname);
    });
    const errors = watchErrors(page);
    // the app's scripts are not the page's first business: a boot script starts them after it is painted
    const html = await (await page.request.get('/blog/article/cast-iron-first-use')).text();
    expect(html).not.toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
    expect(html).toMatch(/<script type="application\/json" id="boot">\{"entry":"\/assets\/index-[^"]+\.js"/);
    await page.goto('/blog/article/cast-iron-first-use');
    await appReady(page);
    expect(apiCalls, 'the data the page came with is not asked for again').toEqual([]);
    // its stylesheets came inside the HTML: none is fetched, not even when its route's chunk loads
    expect(stylesheets).toEqual([]);
    // …and apply: the heading has the size the site's stylesheet gives it (2.75rem on a wide screen)
    await expect(page.locator('h1')).toHaveCSS('font-size', '44px');

    const documents: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(frame.url());
    });
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.locator('main a[href="/blog"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: '部落格' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(apiCalls.some((call) => call.startsWith('/api/article_blogs'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a member's page is theirs: the cached guest markup hydrates, then the header shows the member", async ({
    page,
  }) => {
    await signInAsNewMember(page);
    const errors = watchErrors(page);
    await page.goto('/news');
    await appReady(page);
    await expect(page.getByRole('link', { name: '會員中心' })).toBeVisible();
    await expect(page.getByRole('link', { name: '登入' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('login-only pages are not rendered on the server, a flow only as far as its heading', async ({ request }) => {
    const member = await request.get('/member', { maxRedirects: 0 });
    if (member.status() === 200) expect(await member.text()).toContain('<div id="root"></div>');
    else expect(member.status(), '/member: a guest is sent to sign in').toBe(302);
    // /contact is in the sitemap: its heading and intro arrive in the HTML, the contact form (its 留言內容) starts in the browser
    const contact = await (await request.get('/contact')).text();
    expect(contact).toMatch(/<h1[^>]*>聯絡我們<\/h1>/);
    expect(contact).not.toContain('留言內容');
  });
});

test('the phone gets the rendered home page and hydrates it', { tag: PHONE_TAG }, async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await appReady(page);
  await expect(page.getByText('好好生活，從一件好用的器物開始').first()).toBeVisible();
  expect(errors).toEqual([]);
});
