import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../schemas/audit-log.schema';
import { addDays } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { auditLog } from '../db/tables/audit-log.table';
import { type PageOf, paginate } from '../domain/pagination';

/** Who did it: the signed-in staff member as they were, and the address the request came from. */
export interface AuditActor {
  id: number | null;
  email: string | null;
  ip: string;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one staff write. Call it with the transaction that makes the write, so the change and
 * its record commit together or not at all.
 */
export async function recordAudit(db: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId == null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** `%`, `_` and `\` are LIKE's own: a search for them means them. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A Taipei calendar date's first instant. */
const taipeiMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

export async function listAudit(db: Db, query: AuditQuery): Promise<PageOf<AuditEntry>> {
  const where: SQL[] = [];
  if (query.actor) where.push(ilike(auditLog.actorEmail, likeText(query.actor)));
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.at, taipeiMidnight(query.from)));
  if (query.to) where.push(lt(auditLog.at, taipeiMidnight(addDays(query.to, 1))));
  const filter = where.length ? and(...where) : undefined;
  const dir = query.dir === 'asc' ? asc : desc;
  // ties (one actor, one action) stay newest first; `id` settles writes of the same instant
  const order =
    query.sort === 'at'
      ? [dir(auditLog.at), dir(auditLog.id)]
      : [
          dir({ actor: auditLog.actorEmail, action: auditLog.action, entity: auditLog.entity }[query.sort]),
          desc(auditLog.at),
          desc(auditLog.id),
        ];
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(auditLog).where(filter))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db
          .select()
          .from(auditLog)
          .where(filter)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor_id: r.actorId,
        actor_email: r.actorEmail,
        ip: r.ip,
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        before: r.before,
        after: r.after,
      })),
  });
}
