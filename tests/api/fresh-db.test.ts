import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../server/db/tables/page-meta.table';
import { freshDb } from '../support/fresh-db';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

const currentDatabase = async (t: Awaited<ReturnType<typeof freshDb>>) => {
  const result = await t.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
};

describe('freshDb', () => {
  it(`opens ${onPostgres ? 'a PostgreSQL database' : 'an in-memory PGlite'} with every migration applied`, async () => {
    const t = await freshDb();
    try {
      expect(t.kind).toBe(onPostgres ? 'postgres' : 'pglite');
      expect(await t.db.$count(pageMeta)).toBe(0);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('gives two callers two separate databases', async () => {
    const [a, b] = await Promise.all([freshDb(), freshDb()]);
    try {
      await a.db.insert(pageMeta).values({ path: '/only-in-a', title: 't', description: 'd' });
      expect(await a.db.$count(pageMeta)).toBe(1);
      expect(await b.db.$count(pageMeta)).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000); // two databases at once: slow on a busy two-core machine

  it.runIf(onPostgres)('names the PostgreSQL database t_<pid>_<random> and drops it on close', async () => {
    const t = await freshDb();
    const name = await currentDatabase(t);
    expect(name).toMatch(new RegExp(`^t_${process.pid}_[0-9a-f]{8}$`));
    expect(await databaseExists(name)).toBe(true);
    await t.close();
    expect(await databaseExists(name)).toBe(false);
  });
});
