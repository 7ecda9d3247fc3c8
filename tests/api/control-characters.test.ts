import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Logger } from '../../server/app-env';
import { freshDbForFile, testApp } from '../support/api-app';
import { newAccount, signedInMember, ssoBrowser, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();
const dataDir = tempDataDir();
const app = testApp(db, { env: { DATA_DIR: dataDir } });

const CONTROL = '不可包含控制字元';

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function fieldErrors(res: Response): Promise<Record<string, string[]>> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe('輸入的資料有誤，請檢查後再送出。');
  return body.errors;
}

describe('text with control characters is refused as bad input, never a 500', () => {
  it('GET /api/search with a NUL in the keyword', async () => {
    const errors = await fieldErrors(await app.request('/api/search?keyword=%00'));
    expect(errors.keyword?.[0]).toContain(CONTROL);
    const mixed = await fieldErrors(await app.request('/api/search?keyword=%E8%8C%B6%00%E8%91%89'));
    expect(mixed.keyword?.[0]).toContain(CONTROL);
  });

  it('POST /api/auth/login with a NUL in outer_id or the token, without signing in', async () => {
    expect(
      Object.keys(await fieldErrors(await postJson('/api/auth/login', { outer_id: 'a\u0000b', access_token: 'x' }))),
    ).toEqual(['outer_id']);
    const errors = await fieldErrors(await postJson('/api/auth/login', { outer_id: 'abc', access_token: 'x\u0000' }));
    expect(errors.access_token?.[0]).toContain(CONTROL);
  });

  it("the profile's text fields", async () => {
    const member = await signedInMember(app);
    const base = { name: '林大同', mobile: '0912000111' };
    for (const field of ['name', 'city', 'town', 'address'] as const) {
      const errors = await fieldErrors(
        await postJson('/api/user/profile', { ...base, [field]: `臺北\u0000${field}` }, member.auth),
      );
      expect(errors[field]?.[0]).toContain(CONTROL);
    }
    // other control characters too: escape, backspace, DEL, a C1 control, and a line break in a one-line field
    for (const bad of ['\u001b[31m', 'a\bb', 'x\u007f', 'y\u0085', '林\n大同']) {
      const errors = await fieldErrors(await postJson('/api/user/profile', { ...base, name: bad }, member.auth));
      expect(errors.name?.[0]).toContain(CONTROL);
    }
    // a lone surrogate is not text either (it cannot be stored as UTF-8)
    const lone = await postJson('/api/user/profile', { ...base, address: 'a\ud800b' }, member.auth);
    expect((await fieldErrors(lone)).address?.[0]).toContain(CONTROL);
  });

  it("/sso/register's name and /sso/reset's token", async () => {
    const account = newAccount({ name: '王\u0000明' });
    const res = await ssoBrowser(app).submit('/sso/register', {
      name: account.name,
      email: account.email,
      mobile: account.mobile,
      password: account.password,
      password_confirmation: account.password,
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(CONTROL);

    const reset = await ssoBrowser(app).submit('/sso/reset', {
      token: `${'a'.repeat(20)}\u0000`,
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    // a token that cannot be one is the expired-link page, as any other bad token
    expect(reset.status).toBe(410);
  });

  it('an unexpected error is logged as one line with a request id, which the answer names', async () => {
    const lines: unknown[][] = [];
    const log: Logger = { info() {}, warn() {}, error: (...args) => void lines.push(args) };
    const probe = new Hono<AppEnv>().get('/boom', () => {
      throw new Error('kaboom');
    });
    const broken = testApp(db, { log, extraApi: [probe] });
    const res = await broken.request('/api/boom');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(lines).toHaveLength(1);
    const [entry, message] = lines[0] as [Record<string, unknown>, string];
    expect(message).toBe('unhandled error');
    expect(entry).toEqual({ requestId: id, method: 'GET', path: '/api/boom', error: 'Error: kaboom' });
    // no stack, no Error object for the logger to print in full
    expect(JSON.stringify(entry)).not.toContain('\n');
  });
});
