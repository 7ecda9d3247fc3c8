import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../server/db/tables/page-meta.table';
import { seedDemoContent } from '../../server/seed/seed';
import { freshDb, type TestDb } from '../support/fresh-db';

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

const rowsOf = async <R>(t: TestDb, query: string) =>
  ((await t.db.execute(sql.raw(query))) as unknown as { rows: R[] }).rows;

const currentDatabase = async (t: TestDb) =>
  (await rowsOf<{ name: string }>(t, 'SELECT current_database() AS name'))[0]?.name ?? '';

/**
 * Every table's rows (a count and a digest of them, as JSON, in order) and every sequence's next
 * value. A column that defaults to now() is only asked to be at or after `seededAt`: a seed
 * writes its own moment there.
 */
async function contents(t: TestDb, seededAt: Date): Promise<Record<string, string | undefined>> {
  const columns = await rowsOf<{ name: string; col: string; timed: boolean }>(
    t,
    `SELECT format('%I.%I', table_schema, table_name) AS name, quote_ident(column_name) AS col,
            coalesce(column_default ILIKE '%now()%' OR column_default ILIKE '%current_timestamp%', false) AS timed
       FROM information_schema.columns c
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
        AND EXISTS (SELECT 1 FROM information_schema.tables
                     WHERE table_schema = c.table_schema AND table_name = c.table_name AND table_type = 'BASE TABLE')
      ORDER BY 1, ordinal_position`,
  );
  const found: Record<string, string | undefined> = {};
  for (const name of new Set(columns.map((c) => c.name))) {
    const picked = columns
      .filter((c) => c.name === name)
      .map((c) => (c.timed ? `(${c.col} >= '${seededAt.toISOString()}') AS ${c.col}` : c.col));
    const [row] = await rowsOf<{ digest: string }>(
      t,
      `SELECT count(*) || ' rows ' || md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS digest
         FROM (SELECT row_to_json(x)::text AS r FROM (SELECT ${picked.join(', ')} FROM ${name}) x) y`,
    );
    found[name] = row?.digest;
  }
  const sequences = await rowsOf<{ name: string }>(
    t,
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences ORDER BY 1`,
  );
  for (const { name } of sequences) {
    found[`next ${name}`] = (await rowsOf<{ n: string }>(t, `SELECT nextval('${name}')::text AS n`))[0]?.n;
  }
  return found;
}

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

  it('seeded: the demo as seedDemoContent writes it, every row and next id alike, dated within the hour', async () => {
    const before = Date.now();
    const [copied, seededHere] = await Promise.all([freshDb({ seeded: true }), freshDb()]);
    try {
      const seededAt = copied.seededAt;
      if (!seededAt) throw new Error('a seeded database says when it was seeded');
      // a template serves its clock hour only (fresh-db.ts seededStamp)
      expect(seededAt.getTime()).toBeGreaterThan(before - 3_600_000);
      expect(seededAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await seededHere.db.$count(pageMeta)).toBe(0);
      await seedDemoContent(seededHere.db, seededAt);
      const [got, wanted] = [await contents(copied, seededAt), await contents(seededHere, seededAt)];
      expect(Object.keys(got).length).toBeGreaterThan(100);
      expect(got).toEqual(wanted);
    } finally {
      await Promise.all([copied.close(), seededHere.close()]);
    }
  }, 120_000);
});
