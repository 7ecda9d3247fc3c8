import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { TOKEN_COOKIE } from '../../schemas/login-token-cookie';
import { throwawayTicketKey } from '../../scripts/throwaway-ticket-key.mjs';
import { expect, type Locator, type Page, test } from '../support/e2e-test';
import { providerAccount, startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';

/**
 * The external-provider mode (docs/decisions/member-identity.md): a second site server started
 * with SSO_ISSUER naming a real OpenID provider (panva's oidc-provider) started by this test. A
 * guest is sent through the standard authorization-code flow with PKCE, `state` and `nonce`,
 * signs in on the provider's own page and comes back signed in; a completed sign-in carried to
 * another browser, or an answer for a round trip this browser did not start, signs no one in.
 */
test.describe.configure({ mode: 'serial' });

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

/** A second site server that signs members in at `provider` only: the same build, a data folder of its own. */
async function startSite(port: number, provider: TestOidcProvider, dataDir: string): Promise<Site> {
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
      TICKET_SIGNING_KEY: throwawayTicketKey(),
      LOG_LEVEL: 'warn',
      // keys and endpoints come from the provider's discovery document
      SSO_ISSUER: provider.url,
      SSO_AUDIENCE: provider.clientId,
      SSO_CLIENT_SECRET: provider.clientSecret,
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

let provider: TestOidcProvider;
let site: Site;

test.beforeAll(async () => {
  // the provider's pages are not the site's, and the site's side of the return is the same on
  // any screen: once, on desktop
  test.skip(test.info().project.name === 'phone', 'desktop only');
  test.setTimeout(300_000);
  // 3860-3863: one site and one provider per parallel worker, clear of the main server's port
  const { parallelIndex, project } = test.info();
  const sitePort = 3860 + 2 * parallelIndex;
  provider = await startOidcProvider({
    port: 3861 + 2 * parallelIndex,
    redirectUri: `http://localhost:${sitePort}/api/auth/oidc/callback`,
  });
  site = await startSite(sitePort, provider, `.tmp/e2e-external-${project.name}-${parallelIndex}`);
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('site log', { body: site?.log() ?? '' });
});

test.afterAll(async () => {
  await site?.stop();
  await provider?.close();
});

/** Checks in the header's navigation, unfolded on phones; retried, since a navigation folds it. */
async function inHeader(page: Page, check: (nav: Locator) => Promise<void>): Promise<void> {
  await expect(async () => {
    const toggle = page.getByRole('button', { name: '開啟選單' });
    if (await toggle.isVisible()) await toggle.click();
    await check(page.getByRole('navigation', { name: '主選單' }));
  }).toPass({ timeout: 15_000 });
}

const QUICK = { timeout: 1_000 };

async function expectGuest(page: Page) {
  await inHeader(page, async (nav) => {
    await expect(nav.getByRole('link', { name: '登入', exact: true })).toBeVisible(QUICK);
    await expect(nav.getByRole('button', { name: '登出' })).toHaveCount(0, QUICK);
  });
  expect((await page.context().cookies(site.url)).find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();
  expect((await page.request.get(`${site.url}/api/user/profile`)).status()).toBe(401);
}

/** On the provider's own pages: its sign-in form (any login name and password), then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.url}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the site’s own sign-in service is not mounted when an external provider is configured', async ({ request }) => {
  expect((await request.get(`${site.url}/sso/.well-known/jwks.json`)).status()).toBe(404);
  expect((await request.get(`${site.url}/sso/login`)).status()).toBe(404);
  expect((await request.get(`${provider.url}/.well-known/openid-configuration`)).status()).toBe(200);
});

test('a guest on a login-only page signs in at the provider (code + PKCE) and comes back to it, signed in', async ({
  page,
}) => {
  const sub = 'ext-member-1';
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.goto(`${site.url}/services/warranty/form`);
  await signInAtProvider(page, sub);
  expect((await login).status()).toBe(200);
  await expect(page).toHaveURL(`${site.url}/services/warranty/form`);
  await inHeader(page, (nav) => expect(nav.getByRole('button', { name: '登出' })).toBeVisible(QUICK));

  // the standard request: a code, PKCE S256, this round trip's state and nonce, and the banner of
  // the warranty form (SPEC §2: 2) as an extra parameter
  const request = provider.authorizationRequests.at(-1);
  expect(request?.searchParams.get('response_type')).toBe('code');
  expect(request?.searchParams.get('client_id')).toBe(provider.clientId);
  expect(request?.searchParams.get('code_challenge_method')).toBe('S256');
  expect(request?.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(request?.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(request?.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(request?.searchParams.get('banner')).toBe('2');

  const profile = await page.request.get(`${site.url}/api/user/profile`);
  expect(profile.status()).toBe(200);
  const account = providerAccount(sub);
  expect((await profile.json()).data).toMatchObject({ outer_id: sub, email: account.email, mobile: '0911222333' });
});

test('a completed sign-in carried to another browser (login CSRF) signs no one in', async ({ browser }) => {
  // the attacker signs in at the provider in their own browser and keeps the link back, unused
  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  await attackerPage.route('**/api/auth/login', (route) => route.abort());
  let link = '';
  const back = attackerPage.waitForURL((url) => {
    if (!url.searchParams.has('id_token')) return false;
    link = url.href;
    return true;
  });
  // what the header's 登入 link does on the home page
  await attackerPage.goto(`${site.url}/api/auth/oidc/authorize?return_to=%2F&banner=1`);
  await signInAtProvider(attackerPage, 'ext-attacker');
  await back;
  await attacker.close();

  // the victim opens it: the token names the attacker's browser (nonce), not this one
  const victim = await browser.newContext();
  const page = await victim.newPage();
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.goto(link);
  expect((await login).status()).toBe(401);
  await expect(page).toHaveURL(`${site.url}/`);
  await expectGuest(page);
  await victim.close();
});

test('an answer for a round trip this browser did not start is refused with a way to sign in again', async ({
  page,
}) => {
  const res = await page.goto(`${site.url}/api/auth/oidc/callback?code=stolen-code&state=${'a'.repeat(43)}`);
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: '登入未完成' })).toBeVisible();
  await expect(page.getByRole('link', { name: '重新登入' })).toBeVisible();
  await page.goto(`${site.url}/`);
  await expectGuest(page);
});
