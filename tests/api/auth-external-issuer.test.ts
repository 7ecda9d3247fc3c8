import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureSigningKey } from '../../server/sso/signing-keys.service';
import { freshDbForFile, testApp } from '../support/api-app';
import { type SsoBrowser, ssoBrowser, tempDataDir } from '../support/sso-browser';

/**
 * External-provider mode: SSO_ISSUER names another OpenID provider, served here over real HTTP
 * (discovery, JWKS, a token endpoint that checks the client and the PKCE verifier). The site runs
 * the authorization-code flow with PKCE, `state` and `nonce`; only the provider's keys, for this
 * browser's nonce, once, log anyone in. (The whole round trip through a certified provider in a
 * real browser: tests/e2e/identity-external-issuer.spec.ts.)
 */
const CLIENT_ID = 'haolife-web-external';
const CLIENT_SECRET = 'external-client-secret';
const issuerKeys = await generateKeyPair('RS256');
const ISSUER_KID = 'external-key-1';

/** Listens on the first free port of 3400-3499 (the ports this project may use). */
async function listenInRange(server: Server): Promise<number> {
  const start = 3400 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3400 + ((start - 3400 + i) % 100);
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return port;
  }
  throw new Error('no free port in 3400-3499');
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
  });

/** What the token endpoint will answer next, given the redeemed request; and what it was sent. */
const tokenEndpoint = {
  answer: async (_form: URLSearchParams): Promise<{ status: number; body: unknown }> => ({ status: 500, body: {} }),
  requests: [] as { form: URLSearchParams; authorization: string | undefined }[],
};
let jwksHits = 0;

const jwks = { keys: [{ ...(await exportJWK(issuerKeys.publicKey)), kid: ISSUER_KID, alg: 'RS256', use: 'sig' }] };
const server = createServer(async (req, res) => {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.url === '/.well-known/openid-configuration') {
    return json(200, {
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
  }
  if (req.url === '/jwks') {
    jwksHits += 1;
    return json(200, jwks);
  }
  if (req.url === '/token' && req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    tokenEndpoint.requests.push({ form, authorization: req.headers.authorization });
    const { status, body } = await tokenEndpoint.answer(form);
    return json(status, body);
  }
  res.writeHead(404).end();
});
const port = await listenInRange(server);
const ISSUER = `http://127.0.0.1:${port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { db } = await freshDbForFile();
const app = testApp(db, {
  env: { DATA_DIR: tempDataDir(), SSO_ISSUER: ISSUER, SSO_AUDIENCE: CLIENT_ID, SSO_CLIENT_SECRET: CLIENT_SECRET },
});

beforeEach(() => {
  tokenEndpoint.requests.length = 0;
});

interface Claims {
  sub: string;
  iss?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  nonce?: string;
}

async function issuerToken(
  claims: Claims,
  key: { privateKey: CryptoKey; kid: string; alg: string } = {
    privateKey: issuerKeys.privateKey,
    kid: ISSUER_KID,
    alg: 'RS256',
  },
) {
  const now = Math.floor(Date.now() / 1000);
  return (
    new SignJWT({
      name: '外部會員',
      email: 'External@Example.com',
      phone_number: '+886912345678',
      ...(claims.nonce ? { nonce: claims.nonce } : {}),
    })
      .setProtectedHeader({ alg: key.alg, kid: key.kid })
      .setSubject(claims.sub)
      .setIssuer(claims.iss ?? ISSUER)
      .setAudience(claims.aud ?? CLIENT_ID)
      .setIssuedAt(claims.iat ?? now - 10)
      // a standard provider's id_token may live an hour: only its age is capped
      .setExpirationTime(claims.exp ?? now + 3600)
      .sign(key.privateKey)
  );
}

const nonceOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');

/** A browser that has started a sign-in: it holds the login cookie; its nonce goes in the tokens. */
async function startedSignIn(returnTo = '/member', banner = '2') {
  const browser = ssoBrowser(app);
  const res = await browser.request(`/api/auth/oidc/authorize?${new URLSearchParams({ return_to: returnTo, banner })}`);
  const cookie = browser.cookies.get('login_nonce');
  if (!cookie) throw new Error('no login cookie after /authorize');
  return { browser, res, nonce: nonceOf(cookie), location: new URL(res.headers.get('location') ?? '') };
}

const login = (browser: SsoBrowser, outer_id: string, access_token: string) =>
  browser.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outer_id, access_token }),
  });

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: '登入驗證失敗，請重新登入。' });
}

describe('external provider: the authorization request', () => {
  it('sends the guest to the provider with a code request, PKCE S256, state, nonce and the banner', async () => {
    const { res, location, nonce, browser } = await startedSignIn('/services/warranty/form', '2');
    expect(res.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${ISSUER}/authorize`);
    const q = location.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost/api/auth/oidc/callback',
      code_challenge_method: 'S256',
      nonce,
      banner: '2',
    });
    expect(q.get('scope')?.split(' ')).toContain('openid');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the round trip is kept by this browser only: HttpOnly, on the callback's path
    const txCookie = res.headers.getSetCookie().find((c) => c.startsWith('oidc_tx='));
    expect(txCookie).toMatch(/HttpOnly/i);
    expect(txCookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(browser.cookies.has('oidc_tx')).toBe(true);
  });

  it('never returns anywhere but this site, and shows the general banner for an unknown one', async () => {
    const { location } = await startedSignIn('https://evil.example/phish', '99');
    expect(location.searchParams.get('banner')).toBe('1');
    // the transaction keeps the fallback return path: proven by the callback below
  });

  it('gives two sign-ins two different states and verifiers', async () => {
    const a = await startedSignIn();
    const b = await startedSignIn();
    expect(a.location.searchParams.get('state')).not.toBe(b.location.searchParams.get('state'));
    expect(a.location.searchParams.get('code_challenge')).not.toBe(b.location.searchParams.get('code_challenge'));
  });
});

