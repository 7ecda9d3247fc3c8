import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encodeLoginToken } from '../../schemas/login-token-cookie';
import { sessions } from '../../server/db/tables/session.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { signedInMember, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });

const profile = (headers: Record<string, string> = {}) => app.request('/api/user/profile', { headers });
const cookieFor = (token: string) => ({
  cookie: `token=${encodeURIComponent(encodeLoginToken({ token_type: 'Bearer', token }))}`,
});

async function expectGuest(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: '請先登入會員。' });
}

describe('the session token on /api/user/*', () => {
  it('answers 401 without a token', async () => {
    await expectGuest(await profile());
    // the guard is on the whole prefix, routes that do not exist included
    await expectGuest(await app.request('/api/user/orders'));
  });

  it('answers 401 for a token that names no session', async () => {
    await expectGuest(await profile({ authorization: `Bearer ${'A'.repeat(43)}` }));
    await expectGuest(await profile({ authorization: 'Bearer' }));
    await expectGuest(await profile({ authorization: 'garbage' }));
    await expectGuest(await profile(cookieFor('nope')));
    await expectGuest(await profile({ cookie: 'token=%%%not-base64' }));
  });

  it('accepts the Authorization header and, from a browser that sends none, the token cookie', async () => {
    const member = await signedInMember(app);
    expect((await profile(member.auth)).status).toBe(200);
    expect((await profile(cookieFor(member.token))).status).toBe(200);
  });

  it('lets a sent Authorization header win over the cookie, even a bad one', async () => {
    const member = await signedInMember(app);
    await expectGuest(await profile({ authorization: 'Bearer wrong', ...cookieFor(member.token) }));
  });

  it('refuses a token of another type', async () => {
    const member = await signedInMember(app);
    await expectGuest(await profile({ authorization: `Basic ${member.token}` }));
  });

  it('answers 401 once the session has expired', async () => {
    const member = await signedInMember(app);
    expect((await profile(member.auth)).status).toBe(200);
    await db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    await expectGuest(await profile(member.auth));
  });

  it('stores only a hash of the token, with an expiry about 30 days out', async () => {
    const member = await signedInMember(app);
    const rows = await db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash.includes(member.token))).toBe(false);
    const [row] = await db
      .select({ days: sql<number>`extract(epoch from (${sessions.expiresAt} - now())) / 86400` })
      .from(sessions)
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(Number(row?.days)).toBeGreaterThan(29.9);
    expect(Number(row?.days)).toBeLessThanOrEqual(30);
  });
});

describe('GET /api/clear-cookie', () => {
  it('clears the cookie and ends the session on the server', async () => {
    const member = await signedInMember(app);
    const res = await app.request('/api/clear-cookie', { headers: cookieFor(member.token) });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^token=;/);
    expect(cookie).toMatch(/Max-Age=0/);
    expect(cookie).toMatch(/Path=\//);
    // the token no longer works anywhere, header or cookie
    await expectGuest(await profile(member.auth));
    await expectGuest(await profile(cookieFor(member.token)));
  });

  it('ends the session named by the Authorization header, and only that one', async () => {
    const a = await signedInMember(app);
    const b = await signedInMember(app);
    const res = await app.request('/api/clear-cookie', { headers: a.auth });
    expect(res.status).toBe(200);
    await expectGuest(await profile(a.auth));
    expect((await profile(b.auth)).status).toBe(200);
  });

  it('answers a guest too (logging out twice is no error)', async () => {
    const res = await app.request('/api/clear-cookie');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^token=;/);
  });

  it('refuses a cross-site request (a link, image or form on another site): the member stays signed in', async () => {
    const member = await signedInMember(app);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { origin: 'https://evil.example' },
    ] as Record<string, string>[]) {
      const res = await app.request('/api/clear-cookie', { headers: { ...cookieFor(member.token), ...headers } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: '您沒有權限執行此操作。' });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await profile(member.auth)).status).toBe(200);
    }
    // the site's own call, and the address typed into the browser, still log out
    const own = await app.request('/api/clear-cookie', {
      headers: { ...cookieFor(member.token), 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
    });
    expect(own.status).toBe(200);
    await expectGuest(await profile(member.auth));
    const typed = await app.request('/api/clear-cookie', { headers: { 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(200);
  });

  it('leaves no session row behind', async () => {
    const member = await signedInMember(app);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    await app.request('/api/clear-cookie', { headers: member.auth });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) - 1);
  });
});
