import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { mergeSteps } from './flow-steps';
import { invoiceQrStringSchema, parseInvoiceQr } from './invoice-qr';
import { UploadedMediaSchema } from './media.schema';
import { pageQuery } from './page-query.schema';
import { blankToNull, plainText } from './plain-text.schema';
import { MAX_MODEL_NAME, productSerialShape, refineSerialRequired, TYPED_MODEL_MESSAGE } from './product-info.schema';
import { captchaAnswerSchema, invoiceNumberSchema, pastDateSchema, pickedId } from './service-fields.schema';

/**
 * SPEC §3 warranty form: brand_id, model_id, serial, channel_id, medias, input_method (default
 * manual), order_number, invoice_date, scan_invoice_date, token; with the invoice's number, random
 * code and amount that a read e-invoice code fills in, and the landing address's `utm_*`.
 */
export const INPUT_METHODS = ['manual', 'camera', 'photo'] as const;
export const InputMethodSchema = z.enum(INPUT_METHODS, { error: '請選擇發票輸入方式。' });
export type InputMethod = z.infer<typeof InputMethodSchema>;
export const INPUT_METHOD_LABELS: Record<InputMethod, string> = {
  manual: '手動輸入',
  camera: '相機掃描發票 QR Code',
  photo: '上傳發票照片',
};

const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());
export const MAX_WARRANTY_MEDIAS = 6;

/** `utm_source`, `utm_medium`… of the address the member landed on (at most 5, short). */
export const UtmSchema = z
  .record(z.string().regex(/^utm_[a-z_]{1,20}$/, '追蹤參數名稱不正確。'), plainText().max(200, '追蹤參數過長。'))
  .refine((v) => Object.keys(v).length <= 5, '追蹤參數過多。');
export type Utm = z.output<typeof UtmSchema>;

/**
 * How the member came to the form (not a step anyone fills in): from /services/warranty/direct
 * with the product named (its choice is skipped), and the landing address's utm_* parameters.
 */
export const WarrantyEntryStep = z.object({ direct: z.boolean(), utm: UtmSchema });

/**
 * Step 1: the product (the brand's product info says whether model and serial are verified). A
 * brand that verifies models has its model picked from its list (`model_id`); one that does not
 * (`is_verify_model` off) has it typed (`model_name`). `model_typed` is set by the form from the
 * chosen brand, so the step refuses the missing one in the browser; the server never trusts it
 * and goes by its own product info.
 */
export const WarrantyProductStep = z
  .object({
    brand_id: pickedId('品牌'),
    model_id: z.preprocess(blankToNull, pickedId('型號').nullable()),
    model_name: z.preprocess(
      blankToNull,
      plainText({ message: '型號格式不正確。' })
        .trim()
        .max(MAX_MODEL_NAME, `型號最多 ${MAX_MODEL_NAME} 個字。`)
        .nullable(),
    ),
    model_typed: z.boolean().default(false),
    ...productSerialShape,
  })
  .superRefine(refineSerialRequired)
  .superRefine((value, ctx) => {
    if (value.model_typed && value.model_name === null)
      ctx.addIssue({ code: 'custom', path: ['model_name'], message: TYPED_MODEL_MESSAGE });
    if (!value.model_typed && value.model_id === null)
      ctx.addIssue({ code: 'custom', path: ['model_id'], message: '請選擇型號。' });
  });

export type WarrantyProduct = z.output<typeof WarrantyProductStep>;

