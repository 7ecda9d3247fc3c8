import { z } from 'zod';
import { refineAddress } from './address.schema';
import { dataEnvelope } from './api-envelope.schema';
import { mergeSteps } from './flow-steps';
import { InhomeStatusSchema } from './inhome-status.schema';
import { mobileSchema, personNameSchema } from './person-fields.schema';
import { plainText } from './plain-text.schema';
import { captchaAnswerSchema, futureDateSchema, pickedId, sexSchema } from './service-fields.schema';

/** SPEC §2 /services/inhome/form, two steps: what and where (with a preferred day), then the review. */
export const INHOME_PERIODS = ['morning', 'afternoon'] as const;
export const INHOME_PERIOD_LABELS: Record<(typeof INHOME_PERIODS)[number], string> = {
  morning: '上午（09:00–12:00）',
  afternoon: '下午（13:00–18:00）',
};

export const InhomeRequestStep = z
  .object({
    brand_id: pickedId('品牌'),
    model_id: pickedId('型號'),
    problem: plainText({ message: '請描述需要的服務。' }, { multiline: true })
      .trim()
      .min(1, '請描述需要的服務。')
      .max(500, '服務說明最多 500 個字。'),
    name: personNameSchema,
    sex: sexSchema,
    phone: mobileSchema,
    city: plainText({ message: '請選擇縣市。' }).trim().min(1, '請選擇縣市。').max(10, '請選擇縣市。'),
    town: plainText({ message: '請選擇鄉鎮市區。' }).trim().min(1, '請選擇鄉鎮市區。').max(10, '請選擇鄉鎮市區。'),
    zip_code: plainText({ message: '郵遞區號與鄉鎮市區不符。' }).trim().max(6, '郵遞區號與鄉鎮市區不符。'),
    address: plainText({ message: '請輸入地址。' }).trim().min(1, '請輸入地址。').max(200, '地址最多 200 個字。'),
    preferred_date: futureDateSchema('希望到府日期'),
    preferred_period: z.enum(INHOME_PERIODS, { error: '請選擇希望到府時段。' }),
  })
  .superRefine(refineAddress());

export const InhomeConfirmStep = z.object({ google_recaptcha_token: captchaAnswerSchema });

export const INHOME_STEPS = { request: InhomeRequestStep, confirm: InhomeConfirmStep } as const;
export type InhomeSteps = typeof INHOME_STEPS;

/** `POST /api/user/inhome_services`. */
export const InhomeSubmissionSchema = mergeSteps(INHOME_STEPS);
export type InhomeSubmission = z.output<typeof InhomeSubmissionSchema>;
export type InhomeRequestInput = z.input<typeof InhomeRequestStep>;

export const InhomeReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type InhomeReceipt = z.infer<typeof InhomeReceiptSchema>;
export const InhomeReceiptResponse = dataEnvelope(InhomeReceiptSchema);

/** The visit staff set: a Taipei day and a window (`HH:mm`). */
export const InhomeVisitSchema = z.object({ date: z.string(), start: z.string(), end: z.string() });

/**
 * A member's in-home request as they read it at /member/service: where it is in its life cycle,
 * the visit staff set, staff's latest note, and each move.
 */
export const InhomeRecordSchema = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  model_name: z.string(),
  preferred_date: z.string(),
  preferred_period: z.enum(INHOME_PERIODS),
  city: z.string(),
  town: z.string(),
  created_at: z.string(),
  status: InhomeStatusSchema,
  status_description: z.string(),
  visit: InhomeVisitSchema.nullable(),
  note: z.string().nullable(),
  history: z.array(
    z.object({
      status: InhomeStatusSchema,
      at: z.string(),
      visit: InhomeVisitSchema.nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type InhomeRecord = z.infer<typeof InhomeRecordSchema>;
export const InhomeRecordsResponse = z.object({ data: z.array(InhomeRecordSchema) });
