import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/db/tables/rate-limit.table';
import { rulesFor } from '../../server/services/rate-limit.service';
import { freshDbForFile, testApp } from '../support/api-app';
import { newAccount, ssoBrowser, submitRegistration, tempDataDir } from '../support/sso-browser';

// Each limit by its number, written out here: raising or lowering any of them fails a test. The
// limits in the hundreds start from a counter already near its end (the next requests are real).
const { db } = await freshDbForFile();
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });

let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;

/** The per-address counter of `action` at `ip`, as if `hits` attempts had been made just now. */
async function alreadyCounted(action: Parameters<typeof rulesFor>[0], ip: string, hits: number) {
  const key = rulesFor(action, ip, '')[1]?.key ?? '';
  expect(key).toBe(`${action}:ip:${ip}`);
  await db.insert(rateLimits).values({ key, windowStart: sql`now()`, hits });
}

const expectLimited = async (res: Response) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.text()).toMatch(/嘗試次數過多，請於 \d+ 分鐘後再試。/);
};

describe('sign in (/sso/login)', () => {
  it('per address: the 101st attempt of a spray over many emails is refused', async () => {
    const ip = nextIp();
    await alreadyCounted('signIn', ip, 98);
    const browser = ssoBrowser(app, ip);
    for (const n of [99, 100]) {
      expect((await browser.submit('/sso/login', { email: `spray${n}@example.com`, password: 'guess' })).status).toBe(
        401,
      );
    }
    await expectLimited(await browser.submit('/sso/login', { email: 'spray101@example.com', password: 'guess' }));
    // another address is not held back by it
    expect(
      (await ssoBrowser(app, nextIp()).submit('/sso/login', { email: 'x@example.com', password: 'guess' })).status,
    ).toBe(401);
  });
});

describe('register (/sso/register)', () => {
  it('per address and email: the 6th registration of one email is refused, another email goes on', async () => {
    const browser = ssoBrowser(app, nextIp());
    const account = newAccount();
    for (let i = 0; i < 5; i++) expect((await submitRegistration(browser, account)).status).toBe(200);
    await expectLimited(await submitRegistration(browser, account));
    expect((await submitRegistration(browser, newAccount())).status).toBe(200);
  });
});

describe('forgotten password (/sso/forgot)', () => {
  it('per address: a spray of 30 emails passes, the 31st is refused', async () => {
    const browser = ssoBrowser(app, nextIp());
    for (let i = 0; i < 30; i++) {
      expect((await browser.submit('/sso/forgot', { email: `forgot${i}@example.com` })).status).toBe(200);
    }
    await expectLimited(await browser.submit('/sso/forgot', { email: 'forgot30@example.com' }));
  });
});

describe('new password (/sso/reset)', () => {
  const form = (token: string) => ({ token, password: 'new password 1', password_confirmation: 'new password 1' });
  const token = (n: number) => `${String(n).padStart(16, 'T')}${'x'.repeat(27)}`;

  it('per address and link: the 11th try of one link is refused', async () => {
    const browser = ssoBrowser(app, nextIp());
    for (let i = 0; i < 10; i++) expect((await browser.submit('/sso/reset', form(token(1)))).status).toBe(410);
    await expectLimited(await browser.submit('/sso/reset', form(token(1))));
    expect((await browser.submit('/sso/reset', form(token(2)))).status).toBe(410);
  });

  it('per address: guessing 30 links passes, the 31st is refused', async () => {
    const browser = ssoBrowser(app, nextIp());
    for (let i = 0; i < 30; i++) expect((await browser.submit('/sso/reset', form(token(100 + i)))).status).toBe(410);
    await expectLimited(await browser.submit('/sso/reset', form(token(200))));
  });
});

describe('login (POST /api/auth/login)', () => {
  const login = (ip: string, outerId: string) =>
    app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outer_id: outerId, access_token: 'x.y.z' }),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );

  it('per address: the 201st attempt of a spray over many outer_ids is refused', async () => {
    const ip = nextIp();
    await alreadyCounted('login', ip, 198);
    for (const n of [199, 200]) expect((await login(ip, `spray-${n}`)).status).toBe(401);
    await expectLimited(await login(ip, 'spray-201'));
    expect((await login(nextIp(), 'spray-201')).status).toBe(401);
  });
});
