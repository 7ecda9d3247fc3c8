import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/app-env';
import { captchaSolutions } from '../../server/db/tables/captcha-solution.table';
import { createCaptchaChallenge, verifyCaptcha } from '../../server/services/captcha.service';
import { freshDbForFile, testApp } from '../support/api-app';
import { fetchCaptchaChallenge, solveCaptcha, solveCaptchaChallenge } from '../support/captcha';

const FIELD = 'google_recaptcha_token';
const MISSING = '請完成驗證。';
const WRONG = '驗證失敗，請重新驗證。';
const EXPIRED = '驗證已逾時，請重新驗證。';
const REUSED = '此驗證已使用過，請重新驗證。';

/** No public endpoint checks a captcha yet: this one does, as a form's route will. */
const probe = new Hono<AppEnv>().post('/probe/captcha', async (c) => {
  const body = (await c.req.json()) as { google_recaptcha_token?: string | null };
  await verifyCaptcha(c.var.deps, body.google_recaptcha_token);
  return c.json({ data: { ok: true } });
});

const { db } = await freshDbForFile();
const app = testApp(db, { extraApi: [probe] });
/** The service's own deps, for calling it without the app. */
const serviceDeps = { db, env: { CAPTCHA_MAX_NUMBER: 1000, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/' } };

type TestApp = ReturnType<typeof testApp>;
const submit = (target: TestApp, token: unknown) =>
  target.request('/api/probe/captcha', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token === undefined ? {} : { google_recaptcha_token: token }),
  });

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.errors).toEqual({ [FIELD]: [message] });
}

interface RawPayload {
  challenge: { parameters: { expiresAt: number } };
  solution: { counter: number; derivedKey: string };
}

/** The payload decoded, changed by `edit`, encoded again. */
function tamper(token: string, edit: (payload: RawPayload) => void): string {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as RawPayload;
  edit(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('GET /api/captcha/challenge', () => {
  it('answers a signed SHA-256 challenge that expires in about ten minutes and is never cached', async () => {
    const res = await app.request('/api/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { parameters: Record<string, unknown>; signature: string };
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = Number(challenge.parameters.expiresAt) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60);
    // two challenges are two different puzzles
    const other = await fetchCaptchaChallenge(app);
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });
});

describe('verifyCaptcha (the site’s own proof of work)', () => {
  it('accepts a solved challenge once, and refuses the same solution a second time', async () => {
    const token = await solveCaptcha(app);
    const first = await submit(app, token);
    expect(first.status).toBe(200);
    await expectRefused(await submit(app, token), REUSED);
  });

  it('refuses a missing or blank token', async () => {
    await expectRefused(await submit(app, undefined), MISSING);
    await expectRefused(await submit(app, null), MISSING);
    await expectRefused(await submit(app, '   '), MISSING);
  });

  it('refuses a wrong answer, changed parameters and tokens that are not payloads at all', async () => {
    const token = await solveCaptcha(app);
    // the derived key is the proof of work (its signature is in the challenge); the counter is not checked
    const wrongKey = tamper(token, (p) => {
      p.solution.derivedKey = p.solution.derivedKey.replace(/^./, (ch: string) => (ch === '0' ? '1' : '0'));
    });
    const longerLife = tamper(token, (p) => {
      p.challenge.parameters.expiresAt += 3600;
    });
    // what the widget sends in its "test" mode, which must not pass for real
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
    for (const bad of [wrongKey, longerLife, testMode, 'not a token', 'x'.repeat(9000)]) {
      await expectRefused(await submit(app, bad), WRONG);
    }
    // the untouched token still works: the refusals did not spend it
    expect((await submit(app, token)).status).toBe(200);
  });

  it('refuses a challenge signed with another key', async () => {
    const keyed = testApp(db, { extraApi: [probe], env: { CAPTCHA_HMAC_KEY: 'a'.repeat(32) } });
    const sameKey = testApp(db, { extraApi: [probe], env: { CAPTCHA_HMAC_KEY: 'a'.repeat(32) } });
    // app servers configured with one key agree with each other...
    expect((await submit(sameKey, await solveCaptcha(keyed))).status).toBe(200);
    // ...but not with a server using the stored key, nor the other way round
    await expectRefused(await submit(app, await solveCaptcha(keyed)), WRONG);
    await expectRefused(await submit(keyed, await solveCaptcha(app)), WRONG);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const challenge = await createCaptchaChallenge(serviceDeps, { now: new Date(Date.now() - 11 * 60_000) });
    await expectRefused(await submit(app, await solveCaptchaChallenge(challenge)), EXPIRED);
  });

  it('sweeps the records of solutions whose challenges have expired', async () => {
    await db.insert(captchaSolutions).values({ signature: 'stale', expiresAt: new Date(Date.now() - 60_000) });
    expect((await submit(app, await solveCaptcha(app))).status).toBe(200);
    const left = await db.select({ signature: captchaSolutions.signature }).from(captchaSolutions);
    expect(left.map((r) => r.signature)).not.toContain('stale');
    expect(left.length).toBeGreaterThan(0);
  });

  it('works on the service alone with a real database', async () => {
    const token = await solveCaptchaChallenge(await createCaptchaChallenge(serviceDeps));
    await expect(verifyCaptcha(serviceDeps, token)).resolves.toBeUndefined();
    await expect(verifyCaptcha(serviceDeps, token)).rejects.toMatchObject({ fieldErrors: { [FIELD]: [REUSED] } });
  });
});

const seen: URLSearchParams[] = [];
// plays Google's siteverify on a local port: real HTTP, form-encoded in, JSON out
const siteverify = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  req.on('end', () => {
    const form = new URLSearchParams(body);
    seen.push(form);
    const response = form.get('response');
    const answer =
      form.get('secret') !== 'test-secret'
        ? { success: false, 'error-codes': ['invalid-input-secret'] }
        : response === 'good-token'
          ? { success: true, hostname: 'localhost', challenge_ts: new Date().toISOString() }
          : response === 'old-token'
            ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
            : { success: false, 'error-codes': ['invalid-input-response'] };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
});
siteverify.listen(0, '127.0.0.1');
await once(siteverify, 'listening');
afterAll(() => new Promise<void>((resolve) => siteverify.close(() => resolve())));
const url = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`;
const google = testApp(db, { extraApi: [probe], env: { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: url } });

describe('verifyCaptcha with RECAPTCHA_SECRET (Google siteverify)', () => {
  it('accepts what Google accepts, sending our secret and the token', async () => {
    const before = seen.length;
    expect((await submit(google, 'good-token')).status).toBe(200);
    const form = seen[before];
    expect(form?.get('secret')).toBe('test-secret');
    expect(form?.get('response')).toBe('good-token');
  });

  it('refuses what Google refuses, with the captcha’s messages', async () => {
    await expectRefused(await submit(google, 'forged-token'), WRONG);
    await expectRefused(await submit(google, 'old-token'), EXPIRED);
    // a missing token is refused without asking Google
    const before = seen.length;
    await expectRefused(await submit(google, undefined), MISSING);
    expect(seen.length).toBe(before);
  });

  it('does not take our own captcha’s answers in place of Google’s', async () => {
    await expectRefused(await submit(google, await solveCaptcha(app)), WRONG);
  });

  it('treats a refused secret as the server’s fault (500), not the visitor’s', async () => {
    const misconfigured = testApp(db, {
      extraApi: [probe],
      env: { RECAPTCHA_SECRET: 'wrong-secret', RECAPTCHA_VERIFY_URL: url },
    });
    const res = await submit(misconfigured, 'good-token');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toBe('系統忙碌中，請稍後再試。');
  });
});
