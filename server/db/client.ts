import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type BossDb, drizzleBossDb, pgliteBossDb } from '../jobs/boss-db';
import { installJobQueues } from '../jobs/job-queue';
import { Generations, hearOnConnection, registerContentChanges, watchPglite, watchPostgres } from './content-changes';
import { fastBytea } from './pglite-bytea';
import { TextDatesPGlite } from './pglite-text-dates';
import { ThreadedPGlite } from './pglite-thread.client';

/**
 * What services see: the drizzle API common to PGlite and node-postgres. No schema object is
 * registered (services import their tables from db/tables/*.table.ts and use the query builder).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the job queue's connection (server/jobs/boss-db.ts) */
  bossDb: BossDb;
  /** the tables, then the job queue's (pg-boss installs its own schema) */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other app server of this database runs its own: servers started together
   * against one PostgreSQL would otherwise migrate and seed twice (duplicate-key crashes).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg_advisory_lock key of the start-up work (any constant: "haolife" in ASCII) */
const STARTUP_LOCK_KEY = '29380528766019173';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * `{ url }` opens a PostgreSQL server; `{ dir }` an embedded PGlite folder; `{}` an in-memory
 * PGlite (tests), `{ load }` one started from a dump of another (`dumpDataDir`: tests start from a
 * migrated copy instead of running initdb and every migration again). PGlite does not lock its
 * folder: one process per folder.
 */
export async function openDatabase(opts: {
  url?: string;
  dir?: string;
  load?: Blob;
  /**
   * PGlite: run it in a worker thread (pglite-thread.client.ts), so a slow query does not stop this
   * thread answering other requests. The server does; tests and scripts mostly keep it in-process.
   */
  thread?: boolean;
  /** PostgreSQL: the most one statement may take (ms; server/env.ts STATEMENT_TIMEOUT_MS); none when absent or 0 */
  statementTimeoutMs?: number;
}): Promise<Database> {
  const { url } = opts;
  if (url) {
    const generations = new Generations();
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
      // every connection hears content changes, its own writes' first (server/db/content-changes.ts)
      onConnect: (client) => hearOnConnection(client, generations),
    });
    // An idle connection the server ends (a restart, pg_terminate_backend) is an 'error' event of
    // the pool; unheard, it would end the process. The pool opens a new connection when needed.
    pool.on('error', (err) => console.warn(`database: an idle connection closed (${err.message})`));
    const db = drizzlePg(pool);
    const changes = registerContentChanges(db as unknown as Db, () => watchPostgres(url, generations));
    const bossDb = drizzleBossDb(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      bossDb,
      async migrate() {
        // a connection of its own, without the statement limit: an index built over a real
        // importer's rows may take longer than any request should
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.end();
        }
        await installJobQueues(bossDb);
      },
      async exclusive(fn) {
        // a session-level lock, held by this one connection while fn works through the pool
        const holder = await pool.connect();
        try {
          await holder.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
          try {
            return await fn();
          } finally {
            await holder.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          holder.release();
        }
      },
      async close() {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (opts.dir) mkdirSync(path.resolve(opts.dir), { recursive: true });
  return pgliteDatabase(opts.thread ? await openThreadedClient(opts) : await openClient(opts));
}

async function openClient(opts: { dir?: string; load?: Blob }): Promise<TextDatesPGlite> {
  const client = opts.dir
    ? new TextDatesPGlite(path.resolve(opts.dir))
    : new TextDatesPGlite(opts.load ? { loadDataDir: opts.load } : {});
  await client.waitReady;
  client.keepDatesAsText();
  fastBytea(client);
  return client;
}

async function openThreadedClient(opts: { dir?: string; load?: Blob }): Promise<ThreadedPGlite> {
  const client = new ThreadedPGlite({
    dir: opts.dir ? path.resolve(opts.dir) : undefined,
    load: opts.load ? await opts.load.arrayBuffer() : undefined,
  });
  try {
    await client.ready;
  } catch (err) {
    await client.close();
    throw err;
  }
  return client;
}

/** The embedded database, in this thread or its own: the same Database either way. */
function pgliteDatabase(client: TextDatesPGlite | ThreadedPGlite): Database {
  // drizzle's PGlite session calls query and transaction only, which the thread's client answers alike
  const db = drizzlePglite(client as PGlite);
  const changes = registerContentChanges(db as unknown as Db, () => watchPglite(client));
  const bossDb = pgliteBossDb(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    bossDb,
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await installJobQueues(bossDb);
    },
    // one process per folder (the DATA_DIR lock): nobody to wait for
    exclusive: (fn) => fn(),
    async close() {
      await changes.close();
      await client.close();
    },
  };
}
