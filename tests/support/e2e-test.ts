/**
 * The browser tests' `test`: Playwright's, with a `page` whose `goto` of a server-rendered page
 * resolves once the app has taken the page over (`<html data-ready>`). Such a page is on screen
 * before any script runs and its app starts after the first paint (src/boot.ts): its links work
 * at once, but a button clicked before hydration has no handler yet. A person waits for the page
 * to respond; a test that means to use the app waits for the same moment.
 */
import { test as base } from '@playwright/test';
import { appReady } from './e2e-app';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // only a server-rendered page carries the boot plan (server/spa/rendered-page.ts)
      if ((await page.locator('script#boot').count()) > 0) {
        await appReady(page, 20_000);
      }
      return response;
    };
    await use(page);
  },
});
