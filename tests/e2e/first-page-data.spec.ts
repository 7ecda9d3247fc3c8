import { appReady } from '../support/e2e-app';
import { expect, type Page, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * The first page comes rendered, with the query cache it was rendered from (#query-state,
 * docs/decisions/server-rendering.md), and names its route chunks (modulepreload): the home page
 * and an article hydrate without asking the API, and without a CSP violation (zod's
 * `new Function` probe, refused by the site's CSP).
 */

async function watch(page: Page) {
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { apiCalls, violations };
}

test('the home page hydrates from the answers it came with: no API request, no CSP violation', {
  tag: PHONE_TAG,
}, async ({ page }) => {
  const { apiCalls, violations } = await watch(page);
  await page.goto('/');
  await expect(page.getByText('好好生活，從一件好用的器物開始').first()).toBeVisible();
  await expect(page.getByText('載入失敗')).toHaveCount(0);
  expect(apiCalls.filter((call) => call.startsWith('/api/homepage'))).toEqual([]);
  expect(await violations()).toEqual([]);
  // the first block is in the first screen of a phone: its picture does not wait to be scrolled to
  const blockPictures = page.locator('main section.info-block img');
  await expect(blockPictures.first()).toHaveAttribute('loading', 'eager');
  await expect(blockPictures.last()).toHaveAttribute('loading', 'lazy');
});

test('an article hydrates from the answer it came with; the next page asks the API as usual', async ({ page }) => {
  const { apiCalls, violations } = await watch(page);
  await page.goto('/blog/article/cast-iron-first-use');
  await expect(page.getByRole('heading', { level: 1, name: '鑄鐵鍋開鍋全攻略' })).toBeVisible();
  expect(apiCalls.filter((call) => call.startsWith('/api/article_blogs'))).toEqual([]);
  expect(await violations()).toEqual([]);

  await appReady(page);
  // in the app, the blog list is asked of the API: the page came with its own answers only
  await page.locator('main a[href="/blog"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: '部落格' })).toBeVisible();
  expect(apiCalls.some((call) => call.startsWith('/api/article_blogs'))).toBe(true);
});
