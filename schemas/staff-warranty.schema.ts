import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { pageQuery } from './page-query.schema';
import { optionalText, plainText } from './plain-text.schema';
import { WarrantyRecordSchema } from './warranty.schema';

export const STAFF_WARRANTY_STATUSES = ['pending', 'approved', 'refused'] as const;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/staff/warranties`: the registrations, oldest waiting first when filtered to 審核中, else newest first. */
export const StaffWarrantyQuerySchema = pageQuery({ defaultPerPage: 50, maxPerPage: 200 }).extend({
  status: z.preprocess(blankToUndefined, z.enum(STAFF_WARRANTY_STATUSES, { error: '審核狀態不正確。' }).optional()),
  q: z.preprocess(blankToUndefined, optionalText(60, '搜尋文字').optional()),
});
export type StaffWarrantyQuery = z.output<typeof StaffWarrantyQuerySchema>;

/**
 * A registration as staff review it: the member's record with who registered it, the invoice as
 * the member typed it and as its QR code read it (the photo beside them), and what is left to
 * decide.
 */
export const StaffWarrantySchema = WarrantyRecordSchema.extend({
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  scan_invoice_date: z.string().nullable(),
  invoice_random: z.string().nullable(),
  invoice_amount: z.number().int().nullable(),
  /** the model's warranty months (the approval's end date comes from them) */
  warranty_months: z.number().int(),
  /** the end date an approval now would set */
  proposed_ends_on: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  decisions: z.array(z.enum(['approve', 'refuse'])),
});
export type StaffWarranty = z.infer<typeof StaffWarrantySchema>;
export const StaffWarrantyPageResponse = pagedEnvelope(StaffWarrantySchema);
export const StaffWarrantyResponse = dataEnvelope(StaffWarrantySchema);

/** `POST /api/staff/warranties/{id}/review`: approve, or refuse with the reason the member reads. */
export const WarrantyReviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('refuse'),
      reason: plainText({ error: '請填寫未通過的原因。' }, { multiline: true })
        .trim()
        .min(1, '請填寫未通過的原因。')
        .max(500, '原因最多 500 個字。'),
    }),
  ],
  { error: '請選擇審核結果。' },
);
export type WarrantyReview = z.output<typeof WarrantyReviewSchema>;
