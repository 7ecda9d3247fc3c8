import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { InhomeVisitSchema } from './inhome.schema';
import { InhomeStatusSchema } from './inhome-status.schema';
import { StaffInhomeRowSchema } from './staff-repair.schema';

/** One step of an in-home request's history as staff see it: who moved it (null: the member), the visit, the note. */
export const StaffInhomeStepSchema = z.object({
  from: InhomeStatusSchema.nullable(),
  status: InhomeStatusSchema,
  at: z.string(),
  by: z.string().nullable(),
  visit: InhomeVisitSchema.nullable(),
  note: z.string().nullable(),
});

/**
 * `GET /api/staff/inhome-requests/{id}`: everything on the board, what the member asked for, where
 * to go and whom to call, the latest decision, and each step with who made it.
 */
export const StaffInhomeDetailSchema = StaffInhomeRowSchema.extend({
  problem: z.string(),
  contact: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  steps: z.array(StaffInhomeStepSchema),
});
export type StaffInhomeDetail = z.infer<typeof StaffInhomeDetailSchema>;
export const StaffInhomeDetailResponse = dataEnvelope(StaffInhomeDetailSchema);
