import { describe, expect, it } from 'vitest';
import { freshDbForFile, testApp } from '../support/api-app';
import { readMail } from '../support/eml';
import {
  loginQuery,
  newAccount,
  outboxMail,
  register,
  SITE,
  ssoBrowser,
  submitRegistration,
  tempDataDir,
} from '../support/sso-browser';

const { db } = await freshDbForFile();
const dataDir = tempDataDir();
const app = testApp(db, { env: { DATA_DIR: dataDir } });

const SENT = '若此 Email 已註冊，我們已寄出重設密碼連結。';

/** The `nth` reset mail sent to `email` (mail goes out in the background: waits for it). */
async function resetMailTo(email: string, nth: number) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const mails = (await outboxMail(dataDir, 0))
      .map(readMail)
      .filter((m) => m.to === email && m.subject === '【好生活】重設密碼連結');
    const mail = mails[nth - 1];
    if (mail) {
      const link = /https?:\/\/\S+\/sso\/reset\?\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error('no reset link in the mail');
      return { mail, link: new URL(link) };
    }
    if (Date.now() > deadline) throw new Error(`no reset mail ${nth} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('forgotten password', () => {
  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const account = newAccount();
    loginQuery(await register(ssoBrowser(app), account));

    const known = await ssoBrowser(app).submit('/sso/forgot', {
      email: account.email,
      banner: '3',
      return_to: '/services/repair/form',
    });
    const unknown = await ssoBrowser(app).submit('/sso/forgot', {
      email: 'ghost@example.com',
      banner: '3',
      return_to: '/services/repair/form',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [a, b] = [await known.text(), await unknown.text()];
    expect(a).toContain(SENT);
    // the whole pages are the same but for the CSRF token
    const strip = (html: string) => html.replace(/name="_csrf" value="[^"]+"/, '');
    expect(strip(a)).toBe(strip(b));

    const { mail, link } = await resetMailTo(account.email, 1);
    expect(mail.subject).toBe('【好生活】重設密碼連結');
    expect(link.origin).toBe(SITE);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    // the link brings the member back to the form they came from
    expect(link.searchParams.get('return_to')).toBe('/services/repair/form');
    expect(link.searchParams.get('banner')).toBe('3');
    // nothing was sent to the unknown address
    const all = (await outboxMail(dataDir, 1)).map(readMail);
    expect(all.some((m) => m.to === 'ghost@example.com')).toBe(false);
  });

  it('shows a field error for a malformed email', async () => {
    const res = await ssoBrowser(app).submit('/sso/forgot', { email: 'nope' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('請輸入正確的 Email 格式。');
  });

  it('sets the new password through the link, once; the old password stops working', async () => {
    const account = newAccount();
    loginQuery(await register(ssoBrowser(app), account));
    await ssoBrowser(app).submit('/sso/forgot', { email: account.email });
    const { link } = await resetMailTo(account.email, 1);
    const token = link.searchParams.get('token') ?? '';

    const browser = ssoBrowser(app);
    const page = await browser.open(link.pathname + link.search);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('設定新密碼');
    expect(page.res.headers.get('cache-control')).toBe('no-store');

    const mismatch = await browser.submit('/sso/reset', {
      token,
      password: 'brand new pass',
      password_confirmation: 'brand new pasz',
    });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.text()).toContain('兩次輸入的密碼不一致。');

    const done = await browser.submit('/sso/reset', {
      token,
      password: 'brand new pass',
      password_confirmation: 'brand new pass',
      return_to: '/services/repair/form',
      banner: '3',
    });
    expect(done.status).toBe(303);
    const next = new URL(done.headers.get('location') ?? '', SITE);
    expect(next.pathname).toBe('/sso/login');
    expect(next.searchParams.get('notice')).toBe('reset');
    expect((await browser.open(next.pathname + next.search)).html).toContain('密碼已更新，請以新密碼登入。');

    // once: the same link is dead, by GET and by POST
    expect((await ssoBrowser(app).open(link.pathname + link.search)).res.status).toBe(410);
    const replay = await browser.submit('/sso/reset', {
      token,
      password: 'attacker pass 1',
      password_confirmation: 'attacker pass 1',
    });
    expect(replay.status).toBe(410);
    expect(await replay.text()).toContain('此重設密碼連結已失效或已使用過，請重新申請。');

    const old = await ssoBrowser(app).submit('/sso/login', { email: account.email, password: account.password });
    expect(old.status).toBe(401);
    const fresh = await ssoBrowser(app).submit('/sso/login', { email: account.email, password: 'brand new pass' });
    expect(loginQuery(fresh).returnTo.pathname).toBe('/member');
  });

  it('kills the older links of the account when one is used', async () => {
    const account = newAccount();
    loginQuery(await register(ssoBrowser(app), account));
    await ssoBrowser(app).submit('/sso/forgot', { email: account.email });
    const first = await resetMailTo(account.email, 1);
    await ssoBrowser(app).submit('/sso/forgot', { email: account.email });
    const second = await resetMailTo(account.email, 2);
    expect(second.link.href).not.toBe(first.link.href);
    const browser = ssoBrowser(app);
    const used = await browser.submit('/sso/reset', {
      token: second.link.searchParams.get('token') ?? '',
      password: 'second link pw',
      password_confirmation: 'second link pw',
    });
    expect(used.status).toBe(303);
    expect((await ssoBrowser(app).open(first.link.pathname + first.link.search)).res.status).toBe(410);
  });

  it('refuses a made-up token', async () => {
    expect((await ssoBrowser(app).open(`/sso/reset?token=${'x'.repeat(43)}`)).res.status).toBe(410);
    expect((await ssoBrowser(app).open('/sso/reset')).res.status).toBe(410);
  });

  it('limits reset requests per address and email with 429 and Retry-After, saying nothing about the account', async () => {
    const browser = ssoBrowser(app, '203.0.113.50');
    for (let i = 0; i < 3; i++) {
      expect((await browser.submit('/sso/forgot', { email: 'flood@example.com' })).status).toBe(200);
    }
    const res = await browser.submit('/sso/forgot', { email: 'flood@example.com' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.text()).not.toContain(SENT);
  });

  // 21 registrations hash 21 passwords by design (scrypt, ~0.1 s of a core each, whatever the
  // address): on a machine whose cores are shared at a load of 20 that alone takes the default 20 s
  it('limits registrations per address', { timeout: 120_000 }, async () => {
    const browser = ssoBrowser(app, '203.0.113.51');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await submitRegistration(browser, newAccount())).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
