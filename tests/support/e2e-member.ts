/**
 * A real member for browser tests: registered at the site's own sign-in service (/sso) and
 * logged in through `POST /api/auth/login`, on the page's own cookie jar, so the session cookie
 * is the one the server and the SPA both read. Registering counts against the service's
 * per-address limit (20 an hour): call it only in tests that need a member.
 */
import { expect, type Page } from '@playwright/test';

let sequence = 0;

export async function signInAsNewMember(page: Page): Promise<{ email: string }> {
  const request = page.context().request;
  sequence += 1;
  const email = `e2e.${Date.now().toString(36)}.${process.pid}.${sequence}@example.com.tw`;
  const password = 'correct horse 8';

  // the register page sets the double-submit CSRF cookie that the form must echo
  const form = await request.get('/sso/register');
  expect(form.status(), 'the sign-in service shows its register page').toBe(200);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sso_csrf')?.value;
  if (!csrf) throw new Error('the sign-in service set no sso_csrf cookie');

  const origin = new URL(form.url()).origin;
  const registered = await request.post('/sso/register', {
    form: {
      _csrf: csrf,
      name: '測試會員',
      email,
      mobile: '0912345678',
      password,
      password_confirmation: password,
      return_to: '/',
      banner: '1',
    },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(registered.status(), 'registering sends the member back to the site').toBe(303);
  const back = new URL(registered.headers().location ?? '', origin);
  const outerId = back.searchParams.get('outer_id');
  const idToken = back.searchParams.get('id_token');
  if (!outerId || !idToken) throw new Error(`no login query in ${back.href}`);

  const login = await request.post('/api/auth/login', { data: { outer_id: outerId, access_token: idToken } });
  expect(login.status(), 'the site accepts the id_token').toBe(200);
  expect(
    (await page.context().cookies()).some((c) => c.name === 'token'),
    'the session cookie is set',
  ).toBe(true);
  return { email };
}
