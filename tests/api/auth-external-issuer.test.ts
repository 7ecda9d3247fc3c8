import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSigningKey } from '../../server/sso/signing-keys.service';
import { freshDbForFile, testApp } from '../support/api-app';
import { tempDataDir } from '../support/sso-browser';

/**
 * External-issuer mode: SSO_ISSUER / SSO_JWKS_URL name another sign-in service with a key set of
 * its own (the SECOND key set), published over real HTTP. Only its keys may log anyone in.
 */
const ISSUER = 'https://id.example.test';
const AUDIENCE = 'haolife-web-external';

const issuerKeys = await generateKeyPair('RS256');
const ISSUER_KID = 'external-key-1';
let jwksHits = 0;

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

const jwks = { keys: [{ ...(await exportJWK(issuerKeys.publicKey)), kid: ISSUER_KID, alg: 'RS256', use: 'sig' }] };
const server = createServer((req, res) => {
  if (req.url !== '/.well-known/jwks.json') return void res.writeHead(404).end();
  jwksHits += 1;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
});
const port = await listenInRange(server);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { db } = await freshDbForFile();
const app = testApp(db, {
  env: {
    DATA_DIR: tempDataDir(),
    SSO_ISSUER: ISSUER,
    SSO_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    SSO_AUDIENCE: AUDIENCE,
    SSO_LOGIN_URL: `${ISSUER}/login`,
  },
});

interface Claims {
  sub: string;
  iss?: string;
  aud?: string;
  exp?: number;
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
  return new SignJWT({ name: '外部會員', email: 'External@Example.com', phone_number: '+886912345678' })
    .setProtectedHeader({ alg: key.alg, kid: key.kid })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? AUDIENCE)
    .setIssuedAt(now - 10)
    .setExpirationTime(claims.exp ?? now + 300)
    .sign(key.privateKey);
}

const login = (outer_id: string, access_token: string) =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outer_id, access_token }),
  });

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: '登入驗證失敗，請重新登入。' });
}

describe('external-issuer mode', () => {
  it("logs in with the external issuer's token, fetched keys and all", async () => {
    const res = await login('ext-123', await issuerToken({ sub: 'ext-123' }));
    expect(res.status).toBe(200);
    expect(jwksHits).toBeGreaterThan(0);
    const { data } = (await res.json()) as { data: { token_type: string; token: string } };
    const profile = await app.request('/api/user/profile', {
      headers: { authorization: `${data.token_type} ${data.token}` },
    });
    expect(await profile.json()).toMatchObject({
      data: { outer_id: 'ext-123', name: '外部會員', email: 'external@example.com', mobile: '0912345678' },
    });
  });

  it("refuses a token forged with the site's own sign-in key (the other key set)", async () => {
    const local = await ensureSigningKey(db);
    const forged = await issuerToken(
      { sub: 'ext-forged' },
      { privateKey: local.privateKey, kid: local.kid, alg: 'ES256' },
    );
    await expectRefused(await login('ext-forged', forged));
  });

  it("refuses a token signed by another key under the issuer's kid", async () => {
    const other = await generateKeyPair('RS256');
    const forged = await issuerToken(
      { sub: 'ext-forged2' },
      { privateKey: other.privateKey, kid: ISSUER_KID, alg: 'RS256' },
    );
    await expectRefused(await login('ext-forged2', forged));
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await login('ext-old', await issuerToken({ sub: 'ext-old', exp: now - 60 })));
  });

  it('refuses the wrong audience, the wrong issuer, and a sub that is not the outer_id', async () => {
    await expectRefused(await login('ext-a', await issuerToken({ sub: 'ext-a', aud: 'haolife-web' })));
    await expectRefused(await login('ext-b', await issuerToken({ sub: 'ext-b', iss: 'http://localhost/sso' })));
    await expectRefused(await login('ext-c', await issuerToken({ sub: 'ext-d' })));
  });

  it("does not run the site's own sign-in service", async () => {
    expect((await app.request('/sso/.well-known/jwks.json')).status).toBe(404);
    expect((await app.request('/sso/login')).status).toBe(404);
  });
});
