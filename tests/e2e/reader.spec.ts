import { readFile } from 'node:fs/promises';
import { ucs2Hex } from '../../server/content/pdf-writer';
import { scrollY } from '../support/e2e-app';
import { expect, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * The reader's promises of issue 12, each as a reader meets it: the go-to page box, related
 * articles, search across every kind, magazine issues, reports and the registration terms.
 */

test('the news list goes to page 3 through the go-to box, and shows the list from its top', async ({ page }) => {
  await page.goto('/news');
  const pagination = page.getByRole('navigation', { name: '分頁' });
  await pagination.getByRole('spinbutton', { name: '前往頁數' }).fill('3');
  await pagination.getByRole('button', { name: '前往' }).click();
  await expect(page).toHaveURL(/\/news\?page=3$/);
  await expect(pagination.getByRole('link', { name: '前往 第 3 頁' })).toHaveAttribute('aria-current', 'page');
  const heading = page.getByRole('heading', { level: 2, name: '所有消息' });
  // page 3 has no featured items: the list starts near the page's top, which is where the reader lands
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(heading).toBeInViewport();
});

test('a HENCE article lists its related articles, and one opens', async ({ page }) => {
  await page.goto('/hence/article/67');
  const related = page.getByRole('region', { name: '相關文章' });
  const links = related.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThan(1);
  const title = (await links.first().textContent()) ?? '';
  await links.first().click();
  await expect(page).toHaveURL(/\/hence\/article\/(?!67$)\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title.trim(), exact: true })).toBeVisible();
});

test('a registration without agreeing to the terms is refused, the message by the box', async ({ page }) => {
  await page.goto('/sso/register');
  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('Email').fill(`reader.${Date.now()}@example.com.tw`);
  await page.getByLabel('手機號碼').fill('0912345678');
  await page.getByLabel('密碼', { exact: true }).fill('correct horse 8');
  await page.getByLabel('確認密碼').fill('correct horse 8');
  const answer = page.waitForResponse((r) => r.url().endsWith('/sso/register') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '註冊', exact: true }).click();
  expect((await answer).status()).toBe(422);
  const agree = page.getByRole('checkbox', { name: '我已閱讀並同意會員條款與隱私權政策' });
  await expect(agree).toHaveAttribute('aria-invalid', 'true');
  await expect(agree).toHaveAccessibleDescription(/請閱讀並同意會員條款與隱私權政策。/);
  await expect(page.getByRole('link', { name: /會員條款（\d{4}-\d{2}-\d{2} 版）/ })).toHaveAttribute(
    'href',
    '/membership-terms',
  );
});

test('search finds the recipe 麻油雞 in its own group, marked, and opens it', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: '搜尋關鍵字' }).fill('麻油雞');
  await page.getByRole('button', { name: '搜尋' }).click();
  const recipes = page.getByRole('region', { name: /^食譜（\d+ 筆）$/ });
  const hit = recipes.getByRole('link', { name: '麻油雞土鍋炊飯' });
  await expect(hit.locator('mark')).toHaveText('麻油雞');
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: '麻油雞土鍋炊飯' })).toBeVisible();
});

test('a keyword that looks like HTML is shown as text, never run', async ({ page }) => {
  const keyword = '<img src=x onerror="window.__injected=1">';
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { level: 2, name: `「${keyword}」的搜尋結果` })).toBeVisible();
  await expect(page.getByText('無相符資料')).toBeVisible();
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test("a magazine issue opens as its PDF: cover, contents and the issue's articles", async ({ page }) => {
  await page.goto('/hence/magazine');
  const issue = page.getByRole('link', { name: 'HENCE 第 12 期｜冬．圍爐' });
  await expect(page.getByText(/^PDF・\d+ 頁・\d+ KB$/).first()).toBeVisible();
  const href = await issue.getAttribute('href');
  expect(href).toMatch(/^\/documents\/\d+\.pdf$/);
  // what the browser's PDF reader is given when the reader follows the link
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdf.body()).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  for (const line of ['本期目錄', '冬日餐桌專題：一只鍋的溫度']) expect(text).toContain(`<${ucs2Hex(line)}>`);
});

test('a sustainability report downloads, its size shown before', async ({ page }) => {
  await page.goto('/sustainability');
  const report = page.getByRole('link', { name: /^2025 年永續報告書/ });
  await expect(report).toContainText(/下載（PDF・\d+ 頁・\d+ KB）/);
  const [download] = await Promise.all([page.waitForEvent('download'), report.click()]);
  expect(download.suggestedFilename()).toBe('好生活-2025-永續報告書.pdf');
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const shown = /(\d+) KB/.exec((await report.textContent()) ?? '')?.[1];
  expect(Math.max(1, Math.round(bytes.byteLength / 1024))).toBe(Number(shown));
});

test('a store shows its opening hours and its pin marked on the store map', { tag: PHONE_TAG }, async ({
  page,
  isMobile,
}) => {
  await page.goto('/locations/11');
  const store = page.getByRole('heading', { level: 1, name: '好生活 台中勤美門市' });
  await expect(store).toBeVisible();
  const detail = page.getByRole('region', { name: '門市資訊' });
  await expect(detail.getByText('週一至週日 11:00–21:30')).toBeVisible();
  // a phone shows the list or the map: the map is one tap away
  if (isMobile) await page.getByRole('button', { name: '地圖', exact: true }).click();
  const pin = page.getByRole('region', { name: '門市地圖' }).getByRole('link', { name: '好生活 台中勤美門市' });
  await expect(pin).toHaveAttribute('aria-current', 'true');
});
