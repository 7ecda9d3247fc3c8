import { and, eq, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PublicationMove, PublicationState } from '../../schemas/publication.schema';
import type { Db } from '../db/client';
import { ConflictError, NotFoundError, StaleVersionError } from '../domain/domain-errors';
import { canMovePublication } from '../domain/publication-lifecycle.machine';
import { type AuditActor, recordAudit } from './audit-log.service';

/**
 * A table staff edit under an optimistic lock: a `version` (each save bumps it) and `updated_at`.
 * Its key is `id`, unless the kind names another column (`key`).
 */
export type VersionedTable = PgTable & { version: PgColumn; updatedAt: PgColumn; id?: PgColumn };

/**
 * A table of content staff publish: `publicationColumns()` (server/db/columns.ts) plus an id and
 * `updated_at`; `publishedAt` when the kind shows its publication date.
 */
export type PublishableTable = VersionedTable & {
  id: PgColumn;
  status: PgColumn;
  publishAt: PgColumn;
  publishedAt?: PgColumn;
};

/** What names one record: its id, or the text key of a kind keyed so (home_blocks: `key`). */
export type RecordKey = number | string;

/** A kind of record staff edit: its table, the audit log's name for it, how staff read one record. */
export interface Versioned<Row> {
  entity: string;
  table: VersionedTable;
  /** the table's key column when it is not `id` (product_infos: `brand_id`, home_blocks: `key`) */
  key?: PgColumn;
  /** the record as the console shows it (the 409 of a stale save carries it) */
  read(db: Db, id: RecordKey): Promise<Row | null>;
}

/** A kind of content: versioned, and published along the life cycle. */
export interface Publishable<Row> extends Versioned<Row> {
  table: PublishableTable;
}

function keyOf(kind: Versioned<unknown>): PgColumn {
  const key = kind.key ?? kind.table.id;
  if (!key) throw new Error(`${kind.entity}: a versioned table needs an id column or a key`);
  return key;
}

/**
 * Inserts a record staff create (`insert` returns its key) and records it in the audit log, in
 * one transaction; `also` writes what belongs with it (its items, its links) before it is read back.
 */
export async function createAudited<Row>(
  db: Db,
  kind: Versioned<Row>,
  actor: AuditActor,
  insert: (tx: Db) => Promise<number>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const id = await insert(tx);
    const after = await kind.read(tx, id);
    if (!after) throw new Error(`${kind.entity} ${id} was not stored`);
    await recordAudit(tx, actor, { action: `${kind.entity}.create`, entity: kind.entity, entityId: id, after });
    return after;
  });
}

/**
 * Writes a staff edit of one record only if it still has the version the editor started from;
 * otherwise 409 with the record as it is now (StaleVersionError). The version moves on with every
 * write, and the audit log gets before → after in the same transaction. `also` writes, in that
 * transaction and only when the version matched, what the record owns in other tables (an article's
 * categories, a model's items, a store's categories), so that `after` shows them too.
 */
export async function saveVersioned<Row>(
  db: Db,
  kind: Versioned<Row>,
  actor: AuditActor,
  id: RecordKey,
  version: number,
  set: Record<string, unknown>,
  action = 'update',
  also?: (tx: Db) => Promise<void>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await kind.read(tx, id);
    if (!before) throw new NotFoundError();
    const { table } = kind;
    const key = keyOf(kind);
    const [moved] = await tx
      .update(table)
      .set({ ...set, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
      .where(and(eq(key, id), eq(table.version, version)))
      .returning({ id: key });
    if (!moved) throw new StaleVersionError(before);
    if (also) await also(tx);
    const after = (await kind.read(tx, id)) as Row;
    await recordAudit(tx, actor, {
      action: `${kind.entity}.${action}`,
      entity: kind.entity,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** The columns a publication move writes, when the life-cycle machine takes it. */
function publicationSet(table: PublishableTable, from: PublicationState, move: PublicationMove, now: Date) {
  if (!canMovePublication(from, move.to)) {
    throw new ConflictError('目前的狀態無法這樣變更，請重新整理後再試。', {
      status: ['目前的狀態無法這樣變更，請重新整理後再試。'],
    });
  }
  const set: Record<string, unknown> = { status: move.to, publishAt: null };
  if (move.to === 'scheduled') set.publishAt = new Date(move.publish_at);
  // a kind that shows its date shows when it went live; scheduled: the time it will
  if (table.publishedAt && move.to === 'published') set.publishedAt = now;
  if (table.publishedAt && move.to === 'scheduled') set.publishedAt = new Date(move.publish_at);
  return set;
}

/** Moves a record along its life cycle (publish now, schedule, take down, back to draft), versioned and audited. */
export async function movePublication<Row extends { status: PublicationState }>(
  db: Db,
  kind: Publishable<Row>,
  actor: AuditActor,
  id: number,
  move: PublicationMove,
): Promise<Row> {
  const current = await kind.read(db, id);
  if (!current) throw new NotFoundError();
  const set = publicationSet(kind.table, current.status, move, new Date());
  return saveVersioned(db, kind, actor, id, move.version, set, move.to === 'published' ? 'publish' : move.to);
}

const sweepActor: AuditActor = { id: null, email: null, ip: 'schedule' };

/**
 * Publishes every scheduled record whose time has come, in every kind given: an UPDATE that only
 * one server's sweep can win per row, so several app servers may sweep at once. Each publication is
 * in the audit log (no actor: the schedule did it). The public cache hears the write (its trigger).
 */
export async function publishDue(db: Db, kinds: readonly Publishable<unknown>[], now = new Date()): Promise<number> {
  let published = 0;
  for (const kind of kinds) {
    const { table } = kind;
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(table)
        .set({
          status: 'published',
          publishAt: null,
          version: sql`${table.version} + 1`,
          updatedAt: now,
          ...(table.publishedAt ? { publishedAt: sql`${table.publishAt}` } : {}),
        } as never)
        .where(and(eq(table.status, 'scheduled'), lte(table.publishAt, now)))
        .returning({ id: table.id });
      for (const row of rows) {
        await recordAudit(tx, sweepActor, {
          action: `${kind.entity}.publish`,
          entity: kind.entity,
          entityId: row.id as number,
          before: { status: 'scheduled' },
          after: { status: 'published' },
        });
      }
      published += rows.length;
    });
  }
  return published;
}
