/**
 * A real member for browser tests: registered at the site's own sign-in service (/sso), through
 * the mailed link as a person would, and logged in through `POST /api/auth/login`, on the page's
 * own cookie jar, so the session cookie is the one the server and the SPA both read. Registering
 * counts against the service's per-address limit (20 an hour): call it only in tests that need a
 * member.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailedLink } from './e2e-outbox';

let sequence = 0;

/**
 * The client address a test member's sign-in calls come from. The suite registers more members
 * than the service lets one address register in an hour (20), as real members do from their own
 * addresses: the test server trusts X-Forwarded-For (TRUST_PROXY, playwright.config.ts), and each
 * member gets an address of its own (RFC 5737/2544 ranges, by worker process and sequence).
 */
export const memberAddress = (n: number = sequence) => `198.18.${process.pid % 256}.${n % 256}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

/** The registration link mailed to `email` (the server's outbox). */
export const registrationLinkFor = async (email: string): Promise<URL> =>
  new URL(await mailedLink(email, '【好生活】請完成會員註冊', /https?:\/\/\S+\/sso\/register\/confirm\?\S+/));

const csrfOf = async (request: APIRequestContext) =>
  (await request.storageState()).cookies.find((c) => c.name === 'sso_csrf')?.value;

/**
 * Registers at the sign-in service with `request`'s cookie jar: the form, the mailed link and its
 * button. Answers the address the service sends the new member back to (with the login query).
 */
export async function registerAtService(
  request: APIRequestContext,
  origin: string,
  form: { name: string; email: string; mobile: string; password: string },
  address: string = memberAddress(++sequence),
): Promise<URL> {
  // the register page sets the double-submit CSRF cookie that the form must echo
  const page = await request.get('/sso/register');
  expect(page.status(), 'the sign-in service shows its register page').toBe(200);
  const csrf = await csrfOf(request);
  if (!csrf) throw new Error('the sign-in service set no sso_csrf cookie');
  const sent = await request.post('/sso/register', {
    form: { _csrf: csrf, ...form, password_confirmation: form.password, agree: 'on', return_to: '/', banner: '1' },
    headers: { origin, ...from(address) },
    maxRedirects: 0,
  });
  expect(sent.status(), 'the sign-in service mails a registration link').toBe(200);
  const link = await registrationLinkFor(form.email);
  const confirm = await request.post('/sso/register/confirm', {
    form: { _csrf: csrf, ...Object.fromEntries(link.searchParams) },
    headers: { origin, ...from(address) },
    maxRedirects: 0,
  });
  expect(confirm.status(), 'the mailed link sends the new member back to the site').toBe(303);
  return new URL(confirm.headers().location ?? '', origin);
}

export async function signInAsNewMember(page: Page): Promise<{ email: string }> {
  const request = page.context().request;
  sequence += 1;
  const email = `e2e.${Date.now().toString(36)}.${process.pid}.${sequence}@example.com.tw`;
  const origin = new URL((await request.get('/api/health')).url()).origin;
  const back = await registerAtService(request, origin, {
    name: '測試會員',
    email,
    mobile: '0912345678',
    password: 'correct horse 8',
  });
  const outerId = back.searchParams.get('outer_id');
  const idToken = back.searchParams.get('id_token');
  if (!outerId || !idToken) throw new Error(`no login query in ${back.href}`);

  const login = await request.post('/api/auth/login', {
    data: { outer_id: outerId, access_token: idToken },
    headers: from(memberAddress()),
  });
  expect(login.status(), 'the site accepts the id_token').toBe(200);
  expect(
    (await page.context().cookies()).some((c) => c.name === 'token'),
    'the session cookie is set',
  ).toBe(true);
  return { email };
}

export interface MemberAccount {
  email: string;
  password: string;
}

/** A member registered once (with `request`, any cookie jar): for tests that sign in again and again. */
export async function registerMember(request: APIRequestContext, origin: string): Promise<MemberAccount> {
  sequence += 1;
  const account = {
    email: `e2e.${Date.now().toString(36)}.${process.pid}.${sequence}@example.com.tw`,
    password: 'correct horse 8',
  };
  await registerAtService(request, origin, { name: '測試會員', mobile: '0912345678', ...account });
  return account;
}

/**
 * Signs an existing member in at the sign-in service and logs in to the site, on the page's own
 * cookie jar. A sign-in that succeeds clears the account's attempt counter: no registration limit.
 */
export async function signInAs(page: Page, account: MemberAccount): Promise<void> {
  const request = page.context().request;
  const origin = new URL((await request.get('/sso/login')).url()).origin;
  const csrf = await csrfOf(request);
  if (!csrf) throw new Error('the sign-in service set no sso_csrf cookie');
  const signedIn = await request.post('/sso/login', {
    form: { _csrf: csrf, ...account, return_to: '/', banner: '1' },
    headers: { origin, ...from(memberAddress()) },
    maxRedirects: 0,
  });
  expect(signedIn.status(), 'the sign-in service sends the member back to the site').toBe(303);
  const back = new URL(signedIn.headers().location ?? '', origin);
  const login = await request.post('/api/auth/login', {
    data: { outer_id: back.searchParams.get('outer_id'), access_token: back.searchParams.get('id_token') },
    headers: from(memberAddress()),
  });
  expect(login.status(), 'the site accepts the id_token').toBe(200);
}
