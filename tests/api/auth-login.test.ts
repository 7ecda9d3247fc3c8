import { createHash, randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from '../../schemas/login-token.schema';
import { ensureSigningKey } from '../../server/sso/signing-keys.service';
import { freshDbForFile, testApp } from '../support/api-app';
import {
  loginQuery,
  newAccount,
  register,
  SITE,
  signedInMember,
  ssoBrowser,
  tempDataDir,
} from '../support/sso-browser';

const { db } = await freshDbForFile();
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });

/** This test's browser's login cookie; the tokens signed below carry its nonce. */
const NONCE_COOKIE = `login_nonce=${'n'.repeat(43)}`;
const NONCE = createHash('sha256').update('n'.repeat(43)).digest('base64url');

const login = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: NONCE_COOKIE, ...headers },
    body: JSON.stringify(body),
  });

/** An id_token as the site's own service would sign it, with the claims a test wants to break. */
async function localIdToken(
  claims: { sub: string; iss?: string; aud?: string; exp?: number; iat?: number; nonce?: string; jti?: string | null },
  key?: { kid: string; privateKey: CryptoKey },
) {
  const signer = key ?? (await ensureSigningKey(db));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: '測試', email: 'x@example.com', nonce: claims.nonce ?? NONCE })
    .setProtectedHeader({ alg: 'ES256', kid: signer.kid })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? `${SITE}/sso`)
    .setAudience(claims.aud ?? 'haolife-web')
    .setIssuedAt(claims.iat ?? now)
    .setExpirationTime(claims.exp ?? now + 300)
    .setJti(claims.jti === null ? '' : (claims.jti ?? randomUUID()))
    .sign(signer.privateKey);
}

