import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { idValue } from './id-param.schema';
import { InhomeRecordSchema } from './inhome.schema';
import { INHOME_STATUS_LABELS, INHOME_STATUSES, InhomeStatusSchema } from './inhome-status.schema';
import { pageQuery } from './page-query.schema';
import { optionalText } from './plain-text.schema';
import { REPAIR_TYPE_LABELS, REPAIR_TYPES, RepairRecordSchema } from './repair.schema';
import { REPAIR_STATUS_LABELS, REPAIR_STATUSES, RepairStatusSchema } from './repair-status.schema';

/** Empty query fields mean "all": `?status=` lists every repair. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const STAFF_REPAIRS_PER_PAGE = 50;

/** The board's kinds: the three repairs and the in-home requests (their own table and life cycle). */
export const BOARD_KINDS = [...REPAIR_TYPES, 'inhome'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
export const BOARD_KIND_LABELS: Record<BoardKind, string> = { ...REPAIR_TYPE_LABELS, inhome: '到府服務' };

/** Every status of either life cycle (received, completed and cancelled are both's). */
export const BOARD_STATUSES = [...new Set([...REPAIR_STATUSES, ...INHOME_STATUSES])] as [BoardStatus, ...BoardStatus[]];
export type BoardStatus = (typeof REPAIR_STATUSES)[number] | (typeof INHOME_STATUSES)[number];
export const BOARD_STATUS_LABELS: Record<BoardStatus, string> = { ...REPAIR_STATUS_LABELS, ...INHOME_STATUS_LABELS };

/**
 * `GET /api/staff/repairs`: the repairs board (issue 28 item 1), newest first, by status, kind
 * (general, fast, deep cleaning, in-home), brand, the fast repair's store (an in-home request has
 * none) and the day it was sent (Taipei dates, both ends included).
 */
export const StaffRepairQuerySchema = pageQuery({ defaultPerPage: STAFF_REPAIRS_PER_PAGE, maxPerPage: 200 })
  .extend({
    status: optional(z.enum(BOARD_STATUSES, { error: '請選擇正確的狀態。' })),
    type: optional(z.enum(BOARD_KINDS, { error: '請選擇服務類型。' })),
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

/** An in-home request on the board: the member's record without its history, who sent it, the moves left. */
export const StaffInhomeRowSchema = InhomeRecordSchema.omit({ history: true }).extend({
  type: z.literal('inhome'),
  version: z.number().int(),
  member: RepairMemberSchema,
  moves: z.array(InhomeStatusSchema),
});
export type StaffInhomeRow = z.infer<typeof StaffInhomeRowSchema>;

/** A row of the board: a repair of one of three kinds, or an in-home request. */
export const StaffBoardRowSchema = z.union([StaffRepairSchema, StaffInhomeRowSchema]);
export type StaffBoardRow = z.infer<typeof StaffBoardRowSchema>;
export const StaffRepairPageResponse = pagedEnvelope(StaffBoardRowSchema);

/** A repair's page in the console: everything on the board, the addresses, and each step with who made it. */
export const StaffRepairDetailSchema = StaffRepairSchema.extend({
  steps: z.array(StaffRepairStepSchema),
  sender: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
});
export type StaffRepairDetail = z.infer<typeof StaffRepairDetailSchema>;
export const StaffRepairDetailResponse = dataEnvelope(StaffRepairDetailSchema);