describe('external provider: the callback', () => {
  it('redeems the code with the verifier and client secret, and brings the member back signed in, once', async () => {
    const { browser, location, nonce } = await startedSignIn('/member/edit?tab=1', '1');
    const challenge = location.searchParams.get('code_challenge');
    const idToken = await issuerToken({ sub: 'ext-123', nonce });
    tokenEndpoint.answer = async (form) => {
      // a real provider checks the verifier against the challenge it was given
      const ok =
        form.get('code') === 'code-1' &&
        createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url') === challenge;
      return ok ? { status: 200, body: { id_token: idToken, token_type: 'Bearer' } } : { status: 400, body: {} };
    };
    const state = location.searchParams.get('state') ?? '';
    const back = await browser.request(`/api/auth/oidc/callback?code=code-1&state=${state}`);
    expect(back.status).toBe(302);
    const target = new URL(back.headers.get('location') ?? '');
    expect(target.pathname).toBe('/member/edit');
    expect(target.searchParams.get('tab')).toBe('1');
    expect(target.searchParams.get('outer_id')).toBe('ext-123');
    expect(target.searchParams.get('id_token')).toBe(idToken);

    const [exchange] = tokenEndpoint.requests;
    expect(exchange?.form.get('grant_type')).toBe('authorization_code');
    expect(exchange?.form.get('redirect_uri')).toBe('http://localhost/api/auth/oidc/callback');
    expect(exchange?.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`);
    // the round trip is spent
    expect(browser.cookies.has('oidc_tx')).toBe(false);

    // the client's SPEC §7 login call with the token it was brought back with
    const res = await login(browser, 'ext-123', idToken);
    expect(res.status).toBe(200);
    expect(jwksHits).toBeGreaterThan(0);
    const { data } = (await res.json()) as { data: { token_type: string; token: string } };
    const profile = await app.request('/api/user/profile', {
      headers: { authorization: `${data.token_type} ${data.token}` },
    });
    expect(await profile.json()).toMatchObject({
      data: { outer_id: 'ext-123', name: '外部會員', email: 'external@example.com', mobile: '0912345678' },
    });

    // the provider gives no jti: the same token a second time (a copied address) opens nothing
    const again = await startedSignIn();
    await expectRefused(await login(again.browser, 'ext-123', idToken));
  });

  it('refuses an answer without this browser’s round trip, or with another state', async () => {
    const stranger = ssoBrowser(app);
    const res = await stranger.request(`/api/auth/oidc/callback?code=x&state=${'a'.repeat(43)}`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('登入未完成');
    expect(html).toContain('/api/auth/oidc/authorize?');

    const { browser } = await startedSignIn();
    const wrong = await browser.request(`/api/auth/oidc/callback?code=x&state=${'b'.repeat(43)}`);
    expect(wrong.status).toBe(400);
    expect(tokenEndpoint.requests).toHaveLength(0);
  });

  it('says the sign-in was cancelled when the member declined at the provider', async () => {
    const { browser, location } = await startedSignIn();
    const state = location.searchParams.get('state') ?? '';
    const res = await browser.request(`/api/auth/oidc/callback?error=access_denied&state=${state}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('登入已取消。');
    expect(tokenEndpoint.requests).toHaveLength(0);
  });

  it('refuses a token for another browser’s nonce, and says so when the provider refuses the code', async () => {
    const { browser, location } = await startedSignIn();
    const state = location.searchParams.get('state') ?? '';
    const foreign = await issuerToken({ sub: 'ext-9', nonce: nonceOf('someone-else') });
    tokenEndpoint.answer = async () => ({ status: 200, body: { id_token: foreign } });
    const res = await browser.request(`/api/auth/oidc/callback?code=c&state=${state}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();

    const second = await startedSignIn();
    tokenEndpoint.answer = async () => ({ status: 400, body: { error: 'invalid_grant' } });
    const refused = await second.browser.request(
      `/api/auth/oidc/callback?code=c&state=${second.location.searchParams.get('state')}`,
    );
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain('登入服務暫時無法使用');
  });

  it('sends a return address of another site back to the member area', async () => {
    const { browser, location, nonce } = await startedSignIn('https://evil.example/phish');
    const idToken = await issuerToken({ sub: 'ext-124', nonce });
    tokenEndpoint.answer = async () => ({ status: 200, body: { id_token: idToken } });
    const back = await browser.request(`/api/auth/oidc/callback?code=c&state=${location.searchParams.get('state')}`);
    const target = new URL(back.headers.get('location') ?? '');
    expect(target.origin).toBe('http://localhost');
    expect(target.pathname).toBe('/member');
  });
});

describe('external provider: the login call', () => {
  it('refuses a token without this browser’s nonce (someone else’s sign-in in a link)', async () => {
    const { browser } = await startedSignIn();
    await expectRefused(await login(browser, 'ext-n1', await issuerToken({ sub: 'ext-n1' })));
    await expectRefused(
      await login(browser, 'ext-n2', await issuerToken({ sub: 'ext-n2', nonce: nonceOf('another-browser') })),
    );
    // and a browser that never started a sign-in
    await expectRefused(await login(ssoBrowser(app), 'ext-n3', await issuerToken({ sub: 'ext-n3' })));
  });

  it("refuses a token forged with the site's own sign-in key (the other key set)", async () => {
    const { browser, nonce } = await startedSignIn();
    const local = await ensureSigningKey(db);
    const forged = await issuerToken(
      { sub: 'ext-forged', nonce },
      { privateKey: local.privateKey, kid: local.kid, alg: 'ES256' },
    );
    await expectRefused(await login(browser, 'ext-forged', forged));
  });

  it("refuses a token signed by another key under the issuer's kid", async () => {
    const { browser, nonce } = await startedSignIn();
    const other = await generateKeyPair('RS256');
    const forged = await issuerToken(
      { sub: 'ext-forged2', nonce },
      { privateKey: other.privateKey, kid: ISSUER_KID, alg: 'RS256' },
    );
    await expectRefused(await login(browser, 'ext-forged2', forged));
  });

  it('refuses an expired token, and one issued too long ago', async () => {
    const now = Math.floor(Date.now() / 1000);
    const a = await startedSignIn();
    await expectRefused(
      await login(a.browser, 'ext-old', await issuerToken({ sub: 'ext-old', nonce: a.nonce, exp: now - 60 })),
    );
    const b = await startedSignIn();
    await expectRefused(
      await login(b.browser, 'ext-old2', await issuerToken({ sub: 'ext-old2', nonce: b.nonce, iat: now - 3000 })),
    );
  });

  it('refuses the wrong audience, the wrong issuer, and a sub that is not the outer_id', async () => {
    const { browser, nonce } = await startedSignIn();
    await expectRefused(await login(browser, 'ext-a', await issuerToken({ sub: 'ext-a', nonce, aud: 'haolife-web' })));
    await expectRefused(
      await login(browser, 'ext-b', await issuerToken({ sub: 'ext-b', nonce, iss: 'http://localhost/sso' })),
    );
    await expectRefused(await login(browser, 'ext-c', await issuerToken({ sub: 'ext-d', nonce })));
  });

  it("does not run the site's own sign-in service", async () => {
    expect((await app.request('/sso/.well-known/jwks.json')).status).toBe(404);
    expect((await app.request('/sso/login')).status).toBe(404);
  });
});
