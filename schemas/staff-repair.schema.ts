import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { idValue } from './id-param.schema';
import { pageQuery } from './page-query.schema';
import { optionalText } from './plain-text.schema';
import { RepairRecordSchema, RepairTypeSchema } from './repair.schema';
import { RepairStatusSchema } from './repair-status.schema';

/** Empty query fields mean "all": `?status=` lists every repair. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const STAFF_REPAIRS_PER_PAGE = 50;

/**
 * `GET /api/staff/repairs`: the repairs board (issue 28 item 1), newest first, by status, kind
 * (general, fast, deep cleaning), brand, the fast repair's store and the day it was sent
 * (Taipei dates, both ends included).
 */
export const StaffRepairQuerySchema = pageQuery({ defaultPerPage: STAFF_REPAIRS_PER_PAGE, maxPerPage: 200 })
  .extend({
    status: optional(RepairStatusSchema),
    type: optional(RepairTypeSchema),
    brand: optional(optionalText(60, '品牌')),
    store_id: optional(idValue('門市編號')),
    from: optional(dateStringSchema),
    to: optional(dateStringSchema),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '結束日期不可早於開始日期。' });
  });
export type StaffRepairQuery = z.output<typeof StaffRepairQuerySchema>;

/** Who sent the repair, as the board and the record show it (staff call them, the member area does not). */
export const RepairMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
});

/** One step of a repair's history as staff see it: who moved it (null: the member or the gateway) and the note. */
export const StaffRepairStepSchema = z.object({
  from: RepairStatusSchema.nullable(),
  status: RepairStatusSchema,
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});

/** A repair on the board: the member's record, who sent it, and the moves the life cycle allows next. */
export const StaffRepairSchema = RepairRecordSchema.omit({ history: true }).extend({
  member: RepairMemberSchema,
  moves: z.array(RepairStatusSchema),
});
export type StaffRepair = z.infer<typeof StaffRepairSchema>;
export const StaffRepairPageResponse = pagedEnvelope(StaffRepairSchema);

/** A repair's page in the console: everything on the board, the addresses, and each step with who made it. */
export const StaffRepairDetailSchema = StaffRepairSchema.extend({
  steps: z.array(StaffRepairStepSchema),
  sender: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
});
export type StaffRepairDetail = z.infer<typeof StaffRepairDetailSchema>;
export const StaffRepairDetailResponse = dataEnvelope(StaffRepairDetailSchema);
