import { z } from 'zod';
import { mergeSteps } from './flow-steps';
import { plainText } from './plain-text.schema';

/** SPEC §3 refund form: accept flag, reasons from the list, another reason in words. */
export const REFUND_REASONS = ['行程異動無法出席', '重複報名', '身體不適', '活動內容不符期待'] as const;
export const OTHER_REASON_MAX = 200;

export const RefundTermsSchema = z.object({
  accept: z.literal(true, { error: '請閱讀並同意退款須知。' }),
});

export const RefundReasonsSchema = z
  .object({
    reasons: z.array(z.enum(REFUND_REASONS, { error: '請選擇退款原因。' })).max(REFUND_REASONS.length),
    other_reason: plainText(undefined, { multiline: true })
      .trim()
      .max(OTHER_REASON_MAX, `其他原因最多 ${OTHER_REASON_MAX} 個字。`)
      .optional()
      .nullable(),
  })
  .refine((v) => v.reasons.length > 0 || Boolean(v.other_reason?.trim()), {
    path: ['reasons'],
    message: '請選擇至少一個退款原因，或填寫其他原因。',
  });

export const REFUND_STEPS = { terms: RefundTermsSchema, reasons: RefundReasonsSchema } as const;
export type RefundSteps = typeof REFUND_STEPS;
export type RefundStep = keyof RefundSteps;

export const RefundSubmissionSchema = mergeSteps(REFUND_STEPS);
export type RefundSubmission = z.output<typeof RefundSubmissionSchema>;

export const RefundReceiptSchema = z.object({
  order_number: z.string(),
  refund_at: z.string(),
  amount: z.number().int(),
  credit_note_no: z.string().nullable(),
});
export type RefundReceipt = z.infer<typeof RefundReceiptSchema>;
export const RefundReceiptResponse = z.object({ data: RefundReceiptSchema });
