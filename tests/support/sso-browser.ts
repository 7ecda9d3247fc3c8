import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { App } from '../../server/app';
import { dataDirOf } from './api-app';
import { readMail } from './eml';
import { mailSettled } from './mail-tracker';

/**
 * A minimal browser for the sign-in service in API tests: keeps cookies, sends the same-origin
 * headers a browser sends with a form, and fills in the CSRF field from the cookie it was given.
 * Each browser has its own client address (the rate limits count per address).
 */
export interface SsoBrowser {
  app: App;
  cookies: Map<string, string>;
  request(path: string, init?: RequestInit): Promise<Response>;
  /** GET a page; `html` is its body */
  open(path: string): Promise<{ res: Response; html: string }>;
  /** POST a form as the browser would (Origin, cookie, `_csrf`) */
  submit(path: string, fields: Record<string, string>): Promise<Response>;
}

export const SITE = 'http://localhost';

let nextIp = 1;
/** A documentation address (RFC 5737) per call, so tests do not share rate-limit counters. */
export const freshIp = () => `198.51.100.${nextIp++ % 250}`;

export function ssoBrowser(app: App, ip: string = freshIp()): SsoBrowser {
  const cookies = new Map<string, string>();
  const env = { incoming: { socket: { remoteAddress: ip } } };

  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await app.request(path, { ...init, headers }, env);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  async function open(path: string) {
    const res = await request(path);
    return { res, html: await res.text() };
  }

  async function submit(path: string, fields: Record<string, string>) {
    if (!cookies.has('sso_csrf')) await request('/sso/login');
    const body = new URLSearchParams({ _csrf: cookies.get('sso_csrf') ?? '', ...fields });
    return request(path, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  return { app, cookies, request, open, submit };
}

export interface TestAccount {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

let accountSeq = 0;
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  accountSeq += 1;
  return {
    name: '王小明',
    email: `member${accountSeq}.${Date.now()}@example.com.tw`,
    mobile: '0912345678',
    password: 'correct horse 8',
    ...overrides,
  };
}

/** The login query (SPEC §4) of the sign-in service's redirect back to the site. */
export function loginQuery(res: Response): { returnTo: URL; outer_id: string; id_token: string } {
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`expected a 303 back to the site, got ${res.status}`);
  const returnTo = new URL(location, SITE);
  const outer_id = returnTo.searchParams.get('outer_id');
  const id_token = returnTo.searchParams.get('id_token');
  if (!outer_id || !id_token) throw new Error(`no login query in ${location}`);
  return { returnTo, outer_id, id_token };
}

/** Submits the register form as is: the page it answers (the same for a new and a known email). */
export async function submitRegistration(
  browser: SsoBrowser,
  account: TestAccount,
  carry: Record<string, string> = {},
): Promise<Response> {
  return browser.submit('/sso/register', {
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    password: account.password,
    password_confirmation: account.password,
    agree: 'on',
    ...carry,
  });
}

export const CONFIRM_SUBJECT = '【好生活】請完成會員註冊';

/** The registration link mailed to `email` (waits for the mail: it goes out in the background). */
export async function registrationLink(app: App, email: string, timeoutMs = 3000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outboxMail(dataDirOf(app), 0))
      .map(readMail)
      .findLast((m) => m.to === email && m.subject === CONFIRM_SUBJECT);
    const link = /https?:\/\/\S+\/sso\/register\/confirm\?\S+/.exec(mail?.text ?? '')?.[0];
    if (link) return new URL(link);
    if (Date.now() > deadline) throw new Error(`no registration mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Registers as a person would: the form, the mailed link, its button. Answers the last response
 * (303 back to the site with the login query).
 */
export async function register(browser: SsoBrowser, account: TestAccount, carry: Record<string, string> = {}) {
  const sent = await submitRegistration(browser, account, carry);
  if (sent.status !== 200) return sent;
  const link = await registrationLink(browser.app, account.email);
  const page = await browser.open(link.pathname + link.search);
  if (page.res.status !== 200) return page.res;
  return browser.submit('/sso/register/confirm', Object.fromEntries(link.searchParams));
}

/** Registers a new account and logs it in to the site: the token the client would keep. */
export async function signedInMember(app: App, overrides: Partial<TestAccount> = {}) {
  const account = newAccount(overrides);
  const browser = ssoBrowser(app);
  const { outer_id, id_token } = loginQuery(await register(browser, account));
  // from the same browser: the id_token is bound to its login_nonce cookie
  const res = await browser.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outer_id, access_token: id_token }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { token_type: string; token: string } };
  return {
    account,
    outerId: outer_id,
    browser,
    auth: { authorization: `${data.token_type} ${data.token}` },
    ...data,
  };
}

/** A DATA_DIR of the test file's own, so that mail lands in a throw-away outbox (removed after the file). */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haolife-test-'));
  afterAll(async () => {
    // mail still being written would land in a folder being removed (ENOTEMPTY)
    await mailSettled(dir);
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** The .eml files in the outbox of DATA_DIR `dataDir`, waiting for `count` of them (mail is sent in the background). */
export async function outboxMail(dataDir: string, count = 1, timeoutMs = 3000): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  // what the app has sent so far is written first; the wait below is for an app not made by testApp
  await mailSettled(dataDir);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    if (files.length >= count || Date.now() > deadline) {
      return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
