import {
  appReady,
  clickInPlace,
  expectRenderedPath,
  expectSameDocument,
  mainNav,
  makeScrollable,
  markDocument,
  navigateInApp,
  scrollTo,
  scrollY,
} from '../support/e2e-app';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * SPEC §2 "Scroll rules" in the browser, tested on the rules rather than on the pages' content
 * (which other issues are still filling in):
 * - a page may be too short to scroll, more so on a tall phone screen, so each test makes the
 *   body 5000 px tall (`makeScrollable`: viewport-independent; the rules need room to act);
 * - which location a list links to, and where that link sits, is content: a location's page is
 *   reached by an in-app history navigation (`navigateInApp`, no document load), and the way back
 *   to the list is the 門市據點 link of the sticky header, clicked where it is on screen
 *   (`clickInPlace`);
 * - "the page is shown" is its current breadcrumb linking to its address (`expectRenderedPath`).
 */

const expectScrollY = (page: Page, y: number) => expect.poll(() => scrollY(page), { message: `scrollY ${y}` }).toBe(y);

/** Opens a page and waits for the app to show it (the scroll rules run from then on). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expectRenderedPath(page, path);
  await makeScrollable(page);
  await markDocument(page);
}

test('a new path starts at the top of the page', async ({ page }) => {
  await open(page, '/locations');
  await scrollTo(page, 1500);
  await clickInPlace(page, (await mainNav(page)).getByRole('link', { name: '售後服務' }));
  await expectRenderedPath(page, '/services');
  await expectScrollY(page, 0);
  await expectSameDocument(page);
});

test('the place is kept between the locations list and a location, and between two locations', async ({ page }) => {
  await open(page, '/locations/1');
  await scrollTo(page, 1500);

  // detail → list, by the header link
  await clickInPlace(page, (await mainNav(page)).getByRole('link', { name: '門市據點' }));
  await expectRenderedPath(page, '/locations');
  await expectScrollY(page, 1500);

  // list → detail
  await scrollTo(page, 900);
  await navigateInApp(page, '/locations/2');
  await expectRenderedPath(page, '/locations/2');
  await expectScrollY(page, 900);

  // detail → another detail
  await scrollTo(page, 1200);
  await navigateInApp(page, '/locations/3');
  await expectRenderedPath(page, '/locations/3');
  await expectScrollY(page, 1200);
  await expectSameDocument(page);

  // and any other page still starts at the top
  await navigateInApp(page, '/news');
  await expectRenderedPath(page, '/news');
  await expectScrollY(page, 0);
});

test('Back from a location to the list returns to where the reader was on the list', async ({ page }) => {
  await open(page, '/locations');
  await scrollTo(page, 1800);
  await navigateInApp(page, '/locations/7');
  await expectRenderedPath(page, '/locations/7');
  await expectScrollY(page, 1800);
  // read on down the location's page: Back must restore the list's own place, not keep this one
  await scrollTo(page, 600);
  await page.goBack();
  await expectRenderedPath(page, '/locations');
  await expectScrollY(page, 1800);
  await expectSameDocument(page);
});

test('a hash link scrolls to its section, and leaving the hash returns to the top', async ({ page }) => {
  await open(page, '/sustainability');
  // the page's own table of contents; its sections come from the content, so take the fifth
  const link = page.getByRole('navigation', { name: '永續發展目錄' }).getByRole('link').nth(4);
  const hash = (await link.getAttribute('href'))?.replace(/^[^#]*/, '') ?? '';
  expect(hash, 'a hash link').toMatch(/^#.+/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/sustainability${hash}$`));
  // the section's top meets the top of the viewport, below the room the CSS keeps there for a
  // sticky header (the page's scroll-padding-top and the section's scroll-margin-top)
  const section = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
  const room = await section.evaluate(
    (el) =>
      (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      (Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0),
  );
  await expect
    .poll(async () => Math.abs(((await section.boundingBox())?.y ?? -1000) - room) <= 1, {
      message: 'section at the top',
    })
    .toBe(true);
  expect(await scrollY(page)).toBeGreaterThan(0);

  // Same page without the hash, by the header's 永續發展 link. The header of this page scrolls away
  // with it, and a pointer click would first scroll the link into view (to the top, hiding the
  // rule under test), so the link gets its click event where it is.
  // (On phones the link sits in the folded menu, whose button would scroll to the top as well.)
  await page
    .getByRole('navigation', { name: '主選單', includeHidden: true })
    .getByRole('link', { name: '永續發展', includeHidden: true })
    .dispatchEvent('click');
  await expect(page).toHaveURL(/\/sustainability$/);
  await expectScrollY(page, 0);
  await expectSameDocument(page);
});

/**
 * Full page loads follow the same rules (issue 20): a document load is a move to a new path, so it
 * starts at the top, whatever the page before it (or the same page, reloaded) was scrolled to.
 * Every document of these tests is made tall as it loads, so a wrong position could be applied.
 */
test.describe('full page loads', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.body.style.minHeight = '5000px';
        // pictures above the fold arriving late must not move the place the test scrolled to
        // (Chromium's scroll anchoring): what is measured is where a load starts, not anchoring
        document.documentElement.style.overflowAnchor = 'none';
      });
    });
  });

  test('a page loaded after a scrolled page starts at the top', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('link', { name: '冬季土鍋炊飯教室' }).first().click();
    await page.waitForURL(/\/events\/\d+$/);
    await markDocument(page);
    await scrollTo(page, 1500);
    // the address typed into the browser, or a link that leaves the app (the gateway's way back)
    await page.goto('/');
    await appReady(page);
    await expectScrollY(page, 0);
    // and a link of the app from there still starts the next page at the top
    await scrollTo(page, 1200);
    await clickInPlace(page, (await mainNav(page)).getByRole('link', { name: '門市據點' }));
    await expectRenderedPath(page, '/locations');
    await expectScrollY(page, 0);
  });

  test('a reloaded page starts at the top', async ({ page }) => {
    await open(page, '/news');
    await scrollTo(page, 1500);
    await page.reload();
    await appReady(page);
    await expectRenderedPath(page, '/news');
    await expectScrollY(page, 0);
  });

  test('a page loaded with a hash scrolls to its section', async ({ page }) => {
    await open(page, '/sustainability');
    const link = page.getByRole('navigation', { name: '永續發展目錄' }).getByRole('link').nth(4);
    const hash = (await link.getAttribute('href'))?.replace(/^[^#]*/, '') ?? '';
    await scrollTo(page, 3000);
    await page.goto(`/sustainability${hash}`);
    await appReady(page);
    const section = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
    await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1000) < 200).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });

  test('Back from another site to a page of the app returns to where the reader was', async ({ page }) => {
    await open(page, '/news');
    await scrollTo(page, 1300);
    // a document outside the app (the API's health check), then the browser's Back
    await page.goto('/api/health');
    await page.goBack();
    await appReady(page);
    await expectRenderedPath(page, '/news');
    await expectScrollY(page, 1300);
  });
});
