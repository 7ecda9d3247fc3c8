import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Db, MIGRATIONS_DIR, openDatabase } from '../../server/db/client';
import { isRunning } from '../../server/db/data-dir-lock';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the test database's own URL (a second app server can open it) */
  url?: string;
  /** closes the connection and, on PostgreSQL, drops the test's database */
  close(): Promise<void>;
}

/**
 * A migrated, empty database of the test file's own: an in-memory PGlite by default; with
 * TEST_DATABASE_URL (CI: postgres://root@127.0.0.1:5432/test) a new database on that server,
 * named `t_<pid>_<random>` and dropped again by `close()`, so files never see each other's rows.
 *
 *   const t = await freshDb();
 *   afterAll(() => t.close());
 */
export async function freshDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ load: await migratedTemplate() });
    // a no-op on the template (every migration is recorded in it), kept so a stale one cannot pass
    await database.migrate();
    return { db: database.db, kind: 'pglite', close: () => database.close() };
  }

  cleanup ??= dropAbandoned(serverUrl).catch(() => undefined);
  await cleanup;
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    await dropDatabase(serverUrl, name);
    throw err;
  }
  let closed = false;
  return {
    db: database.db,
    kind: 'postgres',
    url: url.toString(),
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

let cleanup: Promise<void> | undefined;

/**
 * A migrated, empty PGlite as a dump, made once per set of migrations and kept in .tmp: starting
 * from it skips initdb and the migrations (about 2 s a test file). Named by the migrations' and
 * PGlite's contents, so a changed migration makes a new one; written under a temporary name and
 * renamed, so workers making it at once never read half a file.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')));
  // the job queue's schema and queues are installed with the migrations (server/jobs/job-queue.ts)
  hash.update(readFileSync(path.resolve('node_modules/pg-boss/package.json')));
  hash.update(readFileSync(path.resolve('server/jobs/job-queue.ts')));
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  const file = path.resolve(`.tmp/pglite-template/${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Databases of test processes that died before their `close()` (a crash, Ctrl-C): the pid in the
 * name no longer runs on this machine, so nobody will drop them. Done once per worker.
 */
async function dropAbandoned(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname ~ '^t_[0-9]+_[0-9a-f]{8}$'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[1]);
      if (pid === process.pid || isRunning(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The pool's `end()` resolves before its connections have closed on the server's side. A FORCE
 * drop at that moment terminates them mid-goodbye, and pg raises that as an uncaught error in the
 * test process (vitest then fails the run with every test passed). So wait for them to go first;
 * FORCE only for a connection a failed test really left open.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** CREATE/DROP DATABASE cannot run inside the test's own database: use the server's URL as given. */
async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
