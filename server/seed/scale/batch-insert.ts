import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * Rows a statement: a few hundred keeps one INSERT well under PostgreSQL's 65,535 bound
 * parameters (a 20-column row at 1,000 rows would pass it) while still saving the round trips.
 */
export const CHUNK_ROWS = 500;

/**
 * Many rows at once: multi-row INSERTs of `size` rows, each chunk its own transaction, so a
 * failure leaves whole chunks and a factor of 100 never waits on one huge transaction.
 */
export async function insertInChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  size = CHUNK_ROWS,
): Promise<void> {
  for (let at = 0; at < rows.length; at += size) {
    const chunk = rows.slice(at, at + size);
    await db.transaction(async (tx) => {
      await tx.insert(table).values(chunk as T['$inferInsert'][]);
    });
  }
}

/** The largest id of a table (0 when empty): copies are numbered after it. */
export async function maxId(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql`select max(id)::int as max from ${sql.identifier(table)}`);
  return Number(rowsOf<{ max: number | null }>(result)[0]?.max ?? 0);
}

/** Rows given their ids by the generator leave a serial's sequence behind: move it past them. */
export async function syncSerial(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  );
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle's types differ between them. */
export function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? (result as R[])) as R[];
}
