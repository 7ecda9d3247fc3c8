import { expectNewDocument, markDocument, missingFile } from '../support/e2e-app';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * SPEC §2 "Error screen" / §8: a fatal error replaces the whole app with a full-page screen that
 * shows the status code and a 回到首頁 link to /. The real failure the product has today is a
 * page chunk that stays missing after the one reload the stale-build guard allows.
 */

async function expectErrorScreen(page: Page, status: number, heading: string, message: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(`錯誤代碼${status}`)).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${heading}｜好生活`);
  // it replaces the app: no header, no navigation, no footer
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

/** The screen's only way on: a full document load of the home page (a fresh, known-good state). */
async function followHomeLink(page: Page) {
  await markDocument(page);
  const home = page.getByRole('link', { name: '回到首頁' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^好生活/ })).toBeVisible();
  await expectNewDocument(page);
}

test('a page whose code is gone for good shows the error screen with status 500 and a way home', async ({ page }) => {
  const missing = await missingFile(page, '**/assets/services-fast-repair.route-*.js');
  await page.goto('/services/fast-repair');
  await expectErrorScreen(page, 500, '發生錯誤', '網站已更新，請重新整理頁面。');
  // the guard reloaded once, and the file was still missing
  expect(missing.documents()).toBe(2);
  await followHomeLink(page);
});

test('an unknown page shows the 404 screen with the full path and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page?ref=e2e');
  expect(response?.status()).toBe(404);
  await expectErrorScreen(page, 404, '找不到頁面', 'Page Not Found: /no-such-page?ref=e2e');
  await followHomeLink(page);
});