describe('POST /api/auth/login', () => {
  it('turns the id_token of a new registration into a session, a cookie and a member profile', async () => {
    const account = newAccount({ name: '陳美麗', mobile: '0987654321' });
    const browser = ssoBrowser(app);
    const { returnTo, outer_id, id_token } = loginQuery(
      await register(browser, account, { return_to: '/services/repair/form?step=1', banner: '3' }),
    );
    expect(returnTo.pathname).toBe('/services/repair/form');
    expect(returnTo.searchParams.get('step')).toBe('1');

    const res = await browser.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outer_id, access_token: id_token }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { token_type: string; token: string } };
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token=')) ?? '';
    expect(cookie).toMatch(/^token=[^;]+; Max-Age=|^token=[^;]+;/);
    // the login cookie is spent: the next sign-in gets a new one
    expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^login_nonce=; Max-Age=0/));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/); // plain http here
    const value = decodeURIComponent(cookie.split(';')[0]?.slice('token='.length) ?? '');
    expect(decodeLoginToken(value)).toEqual(body.data);

    const profile = await app.request('/api/user/profile', {
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      data: { outer_id, name: '陳美麗', email: account.email, mobile: '0987654321', subscribe: false },
    });
  });

  it('logs the same member in again with a new token, keeping one member per outer_id', async () => {
    const first = await signedInMember(app);
    const browser = ssoBrowser(app);
    const again = loginQuery(
      await browser.submit('/sso/login', { email: first.account.email, password: first.account.password }),
    );
    expect(again.outer_id).toBe(first.outerId);
    const res = await browser.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outer_id: again.outer_id, access_token: again.id_token }),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    expect(data.token).not.toBe(first.token);
    // both sessions work: a second device does not log the first out
    for (const token of [first.token, data.token]) {
      const p = await app.request('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
      expect(p.status).toBe(200);
    }
  });

  it('answers bad input with 422 and field errors', async () => {
    const res = await login({ outer_id: '' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['access_token', 'outer_id']);
  });

  describe('refuses an id_token that does not verify, always with the same 401', () => {
    const refused = async (outerId: string, token: string) => {
      const res = await login({ outer_id: outerId, access_token: token });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: '登入驗證失敗，請重新登入。' });
      expect(res.headers.get('set-cookie')).toBeNull();
    };

    it('a valid token checked against itself passes (the control case)', async () => {
      const res = await login({ outer_id: 'control-sub', access_token: await localIdToken({ sub: 'control-sub' }) });
      expect(res.status).toBe(200);
    });
    it('an expired id_token', async () => {
      const now = Math.floor(Date.now() / 1000);
      await refused('s1', await localIdToken({ sub: 's1', iat: now - 600, exp: now - 60 }));
    });
    it('a bad signature (a key the site never published, under the published kid)', async () => {
      const { kid } = await ensureSigningKey(db);
      const { privateKey } = await generateKeyPair('ES256');
      await refused('s2', await localIdToken({ sub: 's2' }, { kid, privateKey }));
    });
    it('a tampered payload', async () => {
      const token = await localIdToken({ sub: 's3' });
      const [h, , s] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ sub: 's3x', iss: `${SITE}/sso`, aud: 'haolife-web' })).toString(
        'base64url',
      );
      await refused('s3x', `${h}.${forged}.${s}`);
    });
    it('an unsigned token (alg none)', async () => {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const token = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 's4', iss: `${SITE}/sso`, aud: 'haolife-web', iat: now, exp: now + 60 })}.`;
      await refused('s4', token);
    });
    it('the wrong audience', async () => {
      await refused('s5', await localIdToken({ sub: 's5', aud: 'another-client' }));
    });
    it('the wrong issuer', async () => {
      await refused('s6', await localIdToken({ sub: 's6', iss: 'https://evil.example/sso' }));
    });
    it('a sub that is not the outer_id sent', async () => {
      const victim = await signedInMember(app);
      await refused(victim.outerId, await localIdToken({ sub: 'attacker' }));
    });
    it('garbage', async () => {
      await refused('s7', 'not-a-jwt');
    });
  });

  it('limits attempts per address and outer_id: 429 with Retry-After and a zh-TW message', async () => {
    const ip = { incoming: { socket: { remoteAddress: '203.0.113.77' } } };
    const attempt = () =>
      app.request(
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outer_id: 'hammered', access_token: 'x.y.z' }),
        },
        ip,
      );
    for (let i = 0; i < 20; i++) expect((await attempt()).status).toBe(401);
    const res = await attempt();
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(((await res.json()) as { message: string }).message).toMatch(/^嘗試次數過多，請於 \d+ 分鐘後再試。$/);
    // another outer_id from the same address is still let through
    const other = await app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outer_id: 'someone-else', access_token: 'x.y.z' }),
      },
      ip,
    );
    expect(other.status).toBe(401);
  });
});

describe('login CSRF: the sign-in round trip belongs to the browser that made it', () => {
  const loginFrom = (browser: ReturnType<typeof ssoBrowser>, q: { outer_id: string; id_token: string }) =>
    browser.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outer_id: q.outer_id, access_token: q.id_token }),
    });

  it("someone else's outer_id and id_token, opened in another browser, sign no one in", async () => {
    const attacker = newAccount();
    const attackerBrowser = ssoBrowser(app);
    const q = loginQuery(await register(attackerBrowser, attacker));
    // the id_token names its browser: a nonce (the SHA-256 of its login cookie) and a jti
    const claims = JSON.parse(Buffer.from(q.id_token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.nonce).toMatch(/^[\w-]{43}$/);
    expect(claims.jti).toMatch(/^[\w-]{36}$/);

    const victim = ssoBrowser(app);
    const res = await loginFrom(victim, q);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: '登入驗證失敗，請重新登入。' });
    expect(res.headers.get('set-cookie')).toBeNull();
    // a victim with a login cookie of their own (mid sign-in) is refused too
    await victim.request('/sso/login');
    const withOwnCookie = ssoBrowser(app);
    withOwnCookie.cookies.set('login_nonce', 'v'.repeat(43));
    expect((await loginFrom(withOwnCookie, q)).status).toBe(401);
    // the browser that signed in still can
    expect((await loginFrom(attackerBrowser, q)).status).toBe(200);
  });

  it('an id_token works once', async () => {
    const browser = ssoBrowser(app);
    const q = loginQuery(await register(browser, newAccount()));
    const nonce = browser.cookies.get('login_nonce') ?? '';
    expect((await loginFrom(browser, q)).status).toBe(200);
    // even from the same browser with the same cookie put back
    browser.cookies.set('login_nonce', nonce);
    browser.cookies.delete('token');
    const replay = await loginFrom(browser, q);
    expect(replay.status).toBe(401);
    // and a token of the site's own service without a jti is refused
    expect(
      (await login({ outer_id: 'no-jti', access_token: await localIdToken({ sub: 'no-jti', jti: null }) })).status,
    ).toBe(401);
  });

  it('an id_token that lives longer than 10 minutes, or was issued more than 10 minutes ago, is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const long = await localIdToken({ sub: 'long-lived', iat: now, exp: now + 3600 });
    expect((await login({ outer_id: 'long-lived', access_token: long })).status).toBe(401);
    const old = await localIdToken({ sub: 'old', iat: now - 11 * 60, exp: now + 60 });
    expect((await login({ outer_id: 'old', access_token: old })).status).toBe(401);
    const fine = await localIdToken({ sub: 'fine', iat: now, exp: now + 600 });
    expect((await login({ outer_id: 'fine', access_token: fine })).status).toBe(200);
  });

  it('a signed-in member is never switched to another account: 409, still signed in as before', async () => {
    const member = await signedInMember(app);
    const other = await localIdToken({ sub: 'someone-else-entirely' });
    const res = await login({ outer_id: 'someone-else-entirely', access_token: other }, member.auth);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: '此瀏覽器已登入另一個會員帳號，請先登出再登入。' });
    expect(res.headers.get('set-cookie')).toBeNull();
    const me = await app.request('/api/user/profile', { headers: member.auth });
    expect(((await me.json()) as { data: { outer_id: string } }).data.outer_id).toBe(member.outerId);
    // the same member logging in again (SPEC §4's refresh) is no switch
    const same = await localIdToken({ sub: member.outerId });
    expect((await login({ outer_id: member.outerId, access_token: same }, member.auth)).status).toBe(200);
  });
});
