import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../../server/db/client';

/**
 * The migrations that gave articles (0020) and recipes (0024) their publication state: public
 * reads stopped comparing `published_at` with the clock, so a row dated ahead must come out of
 * the migration `scheduled` for that date, and a row already live `published`. Each runs on a
 * database migrated to just before it, holding one row of each kind, then migrated to the end.
 * PGlite by default; a database of its own on PostgreSQL with TEST_DATABASE_URL.
 */

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

/** a copy of the migrations folder whose journal lists only `entries` (drizzle reads only what it lists) */
function migrationsFolder(entries: JournalEntry[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

const serverUrl = process.env.TEST_DATABASE_URL;
const kind = serverUrl ? 'postgres' : 'pglite';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** an empty database of this test's own (on PostgreSQL named like fresh-db.ts's, so an abandoned one is dropped) */
async function emptyDatabase(): Promise<Database> {
  if (!serverUrl) return openDatabase({});
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  cleanups.push(async () => {
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return database;
}

async function migrateTo(database: Database, folder: string) {
  if (database.kind === 'postgres')
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder });
  else await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
}

/** a query's rows (Db's execute() leaves them untyped: PGlite and node-postgres answer alike, `{ rows }`) */
async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const DAY = 86_400_000;
const PAST = new Date(Date.now() - 30 * DAY).toISOString();
const FUTURE = new Date(Date.now() + 30 * DAY).toISOString();

const CASES: { table: 'articles' | 'recipes'; tag: RegExp; insert: (subject: string, at: string) => SQL }[] = [
  {
    table: 'articles',
    tag: /^\d{4}_article_publication$/,
    insert: (subject, at) =>
      sql`INSERT INTO "articles" ("class", "slug", "subject", "published_at") VALUES ('articleNews', ${subject}, ${subject}, ${at}::timestamptz)`,
  },
  {
    table: 'recipes',
    tag: /^\d{4}_recipe_publication/,
    insert: (subject, at) =>
      sql`INSERT INTO "recipes" ("subject", "published_at") VALUES (${subject}, ${at}::timestamptz)`,
  },
];

describe(`the migrations that gave content a publication state (${kind})`, () => {
  for (const { table, tag, insert } of CASES) {
    it(`${table}: a row dated ahead becomes scheduled for that date, one already live stays published`, async () => {
      const at = journal.entries.findIndex((e) => tag.test(e.tag));
      expect(at, `a migration named like ${tag}`).toBeGreaterThan(0);
      const before = migrationsFolder(journal.entries.slice(0, at));
      const all = migrationsFolder(journal.entries);
      cleanups.push(async () => {
        rmSync(before, { recursive: true, force: true });
        rmSync(all, { recursive: true, force: true });
      });

      const database = await emptyDatabase();
      if (database.kind === 'pglite') cleanups.push(() => database.close());
      await migrateTo(database, before);
      // the table has no state yet: this is the database the migration meets
      const columns = await rowsOf<{ column_name: string }>(
        database,
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = ${table}`,
      );
      expect(columns.map((c) => c.column_name)).not.toContain('status');
      await database.db.execute(insert('live-one', PAST));
      await database.db.execute(insert('dated-ahead', FUTURE));

      await migrateTo(database, all);
      const rows = await rowsOf<{
        subject: string;
        status: string;
        has_publish_at: boolean;
        publish_at_is_its_date: boolean;
        version: number;
      }>(
        database,
        sql`SELECT "subject", "status", "publish_at" IS NOT NULL AS has_publish_at,
              "publish_at" = "published_at" AS publish_at_is_its_date, "version"
            FROM ${sql.identifier(table)} ORDER BY "subject"`,
      );
      expect(rows).toEqual([
        {
          subject: 'dated-ahead',
          status: 'scheduled',
          has_publish_at: true,
          publish_at_is_its_date: true,
          version: 1,
        },
        { subject: 'live-one', status: 'published', has_publish_at: false, publish_at_is_its_date: null, version: 1 },
      ]);
      // and the migrated table holds to the publication contract from then on
      await expect(
        database.db.execute(
          sql`UPDATE ${sql.identifier(table)} SET "publish_at" = NULL WHERE "subject" = 'dated-ahead'`,
        ),
      ).rejects.toThrow();
    }, 120_000);
  }
});
