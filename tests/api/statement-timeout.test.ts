import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { freshDbForFile, testApp } from '../support/api-app';

// PostgreSQL's statement limit (STATEMENT_TIMEOUT_MS, server/env.ts): a request whose statement
// waits past it is answered 503 with a message a member can read, and the pool carries on. PGlite
// ignores statement_timeout, so this runs with TEST_DATABASE_URL (CI's PostgreSQL) only.
const server = process.env.TEST_DATABASE_URL ? await freshDbForFile({ seeded: true }) : null;

describe.skipIf(!server)('a statement past the time limit', () => {
  let limited: Database;
  let locker: pg.Client;
  beforeAll(async () => {
    if (!server?.url) throw new Error('PostgreSQL only');
    limited = await openDatabase({ url: server.url, statementTimeoutMs: 300 });
    locker = new pg.Client({ connectionString: server.url });
    await locker.connect();
  });
  // closed before freshDbForFile's afterAll drops the database
  afterAll(async () => {
    await locker.end();
    await limited.close();
  });

  it('is cancelled and answered 503 「系統忙碌中」, and the next request is served', async () => {
    const app = testApp(limited.db);
    // another session holds the events table (a long import, a migration elsewhere): the list's
    // read waits for it, past the limit
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const stuck = await app.request('/api/events?page=1');
    const waited = Date.now() - started;
    await locker.query('ROLLBACK');

    expect(stuck.status).toBe(503);
    expect(stuck.headers.get('retry-after')).toBe('5');
    expect(await stuck.json()).toEqual({ message: '系統忙碌中，請稍後再試。' });
    expect(waited, 'cancelled at the limit, not when the lock went').toBeLessThan(5_000);

    const served = await app.request('/api/events?page=1');
    expect(served.status).toBe(200);
  });
});
