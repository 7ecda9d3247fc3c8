import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ssoAccounts } from '../../server/db/tables/sso-account.table';
import { ssoAgreements } from '../../server/db/tables/sso-agreement.table';
import { ssoRegistrations } from '../../server/db/tables/sso-registration.table';
import { BANNERS } from '../../server/sso/sso-texts';
import { freshDbForFile, testApp } from '../support/api-app';
import { readMail } from '../support/eml';
import {
  CONFIRM_SUBJECT,
  loginQuery,
  newAccount,
  outboxMail,
  register,
  registrationLink,
  SITE,
  ssoBrowser,
  submitRegistration,
  tempDataDir,
} from '../support/sso-browser';

/** The versions migration 0022 publishes (legal_documents): a fresh database's current ones. */
const FIRST_RELEASE = { membershipTerms: '2026-01-01', privacyPolicy: '2026-01-01' };
const { db } = await freshDbForFile();
const dataDir = tempDataDir();
const app = testApp(db, { env: { DATA_DIR: dataDir } });

/** The text of an element found by a regex on the page (no DOM needed for these checks). */
const textOf = (html: string, re: RegExp) => re.exec(html)?.[1]?.trim();

describe('the sign-in pages', () => {
  it.each(Object.entries(BANNERS))('show banner %s of the form the guest came from', async (id, banner) => {
    const { res, html } = await ssoBrowser(app).open(`/sso/login?return_to=%2Fmember&banner=${id}`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<p class="banner-title">${banner.title}</p><p>${banner.text}</p>`);
  });

  it('show the event banner as 「登入後即可報名活動」 and the repair one as 「登入後即可線上申請維修」', () => {
    expect(BANNERS[8].text).toBe('登入後即可報名活動。');
    expect(BANNERS[3].text).toBe('登入後即可線上申請維修。');
  });

  it('fall back to banner 1 for an unknown id', async () => {
    const { html } = await ssoBrowser(app).open('/sso/login?banner=99');
    expect(html).toContain(`<p class="banner-title">${BANNERS[1].title}</p>`);
  });

  it('are Traditional Chinese, carry no script, are not cached and set a CSRF cookie', async () => {
    const browser = ssoBrowser(app);
    for (const path of ['/sso/login', '/sso/register', '/sso/forgot']) {
      const { res, html } = await browser.open(path);
      expect(html).toContain('<html lang="zh-Hant-TW">');
      expect(html).toContain('name="viewport"');
      expect(html).not.toMatch(/<script/i);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    }
    const { res } = await ssoBrowser(app).open('/sso/login');
    expect(res.headers.get('set-cookie')).toMatch(/^sso_csrf=[\w-]{43}; Path=\/sso; HttpOnly; SameSite=Strict/);
  });

  it('carry the return address and banner between login, register and forgot', async () => {
    const { html } = await ssoBrowser(app).open('/sso/login?return_to=%2Fevents%2F12%2Fapply&banner=8');
    expect(html).toContain('href="/sso/register?return_to=%2Fevents%2F12%2Fapply&amp;banner=8"');
    expect(html).toContain('href="/sso/forgot?return_to=%2Fevents%2F12%2Fapply&amp;banner=8"');
    expect(html).toContain('name="return_to" value="/events/12/apply"');
  });
});

describe('registering', () => {
  it('shows each field error by its field and keeps what was typed (never the password)', async () => {
    const browser = ssoBrowser(app);
    const res = await browser.submit('/sso/register', {
      name: '王小明',
      email: 'not-an-email',
      mobile: '12345',
      password: 'short',
      password_confirmation: 'other',
      banner: '3',
      return_to: '/services/repair/form',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(textOf(html, /id="f-email-error">([^<]+)</)).toBe('請輸入正確的 Email 格式。');
    expect(textOf(html, /id="f-mobile-error">([^<]+)</)).toBe('請輸入正確的手機號碼（09 開頭共 10 碼）。');
    expect(textOf(html, /id="f-password-error">([^<]+)</)).toBe('密碼至少需要 8 個字元。');
    expect(textOf(html, /id="f-password_confirmation-error">([^<]+)</)).toBe('兩次輸入的密碼不一致。');
    expect(html).not.toContain('f-name-error');
    expect(html).toContain('id="f-name" name="name" type="text" value="王小明"');
    expect(html).toContain('id="f-email" name="email" type="email" value="not-an-email"');
    expect(html).toMatch(/id="f-email"[^>]*aria-invalid="true"[^>]*aria-describedby="f-email-error"/);
    expect(html).not.toContain('value="short"');
    // still for the same form
    expect(html).toContain(`<p class="banner-title">${BANNERS[3].title}</p>`);
    expect(html).toContain('name="return_to" value="/services/repair/form"');
  });

  it('refuses a registration without agreeing to the terms: 422, the message by the box, nothing stored', async () => {
    const account = newAccount();
    const { agree: _, ...withoutAgreement } = {
      name: account.name,
      email: account.email,
      mobile: account.mobile,
      password: account.password,
      password_confirmation: account.password,
      agree: 'on',
    };
    for (const fields of [withoutAgreement, { ...withoutAgreement, agree: 'yes' }]) {
      const res = await ssoBrowser(app).submit('/sso/register', fields);
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(textOf(html, /id="f-agree-error">([^<]+)</)).toBe('請閱讀並同意會員條款與隱私權政策。');
      expect(html).toMatch(/id="f-agree"[^>]*aria-invalid="true"[^>]*aria-describedby="f-agree-docs f-agree-error"/);
      // what was typed is kept; the box is left for the reader to tick
      expect(html).toContain(`value="${account.email}"`);
      expect(html).not.toMatch(/id="f-agree"[^>]*checked/);
    }
    const pending = await db.select().from(ssoRegistrations).where(eq(ssoRegistrations.email, account.email));
    expect(pending).toHaveLength(0);
  });

  it('links the terms and the privacy policy, with the versions agreed to', async () => {
    const { html } = await ssoBrowser(app).open('/sso/register');
    expect(html).toContain(
      `href="/membership-terms" target="_blank" rel="noopener">會員條款（${FIRST_RELEASE.membershipTerms} 版）`,
    );
    expect(html).toContain(
      `href="/privacy-policy" target="_blank" rel="noopener">隱私權政策（${FIRST_RELEASE.privacyPolicy} 版）`,
    );
    expect(html).toContain('<label for="f-agree">我已閱讀並同意會員條款與隱私權政策</label>');
  });

  it('records the agreement with the account: the versions and the time the form was sent', async () => {
    const account = newAccount();
    const before = Date.now();
    loginQuery(await register(ssoBrowser(app), account));
    const after = Date.now();
    const rows = await db
      .select({ terms: ssoAgreements.termsVersion, privacy: ssoAgreements.privacyVersion, at: ssoAgreements.agreedAt })
      .from(ssoAgreements)
      .innerJoin(ssoAccounts, eq(ssoAccounts.id, ssoAgreements.accountId))
      .where(eq(ssoAccounts.email, account.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ terms: FIRST_RELEASE.membershipTerms, privacy: FIRST_RELEASE.privacyPolicy });
    // the database's clock and the test's may differ by a little
    expect(rows[0]?.at.getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(rows[0]?.at.getTime()).toBeLessThanOrEqual(after + 2000);
  });

  it('escapes what it shows back', async () => {
    const res = await ssoBrowser(app).submit('/sso/register', { name: '"><script>alert(1)</script>', email: 'x' });
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('signs the new member in: back to the return address with outer_id and a 5-minute id_token', async () => {
    const account = newAccount({ mobile: '0912 345 678' });
    const res = await register(ssoBrowser(app), account, { return_to: '/member?tab=1', banner: '1' });
    const { returnTo, outer_id, id_token } = loginQuery(res);
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe(`${SITE}/member`);
    expect(returnTo.searchParams.get('tab')).toBe('1');

    const jwks = (await (await app.request('/sso/.well-known/jwks.json')).json()) as { keys: object[] };
    expect(jwks.keys).toHaveLength(1);
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/); // the private part is never published
    const { payload, protectedHeader } = await jwtVerify(id_token, createLocalJWKSet(jwks as never), {
      issuer: `${SITE}/sso`,
      audience: 'haolife-web',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(outer_id);
    expect(payload).toMatchObject({ name: account.name, email: account.email, phone_number: '0912345678' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
  });

  it('answers a known and a new email the same way, and tells each address by mail', async () => {
    const known = newAccount();
    loginQuery(await register(ssoBrowser(app), known));
    const confirmMailsTo = async (email: string) =>
      (await outboxMail(dataDir, 0)).map(readMail).filter((m) => m.to === email && m.subject === CONFIRM_SUBJECT)
        .length;
    const confirmsBefore = await confirmMailsTo(known.email);
    const fresh = newAccount();
    const carry = { return_to: '/events/3/apply', banner: '8' };
    const again = await submitRegistration(ssoBrowser(app), { ...known, password: 'another password' }, carry);
    const created = await submitRegistration(ssoBrowser(app), fresh, carry);
    expect(again.status).toBe(200);
    expect(created.status).toBe(200);
    expect(again.headers.get('location')).toBeNull();
    const [a, b] = [await again.text(), await created.text()];
    expect(a).toContain('我們已寄出一封信到您填寫的 Email，請開啟信中的連結完成註冊。');
    // the whole pages are the same but for the CSRF token
    const strip = (html: string) => html.replace(/name="_csrf" value="[^"]+"/, '');
    expect(strip(a)).toBe(strip(b));

    // the owner of the known address hears of it; the new one gets the link that creates the account
    const link = await registrationLink(app, fresh.email);
    const mails = (await outboxMail(dataDir, 0)).map(readMail);
    const notice = mails.find((m) => m.to === known.email && m.subject === '【好生活】有人嘗試以您的 Email 註冊會員');
    expect(notice?.text).toContain(`${SITE}/sso/forgot?`);
    expect(await confirmMailsTo(known.email)).toBe(confirmsBefore);
    expect(link.searchParams.get('return_to')).toBe('/events/3/apply');
    expect(link.searchParams.get('banner')).toBe('8');
    // no account before the link is used: the password does not sign in yet
    const early = await ssoBrowser(app).submit('/sso/login', { email: fresh.email, password: fresh.password });
    expect(early.status).toBe(401);
  });

  it('creates the account from the mailed link by its button, once; opening the link creates nothing', async () => {
    const account = newAccount();
    await submitRegistration(ssoBrowser(app), account);
    const link = await registrationLink(app, account.email);
    const browser = ssoBrowser(app);
    for (let i = 0; i < 2; i++) {
      const page = await browser.open(link.pathname + link.search);
      expect(page.res.status).toBe(200);
      expect(page.html).toContain('完成註冊並登入');
    }
    const done = await browser.submit('/sso/register/confirm', Object.fromEntries(link.searchParams));
    expect(loginQuery(done).returnTo.pathname).toBe('/member');
    const replay = await ssoBrowser(app).submit('/sso/register/confirm', Object.fromEntries(link.searchParams));
    expect(replay.status).toBe(410);
    expect(await replay.text()).toContain('此註冊連結已失效或已使用過，請重新註冊。');
    expect((await ssoBrowser(app).open(link.pathname + link.search)).res.status).toBe(410);
    expect((await ssoBrowser(app).open('/sso/register/confirm?token=nope')).res.status).toBe(410);
  });
});

describe('signing in', () => {
  it('returns a registered member with the same outer_id', async () => {
    const account = newAccount();
    const first = loginQuery(await register(ssoBrowser(app), account));
    const res = await ssoBrowser(app).submit('/sso/login', {
      email: account.email.toUpperCase(),
      password: account.password,
      return_to: '/events/3/apply',
      banner: '8',
    });
    const again = loginQuery(res);
    expect(again.outer_id).toBe(first.outer_id);
    expect(again.returnTo.pathname).toBe('/events/3/apply');
  });

  it('says 「Email 或密碼錯誤。」 alike for a wrong password and an unknown email, keeping the email', async () => {
    const account = newAccount();
    loginQuery(await register(ssoBrowser(app), account));
    const wrong = await ssoBrowser(app).submit('/sso/login', { email: account.email, password: 'wrong password' });
    const unknown = await ssoBrowser(app).submit('/sso/login', { email: 'nobody@example.com', password: 'whatever1' });
    for (const [res, email] of [
      [wrong, account.email],
      [unknown, 'nobody@example.com'],
    ] as const) {
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(textOf(html, /role="alert">([^<]+)</)).toBe('Email 或密碼錯誤。');
      expect(html).toContain(`value="${email}"`);
    }
  });

  it('limits attempts per address and email: 429 with Retry-After, while other emails still work', async () => {
    const account = newAccount();
    loginQuery(await register(ssoBrowser(app), account));
    const attacker = ssoBrowser(app, '203.0.113.9');
    for (let i = 0; i < 10; i++) {
      expect((await attacker.submit('/sso/login', { email: account.email, password: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await attacker.submit('/sso/login', { email: account.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toMatch(/嘗試次數過多，請於 \d+ 分鐘後再試。/);
    // the member, from their own address, is not locked out
    const owner = await ssoBrowser(app).submit('/sso/login', { email: account.email, password: account.password });
    expect(owner.status).toBe(303);
  });
});

describe('no open redirect', () => {
  const attempts = [
    'https://evil.example/member',
    '//evil.example/member',
    '/\\evil.example/member',
    'javascript:alert(1)',
    'http://localhost.evil.example/',
    'http://user@localhost/member',
    '/sso/login',
    'data:text/html,hi',
  ];
  it.each(attempts)('sends %s back to /member instead', async (returnTo) => {
    const res = await register(ssoBrowser(app), newAccount(), { return_to: returnTo });
    const { returnTo: back } = loginQuery(res);
    expect(back.origin).toBe(SITE);
    expect(back.pathname).toBe('/member');
  });

  it('accepts an absolute address of the site itself', async () => {
    const res = await register(ssoBrowser(app), newAccount(), { return_to: `${SITE}/services/warranty/form` });
    expect(loginQuery(res).returnTo.pathname).toBe('/services/warranty/form');
  });
});

describe('CSRF', () => {
  const post = (headers: Record<string, string>, body: string) =>
    app.request('/sso/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('refuses a post from another origin, even with a matching token', async () => {
    const res = await post(
      { origin: 'https://evil.example', cookie: `sso_csrf=${'a'.repeat(43)}` },
      `_csrf=${'a'.repeat(43)}&email=a@b.tw&password=x`,
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('頁面已逾時，請重新整理後再送出一次。');
  });

  it('refuses a same-origin post without the double-submit token', async () => {
    expect((await post({ origin: SITE }, 'email=a@b.tw&password=x')).status).toBe(403);
    expect((await post({ origin: SITE, cookie: `sso_csrf=${'a'.repeat(43)}` }, `_csrf=${'b'.repeat(43)}`)).status).toBe(
      403,
    );
  });

  it('refuses a post with neither Origin, Sec-Fetch-Site nor Referer', async () => {
    const token = 'c'.repeat(43);
    expect((await post({ cookie: `sso_csrf=${token}` }, `_csrf=${token}&email=a@b.tw&password=x`)).status).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin when no Origin is sent', async () => {
    const token = 'd'.repeat(43);
    const res = await post(
      { 'sec-fetch-site': 'same-origin', cookie: `sso_csrf=${token}` },
      `_csrf=${token}&email=a@b.tw&password=whatever1`,
    );
    expect(res.status).toBe(401);
  });
});

describe('the published keys', () => {
  it('serve the JWKS and an OpenID configuration naming it', async () => {
    const conf = (await (await app.request('/sso/.well-known/openid-configuration')).json()) as Record<string, string>;
    expect(conf.issuer).toBe(`${SITE}/sso`);
    expect(conf.jwks_uri).toBe(`${SITE}/sso/.well-known/jwks.json`);
    const res = await app.request('/sso/.well-known/jwks.json');
    expect(res.headers.get('cache-control')).toMatch(/max-age=300/);
    const { keys } = (await res.json()) as { keys: { kid: string; kty: string; alg: string; use: string }[] };
    expect(keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    const token = loginQuery(await register(ssoBrowser(app), newAccount())).id_token;
    expect(decodeProtectedHeader(token).kid).toBe(keys[0]?.kid);
    expect(decodeJwt(token).aud).toBe('haolife-web');
  });

  it('keep one key across app instances on the same database', async () => {
    const other = testApp(db);
    const a = await (await app.request('/sso/.well-known/jwks.json')).json();
    const b = await (await other.request('/sso/.well-known/jwks.json')).json();
    expect(b).toEqual(a);
  });
});
