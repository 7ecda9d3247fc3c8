import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../../server/db/client';

/**
 * For tests of one migration's data: a database migrated to just before it, rows written as the
 * migration meets them, then migrated to the end. PGlite by default; a database of its own on
 * PostgreSQL with TEST_DATABASE_URL. Each call registers its cleanup in `cleanups` (run them in afterAll).
 */
export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}
export const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

const serverUrl = process.env.TEST_DATABASE_URL;
export const migrationDbKind = serverUrl ? 'postgres' : 'pglite';

/** a copy of the migrations folder whose journal lists only `entries` (drizzle reads only what it lists) */
export function migrationsFolder(entries: JournalEntry[], cleanups: (() => Promise<void>)[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** an empty database of the test's own (on PostgreSQL named like fresh-db.ts's, so an abandoned one is dropped) */
export async function emptyDatabase(cleanups: (() => Promise<void>)[]): Promise<Database> {
  if (!serverUrl) {
    const database = await openDatabase({});
    cleanups.push(() => database.close());
    return database;
  }
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

export async function migrateTo(database: Database, folder: string) {
  if (database.kind === 'postgres')
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder });
  else await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
}

/** a query's rows (Db's execute() leaves them untyped: PGlite and node-postgres answer alike, `{ rows }`) */
export async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
