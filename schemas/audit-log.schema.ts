import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { pageQuery } from './page-query.schema';
import { optionalText } from './plain-text.schema';

/** One staff write as the console's audit screen shows it (server/db/tables/audit-log.table.ts). */
export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageResponse = pagedEnvelope(AuditEntrySchema);

export const AUDIT_PER_PAGE = 50;

/** The columns the log can be ordered by (`sort=`), each its own direction (`dir=`). */
export const AUDIT_SORTS = ['at', 'actor', 'action', 'entity'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

/** Empty query fields mean "the list's own": `?sort=&dir=` is newest first. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * `GET /api/staff/audit`: newest first unless `sort`/`dir` say otherwise, filtered by who (part of
 * an email), what (entity, its id, the action) and when (Taipei dates, both ends included). The
 * filter is the list's address.
 */
export const AuditQuerySchema = pageQuery({ defaultPerPage: AUDIT_PER_PAGE, maxPerPage: 200 })
  .extend({
    actor: optionalText(254, '人員').optional(),
    entity: optionalText(60, '對象').optional(),
    entity_id: optionalText(60, '編號').optional(),
    action: optionalText(80, '動作').optional(),
    from: dateStringSchema.optional(),
    to: dateStringSchema.optional(),
    sort: z.preprocess(blankToUndefined, z.enum(AUDIT_SORTS, { error: '排序欄位不正確。' }).default('at')),
    dir: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: '排序方向不正確。' }).default('desc')),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: '結束日期不可早於開始日期。', path: ['to'] });
export type AuditQuery = z.output<typeof AuditQuerySchema>;
