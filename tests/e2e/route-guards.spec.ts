import { matchRoute } from '../../schemas/route-guard';
import { BANNER, routesFor } from '../../schemas/route-manifest';
import { expectSameDocument, markDocument, navigateInApp, pageHeading, signInTarget } from '../support/e2e-app';
import { samplePath } from '../support/e2e-routes';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * SPEC §2 "Route guards" where each really runs: the server on a full page load (page.goto),
 * and the SPA's loader on an in-app navigation (no document load: a window mark survives).
 */

const routes = routesFor({ dev: false });
const loginOnly = routes
  .filter((entry) => entry.banner !== undefined)
  .map((entry) => ({ entry, path: samplePath(entry) }));

async function expectNotFound(page: Page, fullPath: string) {
  await expect(page.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible();
  await expect(page.getByText('錯誤代碼404')).toBeVisible();
  await expect(page.getByText(`Page Not Found: ${fullPath}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
}

function expectSignIn(page: Page, returnTo: string, banner: number) {
  const url = new URL(page.url());
  expect(url.pathname, 'the sign-in service').toBe('/sso/login');
  expect(signInTarget(page.url(), page.url())).toEqual({ returnTo, banner: String(banner) });
}

test.describe('the manifest carries the SPEC’s sign-in banners', () => {
  test('warranty 2, repair 3, fast-repair 4, cleaning 5, inhome 6, gift apply 7, event apply 8, others 1', () => {
    const bannerOf = (path: string) => matchRoute(path, routes)?.entry.banner;
    expect({
      '/services/warranty/form': bannerOf('/services/warranty/form'),
      '/services/repair/form': bannerOf('/services/repair/form'),
      '/services/fast-repair/form': bannerOf('/services/fast-repair/form'),
      '/services/cleaning/form': bannerOf('/services/cleaning/form'),
      '/services/inhome/form': bannerOf('/services/inhome/form'),
      '/giftmain/brand-hs/giftid-1/apply': bannerOf('/giftmain/brand-hs/giftid-1/apply'),
      '/gift/1/apply': bannerOf('/gift/1/apply'),
      '/events/1/apply': bannerOf('/events/1/apply'),
      '/member': bannerOf('/member'),
      '/member/refund/abcd-1234': bannerOf('/member/refund/abcd-1234'),
      '/giftmain/brand-hs/giftid-1': bannerOf('/giftmain/brand-hs/giftid-1'),
    }).toEqual({
      '/services/warranty/form': 2,
      '/services/repair/form': 3,
      '/services/fast-repair/form': 4,
      '/services/cleaning/form': 5,
      '/services/inhome/form': 6,
      '/giftmain/brand-hs/giftid-1/apply': 7,
      '/gift/1/apply': 7,
      '/events/1/apply': 8,
      '/member': 1,
      '/member/refund/abcd-1234': 1,
      '/giftmain/brand-hs/giftid-1': 1,
    });
    // every login-only route has one of the SPEC's banners
    const known = new Set<number>(Object.values(BANNER));
    expect(loginOnly.filter(({ entry }) => !known.has(entry.banner as number))).toEqual([]);
  });
});

test.describe('route guards on a full page load (the server)', () => {
  test('an address with upper case or a trailing slash moves permanently (301) to its canonical form', async ({
    page,
  }) => {
    for (const [from, to] of [
      ['/Events/', '/events'],
      ['/Events/?page=2', '/events?page=2'],
      ['/services/', '/services'],
    ] as const) {
      const response = await page.goto(from);
      expect(new URL(page.url()).pathname + new URL(page.url()).search, from).toBe(to);
      const redirect = await response?.request().redirectedFrom()?.response();
      expect(redirect?.status(), `${from} answers`).toBe(301);
      expect(response?.status()).toBe(200);
    }
    await expect(pageHeading(page, '售後服務')).toBeVisible();
  });

  test('/article/* ends at /hence', async ({ page }) => {
    await page.goto('/article/x');
    await expect(page).toHaveURL(/\/hence$/);
    await expect(pageHeading(page, 'HENCE 生活誌')).toBeVisible();
  });

  test('a guest on any login-only page is sent to sign in, with the return address and the form’s banner', async ({
    page,
  }) => {
    expect(loginOnly.length).toBeGreaterThan(10);
    for (const { entry, path } of loginOnly) {
      await page.goto(path);
      await test.step(`${path} → banner ${entry.banner}`, () => expectSignIn(page, path, entry.banner as number));
    }
  });

  test('/member sends a guest to sign in with banner 1, /services/repair/form with banner 3', async ({ page }) => {
    await page.goto('/member');
    expectSignIn(page, '/member', 1);
    await page.goto('/services/repair/form');
    expectSignIn(page, '/services/repair/form', 3);
  });

  test('a failed validate check and an unknown page answer 404 with the full path', async ({ page }) => {
    for (const path of ['/events/abc', '/no-such-page', '/events/abc?from=e2e']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFound(page, path);
    }
  });
});

test.describe('route guards on an in-app navigation (the SPA)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^好生活/ })).toBeVisible();
    await markDocument(page);
  });

  test('an upper-case address becomes the canonical one in place, and leaves no history entry', async ({ page }) => {
    await navigateInApp(page, '/Events/?page=2');
    await expect(page).toHaveURL(/\/events\?page=2$/);
    await expect(pageHeading(page, '活動報名')).toBeVisible();
    await expectSameDocument(page);
    // the in-app 301 replaced the upper-case entry: Back returns to the home page
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectSameDocument(page);
  });

  test('/article/* ends at /hence', async ({ page }) => {
    await navigateInApp(page, '/article/x');
    await expect(page).toHaveURL(/\/hence$/);
    await expect(pageHeading(page, 'HENCE 生活誌')).toBeVisible();
    await expectSameDocument(page);
  });

  // The SPA's guard sends the guest on by itself: the only document the browser asks the server
  // for is the sign-in page (had the server decided, it would first have been asked for the page).
  for (const [path, banner] of [
    ['/member', 1],
    ['/services/fast-repair/form', 4],
  ] as const) {
    test(`a guest going to ${path} is sent to sign in with banner ${banner}, by the SPA`, async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          documents.push(new URL(request.url()).pathname);
        }
      });
      await navigateInApp(page, path);
      await expect(page).toHaveURL(/\/sso\/login\?/);
      expectSignIn(page, path, banner);
      expect(documents).toEqual(['/sso/login']);
    });
  }

  test('an unknown page and a failed validate check show the 404 screen in place', async ({ page }) => {
    await navigateInApp(page, '/no-such-page');
    await expectNotFound(page, '/no-such-page');
    await expectSameDocument(page);
    await navigateInApp(page, '/events/abc');
    await expectNotFound(page, '/events/abc');
    await expectSameDocument(page);
  });
});
