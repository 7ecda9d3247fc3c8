/**
 * Staff for browser tests of the console: an admin of STAFF_EMAILS (playwright.config.ts) and
 * members an admin makes editors by email, as issue 24's "done when" does it.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { memberAddress, registerAtService, signInAsNewMember } from './e2e-member';

const PASSWORD = 'correct horse 8';

/**
 * The admin of this worker: `e2e.articles<n>@example.com.tw` (listed in STAFF_EMAILS). One address
 * per parallel worker, so two workers never register the same account at once; a worker started
 * again (after a failure, or the next spec file) signs in to the account it registered before.
 */
export const workerAdminEmail = () => `e2e.articles${test.info().parallelIndex}@example.com.tw`;

const csrfOf = async (request: APIRequestContext) =>
  (await request.storageState()).cookies.find((c) => c.name === 'sso_csrf')?.value;

/** Signs `email` in at the sign-in service (registering it the first time) and logs in to the site. */
export async function signInAsAdmin(request: APIRequestContext, email: string = workerAdminEmail()): Promise<void> {
  const origin = new URL((await request.get('/sso/login')).url()).origin;
  const csrf = await csrfOf(request);
  if (!csrf) throw new Error('the sign-in service set no sso_csrf cookie');
  const signedIn = await request.post('/sso/login', {
    form: { _csrf: csrf, email, password: PASSWORD, return_to: '/', banner: '1' },
    headers: { origin, 'x-forwarded-for': memberAddress() },
    maxRedirects: 0,
  });
  const back =
    signedIn.status() === 303
      ? new URL(signedIn.headers().location ?? '', origin)
      : await registerAtService(request, origin, { name: '內容主管', email, mobile: '0922777888', password: PASSWORD });
  const login = await request.post('/api/auth/login', {
    data: { outer_id: back.searchParams.get('outer_id'), access_token: back.searchParams.get('id_token') },
  });
  expect(login.status(), 'the site accepts the admin').toBe(200);
}

/** A browser context of its own, signed in as this worker's admin. */
export async function adminContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  await signInAsAdmin(context.request);
  return context;
}

/** The admin grants `editor` to `email` through the API, as the people screen does. */
export async function grantEditor(admin: APIRequestContext, email: string): Promise<void> {
  const granted = await admin.post('/api/staff/people', { data: { email, roles: ['editor'] } });
  expect(granted.status(), 'the admin grants editor').toBe(200);
}

/** A new member on `page`, made an editor by this worker's admin. */
export async function signInAsNewEditor(page: Page): Promise<{ email: string }> {
  const { email } = await signInAsNewMember(page);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser for the admin');
  const admin = await adminContext(browser, new URL((await page.request.get('/api/health')).url()).origin);
  await grantEditor(admin.request, email);
  await admin.close();
  return { email };
}
