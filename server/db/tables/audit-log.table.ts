import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

/**
 * Every staff write (STAFF.md "Roles"): who, when, what, before → after, from which address.
 * Append-only: a trigger refuses UPDATE and DELETE (migration 0019), and no route writes it but
 * through `recordAudit`. The actor is kept by id and email as they were, with no foreign key, so
 * removing a member never rewrites what they did.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip').notNull(),
    /** `<entity>.<verb>`: `staff.roles`, `article.update`, `repair.status` */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
