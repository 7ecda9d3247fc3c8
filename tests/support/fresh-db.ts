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
    // TEST_PGLITE_THREAD=1: the same files against PGlite in its worker thread, as the server runs it
    const database = await openDatabase({
      load: await migratedTemplate(),
      thread: process.env.TEST_PGLITE_THREAD === '1',
    });
    // a no-op on the template (every migration is recorded in it), kept so a stale one cannot pass
    await database.migrate();
    return { db: database.db, kind: 'pglite', close: () => database.close() };
  }

  cleanup ??= dropAbandoned(serverUrl).catch(() => undefined);
  await cleanup;
  const template = await migratedPgTemplate(serverUrl);
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = dbUrl(serverUrl, name);
  const database = await openDatabase({ url });
  try {
    // a no-op on the template's copy (every migration is recorded in it), kept so a stale one cannot pass
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
    url,
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

let cleanup: Promise<void> | undefined;

const dbUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** What names a migrated template: PGlite's and pg-boss's versions, the queues, every migration. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')));
  // the job queue's schema and queues are installed with the migrations (server/jobs/job-queue.ts)
  hash.update(readFileSync(path.resolve('node_modules/pg-boss/package.json')));
  hash.update(readFileSync(path.resolve('server/jobs/job-queue.ts')));
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let pgTemplate: Promise<string> | undefined;

/**
 * A migrated, empty database on the server, `tpl_<hash>`, that each test file's database is
 * copied from (CREATE DATABASE … TEMPLATE): a copy takes a fraction of a second where running
 * the migrations and installing the job queue took seconds a file. Made once per set of
 * migrations under an advisory lock, so the workers of a run (and runs side by side) make it
 * once; its connection is closed before anyone copies it, as PostgreSQL requires.
 */
function migratedPgTemplate(serverUrl: string): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `tpl_${migrationsHash()}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', ['test-db-template']);
      const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length === 0) {
        // built under another name and renamed when whole: a run killed halfway leaves no template
        const wip = `${name}_wip`;
        await client.query(`DROP DATABASE IF EXISTS "${wip}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${wip}"`);
        const database = await openDatabase({ url: dbUrl(serverUrl, wip) });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await waitForNoConnections(client, wip);
        await client.query(`ALTER DATABASE "${wip}" RENAME TO "${name}"`);
        await client.query(`COMMENT ON DATABASE "${name}" IS '${new Date().toISOString()}'`);
      }
      // templates of other migrations, made more than a day ago: another checkout may still be
      // copying a recent one (a branch's tests beside main's)
      const stale = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database d
          WHERE datname ~ '^tpl_[0-9a-f]{16}$' AND datname <> $1
            AND coalesce(shobj_description(d.oid, 'pg_database'), '') < $2`,
        [name, new Date(Date.now() - 86_400_000).toISOString()],
      );
      for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['test-db-template']).catch(() => undefined);
      await client.end();
    }
    return name;
  })();
  pgTemplate.catch(() => {
    pgTemplate = undefined;
  });
  return pgTemplate;
}

async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A migrated, empty PGlite as a dump, made once per set of migrations and kept in .tmp: starting
 * from it skips initdb and the migrations (about 2 s a test file). Named by the migrations' and
 * PGlite's contents, so a changed migration makes a new one; written under a temporary name and
 * renamed, so workers making it at once never read half a file.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = path.resolve(`.tmp/pglite-template/${migrationsHash()}.tar`);
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
    await waitForNoConnections(client, name);
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
