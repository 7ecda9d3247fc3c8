import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { contentChangesOf, sessionChangesOf } from '../../server/db/content-changes';
import { homeBlocks } from '../../server/db/tables/home-block.table';
import { rateLimits } from '../../server/db/tables/rate-limit.table';
import * as entryServer from '../../src/entry-server';
import { BROWSER, freshDbForFile, testApp } from '../support/api-app';
import { signedInMember, tempDataDir } from '../support/sso-browser';

// Two app servers on one PostgreSQL, each with its own public cache: a write through either, or
// around both (an SQL import), is seen by both. Runs with TEST_DATABASE_URL (CI's PostgreSQL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const server = onPostgres ? await freshDbForFile({ seeded: true }) : null;
/** server A's database (the file's own); B opens the same one */
const A = () => {
  if (!server) throw new Error('PostgreSQL only');
  return server;
};

describe.skipIf(!server)('two app servers on one PostgreSQL', () => {
  let b: Database;
  beforeAll(async () => {
    b = await openDatabase({ url: A().url });
  });
  // closed before freshDbForFile's afterAll drops the database
  afterAll(async () => {
    await b.close();
  });

  const subjectOf = async (app: ReturnType<typeof testApp>) => {
    const res = await app.request('/api/homepage');
    const body = (await res.json()) as { data: { infos: { first_block: { subject: string } } } };
    return { etag: res.headers.get('etag'), subject: body.data.infos.first_block.subject };
  };

  it('both keep their answers, and both see a write made through either of them', async () => {
    const appA = testApp(A().db);
    const appB = testApp(b.db);
    const changesA = contentChangesOf(A().db);
    const changesB = contentChangesOf(b.db);
    await Promise.all([changesA?.ready(), changesB?.ready()]);

    const warm = await subjectOf(appB);
    expect(warm.etag).toMatch(/^"[\w-]+"$/);
    expect((await subjectOf(appB)).etag).toBe(warm.etag);
    await subjectOf(appA);

    // through server A: A sees it on its next request; B as soon as the notification arrives
    const heardByB = changesB?.nextChange();
    await A().db.update(homeBlocks).set({ subject: '甲伺服器改的' }).where(eq(homeBlocks.key, 'first_block'));
    expect((await subjectOf(appA)).subject).toBe('甲伺服器改的');
    await heardByB;
    expect((await subjectOf(appB)).subject).toBe('甲伺服器改的');

    // and the other way round
    const heardByA = changesA?.nextChange();
    await b.db.update(homeBlocks).set({ subject: '乙伺服器改的' }).where(eq(homeBlocks.key, 'first_block'));
    expect((await subjectOf(appB)).subject).toBe('乙伺服器改的');
    await heardByA;
    expect((await subjectOf(appA)).subject).toBe('乙伺服器改的');
  });

  it('their server-rendered pages too: a write through one is in the next page of both', async () => {
    const appA = testApp(A().db, { renderer: entryServer });
    const appB = testApp(b.db, { renderer: entryServer });
    const changesB = contentChangesOf(b.db);
    await changesB?.ready();
    const pageOf = async (app: ReturnType<typeof testApp>) => (await app.request('/', { headers: BROWSER })).text();
    // both pages kept first
    expect(await pageOf(appA)).toContain('<div id="root"><');
    expect(await pageOf(appB)).toContain('<div id="root"><');

    const heardByB = changesB?.nextChange();
    await A().db.update(homeBlocks).set({ subject: '兩台都看得到' }).where(eq(homeBlocks.key, 'first_block'));
    expect(await pageOf(appA)).toContain('兩台都看得到');
    await heardByB;
    expect(await pageOf(appB)).toContain('兩台都看得到');
  });

  it('a write around both servers (plain SQL on its own connection) reaches both', async () => {
    const appA = testApp(A().db);
    const appB = testApp(b.db);
    await subjectOf(appA);
    await subjectOf(appB);
    const heard = [contentChangesOf(A().db)?.nextChange(), contentChangesOf(b.db)?.nextChange()];
    const client = new pg.Client({ connectionString: A().url });
    await client.connect();
    try {
      await client.query(`UPDATE home_blocks SET subject = '匯入的' WHERE key = 'first_block'`);
    } finally {
      await client.end();
    }
    await Promise.all(heard);
    expect((await subjectOf(appA)).subject).toBe('匯入的');
    expect((await subjectOf(appB)).subject).toBe('匯入的');
  });

  it('a member write (a new session) is not content: neither cache is dropped', async () => {
    const appB = testApp(b.db);
    const before = await subjectOf(appB);
    const generation = contentChangesOf(b.db)?.generation();
    // through B's own pool: had it notified, B would have heard it before the insert resolved
    await b.db.insert(rateLimits).values({ key: 'probe', windowStart: new Date(), hits: 1 });
    expect(contentChangesOf(b.db)?.generation()).toBe(generation);
    expect((await subjectOf(appB)).etag).toBe(before.etag);
  });

  it('a logout on one server stops the token on the other, which had remembered the session', async () => {
    const appA = testApp(A().db, { env: { DATA_DIR: tempDataDir() } });
    const appB = testApp(b.db);
    await sessionChangesOf(b.db)?.ready();
    const member = await signedInMember(appA);
    const profileOnB = () => appB.request('/api/user/profile', { headers: member.auth });
    expect((await profileOnB()).status).toBe(200);
    expect((await profileOnB()).status).toBe(200);

    const heardByB = sessionChangesOf(b.db)?.nextChange();
    expect((await appA.request('/api/clear-cookie', { headers: member.auth })).status).toBe(200);
    // A itself: at once
    expect((await appA.request('/api/user/profile', { headers: member.auth })).status).toBe(401);
    await heardByB;
    expect((await profileOnB()).status).toBe(401);
  });
});
