import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PgliteQueries } from '../db/pglite-thread.client';

/** What pg-boss runs its SQL through (its `db` option): one call, PostgreSQL's own text and values. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const PLACEHOLDER = /\$(\d+)/g;

/**
 * pg-boss's numbered placeholders as a drizzle query, so that its statements run on whatever the
 * caller holds: the app's pool, or a transaction, where a job is enqueued with the write that
 * causes it and commits or rolls back with it (the transactional outbox).
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  if (values.length === 0) return sql.raw(text);
  const chunks: SQL[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    chunks.push(sql.raw(text.slice(at, match.index)));
    // a Param, not a template value: drizzle spreads a bare array into a list of placeholders
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    at = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(at)));
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss over a drizzle database or transaction (node-postgres or PGlite). */
export function drizzleBossDb(db: Db): BossDb {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}

/**
 * pg-boss on the embedded PGlite: its schema and migrations are scripts of several statements
 * without values, which PGlite runs only through `exec` (its `query` takes one statement).
 */
export function pgliteBossDb(client: PgliteQueries): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
