import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { GIFT_CLAIM_STATES } from './gift-apply.schema';
import { boundedId } from './id-param.schema';
import { MediaSchema } from './media.schema';
import { pageQuery } from './page-query.schema';
import { optionalText, plainText } from './plain-text.schema';

/** One claim as the console's list shows it. */
export const StaffGiftClaimRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  gift_event_id: z.number().int(),
  gift_event_subject: z.string(),
  gift_name: z.string(),
  member_email: z.string().nullable(),
  receive_name: z.string(),
  invoice_number: z.string(),
  state: z.enum(GIFT_CLAIM_STATES),
});
export type StaffGiftClaimRow = z.infer<typeof StaffGiftClaimRowSchema>;

/** The moves staff may make on a claim now (server/domain/gift-claim-lifecycle.machine.ts decides). */
export const GIFT_CLAIM_MOVES = ['approve', 'refuse', 'ship'] as const;
export type GiftClaimMove = (typeof GIFT_CLAIM_MOVES)[number];

/** One claim with its invoice, its photos, the address and what staff decided. */
export const StaffGiftClaimSchema = StaffGiftClaimRowSchema.extend({
  member_name: z.string().nullable(),
  channel_name: z.string(),
  sale_person: z.string().nullable(),
  invoice_date: z.string(),
  invoice_amount: z.number().int(),
  invoice_products: z.string(),
  random_code: z.string().nullable(),
  tax_id: z.string().nullable(),
  /** what the invoice's QR code said, when it was scanned */
  scan_invoice_number: z.string().nullable(),
  scan_invoice_date: z.string().nullable(),
  scan_random_code: z.string().nullable(),
  scan_invoice_amount: z.number().int().nullable(),
  receive_phone: z.string(),
  receive_address: z.string(),
  gift_text: z.string().nullable(),
  /** the photos, each at its console address (`/api/staff/gift-claims/{id}/medias/{mediaId}`) */
  medias: z.array(MediaSchema),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: z.string().nullable(),
  moves: z.array(z.enum(GIFT_CLAIM_MOVES)),
});
export type StaffGiftClaim = z.infer<typeof StaffGiftClaimSchema>;
export const StaffGiftClaimResponse = dataEnvelope(StaffGiftClaimSchema);
export const StaffGiftClaimPageResponse = pagedEnvelope(StaffGiftClaimRowSchema);

export const GIFT_CLAIMS_PER_PAGE = 50;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/staff/gift-claims`: newest first, by state, event and part of the invoice number, name or address. */
export const StaffGiftClaimQuerySchema = pageQuery({ defaultPerPage: GIFT_CLAIMS_PER_PAGE, maxPerPage: 200 }).extend({
  state: z.preprocess(blankToUndefined, z.enum(GIFT_CLAIM_STATES, { error: '狀態不正確。' }).optional()),
  gift_event_id: z.preprocess(blankToUndefined, boundedId('贈品活動不正確。', { coerce: true }).optional()),
  q: optionalText(254, '發票號碼、姓名或 Email').optional(),
});
export type StaffGiftClaimQuery = z.output<typeof StaffGiftClaimQuerySchema>;

export const REFUSAL_REASON_MAX = 500;

/**
 * `POST /api/staff/gift-claims/{id}/decision`: approve, or refuse with the reason the member
 * reads (by mail and in the member area).
 */
export const GiftClaimDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'refuse'], { error: '請選擇審核結果。' }),
    reason: optionalText(REFUSAL_REASON_MAX, '未通過原因').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'refuse' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: '請填寫未通過的原因，會員會在通知信與會員專區看到。' });
  });
export type GiftClaimDecision = z.output<typeof GiftClaimDecisionSchema>;

const TRACKING = /^[A-Za-z0-9-]{4,40}$/;

/** `POST /api/staff/gift-claims/{id}/shipment`: the parcel of an approved claim. */
export const GiftClaimShipmentSchema = z.object({
  carrier: plainText({ error: '請填寫物流業者。' }).trim().min(1, '請填寫物流業者。').max(50, '物流業者最多 50 個字。'),
  tracking_number: plainText({ error: '請填寫物流單號。' })
    .trim()
    .min(1, '請填寫物流單號。')
    .regex(TRACKING, '物流單號為 4–40 碼英數字或連字號。'),
});
export type GiftClaimShipment = z.output<typeof GiftClaimShipmentSchema>;
