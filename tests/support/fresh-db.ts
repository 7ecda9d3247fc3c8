import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, type Db, MIGRATIONS_DIR, openDatabase } from '../../server/db/client';
import { isRunning } from '../../server/db/data-dir-lock';
import { sourcesHash } from './source-hash';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the test database's own URL (a second app server can open it) */
  url?: string;
  /**
   * `seeded`: the moment the demo content was seeded at (its `now`), which may be minutes before
   * this database was opened; a test of "no date is the seed's moment" compares with this one
   */
  seededAt?: Date;
  /** closes the connection and, on PostgreSQL, drops the test's database */
  close(): Promise<void>;
}

export interface FreshDbOptions {
  /**
   * With the demo content (server/seed/seed.ts), the very rows, ids and dates `seedDemoContent(db)`
   * right after opening would write: copied from a seeded template (seededTemplate below).
   */
  seeded?: boolean;
}

/**
 * A migrated, empty database of the test file's own: an in-memory PGlite by default; with
 * TEST_DATABASE_URL (CI: postgres://root@127.0.0.1:5432/test) a new database on that server,
 * named `t_<pid>_<random>` and dropped again by `close()`, so files never see each other's rows.
 *
 *   const t = await freshDb();
 *   afterAll(() => t.close());
 *
 * `{ seeded: true }` starts from a seeded template instead of seeding the demo in each of the
 * ≈ 45 API files that want it. Measured on the 2-core machine (CPU, as it was shared): opening
 * the migrated template and seeding took 2.3 s a file, opening the seeded one 0.9 s (the plain
 * migrated one 1.0 s); 20 API files (14 seeded) 75.5 → 59.2 s of CPU. On PostgreSQL a seeded
 * file's database took 2.8 s to make and seed, a copy of the seeded template 1.2 s (wall).
 * Not done: one PGlite per worker emptied between files. TRUNCATE of the 87 tables takes 0.3–0.5 s
 * against 0.8–1.0 s to open a dump, but audit_log refuses it (append-only trigger), and whatever
 * else a file leaves (sequences not owned by a table, pg-boss's queues, settings, a closed or
 * threaded client) would carry into the next file.
 */
export async function freshDb({ seeded = false }: FreshDbOptions = {}): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = seeded ? await seededTemplate() : { dump: await migratedTemplate(), seededAt: undefined };
    // TEST_PGLITE_THREAD=1: the same files against PGlite in its worker thread, as the server runs it
    const database = await openDatabase({ load: template.dump, thread: process.env.TEST_PGLITE_THREAD === '1' });
    // a no-op on the template (every migration is recorded in it), kept so a stale one cannot pass
    await database.migrate();
    return {
      db: database.db,
      kind: 'pglite',
      ...(template.seededAt ? { seededAt: template.seededAt } : {}),
      close: () => database.close(),
    };
  }

  cleanup ??= dropAbandoned(serverUrl).catch(() => undefined);
  await cleanup;
  const template = seeded
    ? await seededPgTemplate(serverUrl)
    : { name: await migratedPgTemplate(serverUrl), seededAt: undefined };
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
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
    ...(template.seededAt ? { seededAt: template.seededAt } : {}),
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

interface SeededStamp {
  /** names the template: the migrations, the seed's sources and the clock hour */
  key: string;
  /** the seed's `now`, when this stamp makes the template */
  now: Date;
}

let seedSources: string | undefined;

/**
 * The seed dates the demo around its `now`: events, gift events and reserve times by Taipei's day,
 * an upcoming event announced 30 days before `now`, columns defaulting to now(). So a seeded
 * template serves the clock hour it was made in only: every date in it, on Taipei's calendar and
 * UTC's alike, is the one a seed run as the file starts would write (a stale day is never
 * served); only the time of day of those moments is up to an hour earlier, as it was for a file
 * that seeded earlier in a run. Made anew when a migration or a file the seed imports changes.
 */
function seededStamp(): SeededStamp {
  const now = new Date();
  // this file too: how a template is made is part of what it holds
  seedSources ??= sourcesHash('server/seed/seed.ts') + sourcesHash('tests/support/fresh-db.ts');
  const hour = now.toISOString().slice(0, 13);
  const key = createHash('sha256').update(migrationsHash()).update(seedSources).update(hour).digest('hex');
  return { key: key.slice(0, 16), now };
}

/** Templates older than this are another hour's (or a killed run's): removed when a new one is made. */
const STALE_SEEDED_MS = 2 * 3_600_000;

async function seed(database: Database, now: Date): Promise<void> {
  // imported here: most files never seed, and the seed brings in the content modules
  const { seedDemoContent } = await import('../../server/seed/seed');
  await seedDemoContent(database.db, now);
}