/** Step 2: where and when it was bought, typed or read from the e-invoice's QR code. */
export const WarrantyPurchaseStep = z
  .object({
    channel_id: pickedId('購買通路'),
    order_number: nullable(
      plainText({ message: '訂單編號格式不正確。' })
        .trim()
        .regex(/^[A-Za-z0-9-]{4,40}$/, '訂單編號為 4–40 碼英數字或連字號。'),
    ),
    input_method: InputMethodSchema.default('manual'),
    invoice_number: invoiceNumberSchema,
    invoice_date: pastDateSchema('發票日期'),
    /** the date the code said, when it was read (kept beside what the member confirmed) */
    scan_invoice_date: nullable(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '掃描的發票日期格式不正確。')),
    invoice_random: nullable(z.string().regex(/^\d{4}$/, '隨機碼為 4 碼數字。')),
    /** the left code's text as read (camera, photo): the server parses it again and holds the fields to it */
    invoice_qr: nullable(invoiceQrStringSchema),
    invoice_amount: nullable(
      z.coerce.number({ message: '發票金額須為數字。' }).int('發票金額須為整數。').min(0).max(99_999_999),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.input_method !== 'manual' && value.invoice_qr === null) {
      ctx.addIssue({ code: 'custom', path: ['invoice_qr'], message: '請重新掃描發票 QR Code，或改為手動輸入。' });
      return;
    }
    if (value.invoice_qr === null) return;
    const read = parseInvoiceQr(value.invoice_qr);
    if (!read.ok) return;
    if (read.value.invoiceNumber !== value.invoice_number)
      ctx.addIssue({ code: 'custom', path: ['invoice_number'], message: '發票號碼與掃描的發票 QR Code 不符。' });
    if (read.value.invoiceDate !== value.invoice_date)
      ctx.addIssue({ code: 'custom', path: ['invoice_date'], message: '發票日期與掃描的發票 QR Code 不符。' });
  });

/** Step 3: photos of the product and the receipt (uploaded as they are picked). */
export const WarrantyPhotosStep = z.object({
  medias: z
    .array(UploadedMediaSchema)
    .min(1, '請上傳至少 1 張產品或發票照片。')
    .max(MAX_WARRANTY_MEDIAS, `最多上傳 ${MAX_WARRANTY_MEDIAS} 張照片。`),
});

export const WarrantyConfirmStep = z.object({ token: captchaAnswerSchema });

export const WARRANTY_STEPS = {
  entry: WarrantyEntryStep,
  product: WarrantyProductStep,
  purchase: WarrantyPurchaseStep,
  photos: WarrantyPhotosStep,
  confirm: WarrantyConfirmStep,
} as const;
export type WarrantySteps = typeof WARRANTY_STEPS;

/** `POST /api/user/warranties`: the steps merged (with the entry's utm parameters). */
export const WarrantySubmissionSchema = mergeSteps(WARRANTY_STEPS);
export type WarrantySubmission = z.output<typeof WarrantySubmissionSchema>;
export type WarrantySubmissionInput = z.input<typeof WarrantySubmissionSchema>;

export const WarrantyReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type WarrantyReceipt = z.infer<typeof WarrantyReceiptSchema>;
export const WarrantyReceiptResponse = dataEnvelope(WarrantyReceiptSchema);

/** `GET /user/warranties/{type}`: a registration as the member's service page lists it. */
export const WarrantyRecordSchema = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  model_name: z.string(),
  serial: z.string().nullable(),
  channel_name: z.string(),
  order_number: z.string().nullable(),
  input_method: InputMethodSchema,
  invoice_number: z.string(),
  invoice_date: z.string(),
  created_at: z.string(),
  medias: z.array(UploadedMediaSchema),
  /** staff's review (server/domain/warranty-review.machine.ts): pending until approved or refused */
  status: z.enum(['pending', 'approved', 'refused']),
  /** 案件編號, as the mails name it */
  case_number: z.string(),
  /** approved: the warranty's last day (YYYY-MM-DD) */
  ends_on: z.string().nullable(),
  /** refused: why, in staff's words */
  refuse_reason: z.string().nullable(),
});
export type WarrantyRecord = z.infer<typeof WarrantyRecordSchema>;
export type WarrantyStatus = WarrantyRecord['status'];
export const WARRANTY_STATUS_LABELS: Record<WarrantyStatus, string> = {
  pending: '審核中',
  approved: '審核通過',
  refused: '未通過審核',
};
export const WarrantyRecordsResponse = pagedEnvelope(WarrantyRecordSchema);
/** SPEC §7/§9: page 1, per_page 999 for the member's warranties. */
export const WarrantyListQuery = pageQuery({ defaultPerPage: 999, maxPerPage: 999 });
export type WarrantyListQuery = z.output<typeof WarrantyListQuery>;
export const WarrantyListParams = z.object({
  type: z.enum(['all', 'general', 'fast', 'faq', 'deep'], { error: '保固類型不正確。' }).default('general'),
});
