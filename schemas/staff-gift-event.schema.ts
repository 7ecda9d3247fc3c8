import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { GIFT_EVENT_STATUSES } from './gift-event.schema';
import { pageQuery } from './page-query.schema';
import { optionalText, plainText } from './plain-text.schema';
import { versionSchema } from './publication.schema';

/**
 * The console's gift events (issue 28): an event's dates, purchase rule and its gifts with what is
 * left of each. An event's save names the version it started from (a stale one is 409 with the
 * event as it is now); a gift's stock is changed by a number added or taken away, never set, so a
 * claim taken meanwhile is never written over.
 */

export const StaffGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  stock: z.number().int(),
  /** claims of it not refused (each took one) */
  claimed: z.number().int(),
});
export type StaffGift = z.infer<typeof StaffGiftSchema>;

export const StaffGiftEventSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  summary: z.string(),
  started_on: z.string(),
  ended_on: z.string(),
  apply_ended_on: z.string(),
  min_amount: z.number().int(),
  is_top: z.boolean(),
  status: z.enum(GIFT_EVENT_STATUSES),
  gifts: z.array(StaffGiftSchema),
  /** claims waiting for a decision */
  pending_claims: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type StaffGiftEvent = z.infer<typeof StaffGiftEventSchema>;
export const StaffGiftEventResponse = dataEnvelope(StaffGiftEventSchema);
export const StaffGiftEventPageResponse = pagedEnvelope(StaffGiftEventSchema);
export const StaffGiftResponse = dataEnvelope(StaffGiftSchema);

export const StaffGiftEventQuerySchema = pageQuery({ defaultPerPage: 50, maxPerPage: 200 }).extend({
  q: optionalText(100, '關鍵字').optional(),
});
export type StaffGiftEventQuery = z.output<typeof StaffGiftEventQuerySchema>;

const MAX_AMOUNT = 10_000_000;

/** `PUT /api/staff/gift-events/{id}`: the event's words, dates and purchase rule, from `version`. */
export const StaffGiftEventUpdateSchema = z
  .object({
    subject: plainText({ error: '請輸入活動名稱。' })
      .trim()
      .min(1, '請輸入活動名稱。')
      .max(100, '活動名稱最多 100 個字。'),
    summary: plainText({ error: '摘要格式不正確。' }, { multiline: true }).trim().max(500, '摘要最多 500 個字。'),
    started_on: dateStringSchema,
    ended_on: dateStringSchema,
    apply_ended_on: dateStringSchema,
    min_amount: z.coerce
      .number({ error: '最低消費金額須為整數。' })
      .int('最低消費金額須為整數。')
      .min(0, '最低消費金額不可小於 0。')
      .max(MAX_AMOUNT, '最低消費金額過大。'),
    is_top: z.boolean({ error: '請選擇是否置頂。' }),
    version: versionSchema,
  })
  .superRefine((v, ctx) => {
    if (v.ended_on < v.started_on)
      ctx.addIssue({ code: 'custom', path: ['ended_on'], message: '購買期間的結束日不可早於開始日。' });
    if (v.apply_ended_on < v.ended_on)
      ctx.addIssue({ code: 'custom', path: ['apply_ended_on'], message: '申請截止日不可早於購買期間的結束日。' });
  });
export type StaffGiftEventUpdate = z.output<typeof StaffGiftEventUpdateSchema>;

const giftName = plainText({ error: '請輸入贈品名稱。' })
  .trim()
  .min(1, '請輸入贈品名稱。')
  .max(100, '贈品名稱最多 100 個字。');
const giftDescription = plainText({ error: '說明格式不正確。' }, { multiline: true })
  .trim()
  .max(500, '說明最多 500 個字。')
  .default('');
const MAX_STOCK = 1_000_000;

/** `POST /api/staff/gift-events/{id}/gifts`: a new gift and how many there are. */
export const StaffGiftCreateSchema = z.object({
  name: giftName,
  description: giftDescription,
  stock: z.coerce
    .number({ error: '數量須為整數。' })
    .int('數量須為整數。')
    .min(0, '數量不可小於 0。')
    .max(MAX_STOCK, '數量過大。'),
});
export type StaffGiftCreate = z.output<typeof StaffGiftCreateSchema>;

/**
 * `PUT /api/staff/gift-events/{id}/gifts/{giftId}`: the gift's words, and its stock changed by
 * `stock_change` (+ more came in, − some were lost), never set over claims taken meanwhile.
 */
export const StaffGiftUpdateSchema = z.object({
  name: giftName,
  description: giftDescription,
  stock_change: z.coerce
    .number({ error: '庫存調整須為整數。' })
    .int('庫存調整須為整數。')
    .min(-MAX_STOCK, '庫存調整過大。')
    .max(MAX_STOCK, '庫存調整過大。')
    .default(0),
});
export type StaffGiftUpdate = z.output<typeof StaffGiftUpdateSchema>;
