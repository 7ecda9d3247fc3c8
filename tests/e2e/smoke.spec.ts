import { expect, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

test('the home page carries its title and language', { tag: PHONE_TAG }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/好生活/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
});
