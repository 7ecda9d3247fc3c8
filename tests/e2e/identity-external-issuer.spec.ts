import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { TOKEN_COOKIE } from '../../schemas/login-token.schema';

/**
 * The external-issuer mode (docs/decisions/member-identity.md): a second site server started
 * with SSO_ISSUER / SSO_JWKS_URL / SSO_AUDIENCE pointing at a key set this test publishes, so
 * the site trusts that issuer and no other. The browser comes back from "sign-in" with the
 * test's id_tokens: a good one signs the member in, a forged or expired one leaves a guest.
 */
test.describe.configure({ mode: 'serial' });

const AUDIENCE = 'haolife-external-e2e';
const KID = 'external-1';

interface Issuer {
  url: string;
  sign(claims: JWTPayload, options?: { key?: CryptoKey; expiresAt?: number; issuedAt?: number }): Promise<string>;
  close(): Promise<void>;
}

/** The external issuer: a key pair, and its JWKS served on a port of the test's own. */
async function startIssuer(port: number): Promise<Issuer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'ES256', use: 'sig' }] };
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(jwks));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: KID })
        .setIssuer(url)
        .setAudience(AUDIENCE)
        .setIssuedAt(options.issuedAt ?? now)
        .setExpirationTime(options.expiresAt ?? now + 300)
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Site {
  url: string;
  /** what the server logged (pino JSON lines): why a login was refused, why it did not start */
  log(): string;
  stop(): Promise<void>;
}

const healthy = (url: string) =>
  fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** A second site server that trusts only `issuer`: the same build, a data folder of its own. */
async function startSite(port: number, issuer: Issuer, dataDir: string): Promise<Site> {
  const url = `http://localhost:${port}`;
  // an answer now would come from someone else's server, with someone else's keys
  if (await healthy(url)) throw new Error(`port ${port} is taken: stop whatever serves ${url}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SSO_ISSUER: issuer.url,
      SSO_JWKS_URL: `${issuer.url}/.well-known/jwks.json`,
      SSO_AUDIENCE: AUDIENCE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // never outlive the worker, whatever happens to the test
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    process.off('exit', killChild);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // migrating and seeding a fresh database takes seconds, minutes on a machine that is busy
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the external-issuer site exited: ${log}`);
    }
    if (await healthy(url)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the external-issuer site did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, log: () => log, stop };
}

let issuer: Issuer;
let site: Site;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // 3860-3863: one site and one issuer per parallel worker, clear of the main server's port
  const { parallelIndex, project } = test.info();
  issuer = await startIssuer(3861 + 2 * parallelIndex);
  site = await startSite(3860 + 2 * parallelIndex, issuer, `.tmp/e2e-external-${project.name}-${parallelIndex}`);
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('site log', { body: site?.log() ?? '' });
});

test.afterAll(async () => {
  await site?.stop();
  await issuer?.close();
});

const member = {
  sub: 'ext-member-1',
  name: '外部會員',
  email: 'external.member@example.com.tw',
  phone_number: '0911222333',
};

/** Back from the external sign-in with this id_token; resolves with the login call's status. */
async function returnFromSignIn(page: Page, path: string, idToken: string, sub = member.sub): Promise<number> {
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.goto(`${site.url}${path}?outer_id=${encodeURIComponent(sub)}&id_token=${encodeURIComponent(idToken)}`);
  return (await login).status();
}

/** Checks in the header's navigation, unfolded on phones; retried, since a navigation folds it. */
async function inHeader(page: Page, check: (nav: Locator) => Promise<void>): Promise<void> {
  await expect(async () => {
    const toggle = page.getByRole('button', { name: '開啟選單' });
    if (await toggle.isVisible()) await toggle.click();
    await check(page.getByRole('navigation', { name: '主選單' }));
  }).toPass({ timeout: 15_000 });
}

const QUICK = { timeout: 1_000 };

async function expectGuest(page: Page, path: string) {
  await expect(page).toHaveURL(`${site.url}${path}`);
  await inHeader(page, async (nav) => {
    await expect(nav.getByRole('link', { name: '登入', exact: true })).toBeVisible(QUICK);
    await expect(nav.getByRole('button', { name: '登出' })).toHaveCount(0, QUICK);
  });
  expect((await page.context().cookies(site.url)).find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('isLogin')])).toEqual([
    null,
    null,
  ]);
  expect((await page.request.get(`${site.url}/api/user/profile`)).status()).toBe(401);
}

test('the site’s own sign-in service is not mounted when an external issuer is configured', async ({ request }) => {
  expect((await request.get(`${site.url}/sso/.well-known/jwks.json`)).status()).toBe(404);
  expect((await request.get(`${issuer.url}/.well-known/jwks.json`)).status()).toBe(200);
});

test('an id_token of the external issuer signs the member in', async ({ page }) => {
  const idToken = await issuer.sign({
    sub: member.sub,
    name: member.name,
    email: member.email,
    phone_number: member.phone_number,
  });
  expect(await returnFromSignIn(page, '/member', idToken)).toBe(200);
  await expect(page).toHaveURL(`${site.url}/member`);
  await expect(page.getByText(`${member.name}，您好`)).toBeVisible();
  await inHeader(page, (nav) => expect(nav.getByRole('button', { name: '登出' })).toBeVisible(QUICK));
  const profile = await page.request.get(`${site.url}/api/user/profile`);
  expect(profile.status()).toBe(200);
  expect((await profile.json()).data).toMatchObject({
    outer_id: member.sub,
    email: member.email,
    mobile: '0911222333',
  });
});

test('a forged id_token (signed with another key) is refused: the visitor stays a guest', async ({ page }) => {
  const { privateKey: otherKey } = await generateKeyPair('ES256');
  const forged = await issuer.sign({ sub: member.sub, name: member.name }, { key: otherKey });
  expect(await returnFromSignIn(page, '/', forged)).toBe(401);
  await expectGuest(page, '/');
});

test('an expired id_token is refused: the visitor stays a guest', async ({ page }) => {
  const now = Math.floor(Date.now() / 1000);
  const expired = await issuer.sign(
    { sub: member.sub, name: member.name },
    { issuedAt: now - 3600, expiresAt: now - 600 },
  );
  expect(await returnFromSignIn(page, '/', expired)).toBe(401);
  await expectGuest(page, '/');
});

test('an id_token for another subject than the outer_id is refused', async ({ page }) => {
  const someoneElse = await issuer.sign({ sub: 'ext-member-2', name: '另一位會員' });
  expect(await returnFromSignIn(page, '/', someoneElse, member.sub)).toBe(401);
  await expectGuest(page, '/');
});