const seededDumps = new Map<string, Promise<{ dump: Blob; seededAt: Date }>>();

/**
 * The migrated template with the demo content seeded, as a dump: in .tmp like the migrated one,
 * named by `seededStamp` and the seed's moment (`seeded-<key>-<ms>.tar`), and kept in memory by
 * each worker. Two workers that find none both make one (under their own names, renamed when
 * whole); each then keeps its own.
 */
function seededTemplate(): Promise<{ dump: Blob; seededAt: Date }> {
  const { key, now } = seededStamp();
  let made = seededDumps.get(key);
  if (!made) {
    made = loadOrMakeSeeded(key, now);
    seededDumps.set(key, made);
    made.catch(() => seededDumps.delete(key));
  }
  return made;
}

async function loadOrMakeSeeded(key: string, now: Date): Promise<{ dump: Blob; seededAt: Date }> {
  const dir = path.resolve('.tmp/pglite-template');
  mkdirSync(dir, { recursive: true });
  const prefix = `seeded-${key}-`;
  const found = readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.tar'))
    .sort()[0];
  if (found) {
    try {
      const seededAt = new Date(Number(found.slice(prefix.length, -'.tar'.length)));
      return { dump: new Blob([readFileSync(path.join(dir, found))]), seededAt };
    } catch {
      // removed in between: make one
    }
  }
  const database = await openDatabase({ load: await migratedTemplate() });
  try {
    await database.migrate();
    await seed(database, now);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // The dump is the data folder as it stands, and PGlite replays the WAL since the last checkpoint
    // when it loads one: a sequence's WAL record runs 32 values ahead of its last id, so without
    // this checkpoint the next id of every seeded table was 33 (or last + 32), not last + 1.
    await client.exec('CHECKPOINT');
    const bytes = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    const file = path.join(dir, `${prefix}${now.getTime()}.tar`);
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    removeStaleSeeded(dir);
    return { dump: new Blob([bytes]), seededAt: now };
  } finally {
    await database.close();
  }
}

function removeStaleSeeded(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('seeded-')) continue;
    const file = path.join(dir, name);
    try {
      if (statSync(file).mtimeMs < Date.now() - STALE_SEEDED_MS) rmSync(file, { force: true });
    } catch {
      // another worker removed it first
    }
  }
}

const seededPgTemplates = new Map<string, Promise<{ name: string; seededAt: Date }>>();

/**
 * PostgreSQL's seeded template, `tps_<key>` (seededStamp): a copy of the migrated template with
 * the demo seeded, made under the same advisory lock, so once per hour for every worker and run
 * on the server. Its comment is the seed's moment (set before it is renamed, so a template
 * without one is never found).
 */
function seededPgTemplate(serverUrl: string): Promise<{ name: string; seededAt: Date }> {
  const { key, now } = seededStamp();
  let made = seededPgTemplates.get(key);
  if (!made) {
    made = makeSeededPgTemplate(serverUrl, `tps_${key}`, now);
    seededPgTemplates.set(key, made);
    made.catch(() => seededPgTemplates.delete(key));
  }
  return made;
}

async function makeSeededPgTemplate(
  serverUrl: string,
  name: string,
  now: Date,
): Promise<{ name: string; seededAt: Date }> {
  const migrated = await migratedPgTemplate(serverUrl);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['test-db-template']);
    const { rows } = await client.query<{ made: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname = $1`,
      [name],
    );
    const made = rows[0]?.made;
    if (made) return { name, seededAt: new Date(made) };
    // one without its moment cannot have been renamed whole: made again
    if (rows[0]) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const wip = `${name}_wip`;
    await client.query(`DROP DATABASE IF EXISTS "${wip}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${wip}" TEMPLATE "${migrated}"`);
    const database = await openDatabase({ url: dbUrl(serverUrl, wip) });
    try {
      await database.migrate();
      await seed(database, now);
    } finally {
      await database.close();
    }
    await waitForNoConnections(client, wip);
    await client.query(`COMMENT ON DATABASE "${wip}" IS '${now.toISOString()}'`);
    await client.query(`ALTER DATABASE "${wip}" RENAME TO "${name}"`);
    // other hours' and sources' templates: a run of the hour before may still be copying its own
    const stale = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database d
        WHERE datname ~ '^tps_[0-9a-f]{16}$' AND datname <> $1
          AND coalesce(shobj_description(d.oid, 'pg_database'), '') < $2`,
      [name, new Date(Date.now() - STALE_SEEDED_MS).toISOString()],
    );
    for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    return { name, seededAt: now };
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['test-db-template']).catch(() => undefined);
    await client.end();
  }
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
