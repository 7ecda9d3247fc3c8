import { z } from 'zod';
import { refineAddress } from './address.schema';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { mergeSteps } from './flow-steps';
import { boundedId, idValue } from './id-param.schema';
import { UploadedMediaSchema } from './media.schema';
import { formatMoney } from './money';
import { pageQuery } from './page-query.schema';
import { mobileSchema, personNameSchema } from './person-fields.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { taipeiToday } from './taipei-date';
import { ubnSchema } from './tw-validators.schema';

/**
 * SPEC §3 gift form: items[], gift_event_id, sale_person, channel_id, receive_* (name, phone,
 * zip_code, city, town, address), invoice_date, invoice_number, invoice_amount, invoice_products,
 * random_code, scan_* variants, medias, gift_text, token, tax_id. Four steps (SPEC §4 gift apply
 * 4): the purchase, the photos, the gift and where it goes, the review with the captcha.
 */

export const INVOICE_NUMBER_PATTERN = /^[A-Z]{2}\d{8}$/;
export const RANDOM_CODE_PATTERN = /^\d{4}$/;
export const GIFT_MEDIA_MIN = 2;
export const GIFT_MEDIA_MAX = 6;
/** An invoice for more than this is a typing slip, not a purchase of a home appliance. */
export const INVOICE_AMOUNT_MAX = 10_000_000;

/** DOMAIN.md: two capital letters and 8 digits (typed lower-case or with a hyphen, it is tidied). */
export const invoiceNumberSchema = plainText({ message: '請輸入發票號碼。' })
  .trim()
  .min(1, '請輸入發票號碼。')
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(INVOICE_NUMBER_PATTERN, '發票號碼為 2 碼英文字母加 8 碼數字（例：AB12345678）。'));

/** SPEC §5 date rule, and a purchase cannot be dated after today (Taiwan's calendar). */
export const invoiceDateSchema = z
  .string({ message: '請輸入發票日期。' })
  .trim()
  .min(1, '請輸入發票日期。')
  .pipe(dateStringSchema)
  .refine((d) => d <= taipeiToday(), '發票日期不可晚於今天。');

export const randomCodeSchema = plainText({ message: '請輸入隨機碼。' })
  .trim()
  .min(1, '請輸入隨機碼。')
  .regex(RANDOM_CODE_PATTERN, '隨機碼為發票上的 4 碼數字。');

/** A random code asked for but missing: a consumer's invoice has one, a company's (B2B) none. */
export const RANDOM_CODE_MISSING = '請輸入隨機碼（公司發票沒有隨機碼，請改填買方統一編號）。';

export const invoiceAmountSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.replace(/[,\s]/g, '')) : v),
  z.coerce
    .number({ message: '請輸入發票金額。' })
    .int('發票金額請輸入整數（新臺幣元）。')
    .positive('發票金額須大於 0。')
    .max(INVOICE_AMOUNT_MAX, '發票金額不正確。'),
);

/** The event's rule on the invoice's amount (SPEC gift event `min_amount`), said where it is refused. */
export const amountUnderMessage = (min: number) => `發票金額須滿 ${formatMoney(min)} 才能參加此活動。`;

/**
 * The event's minimum as the purchase step knows it (the loaded event's `min_amount`), so that the
 * step refuses a smaller invoice by its field. The client's copy: a bad or missing one is 0, and
 * the server checks the amount against its own event whatever this says.
 */
const minAmountSchema = z.number().int().nonnegative().catch(0).default(0);

/** What the QR reader decoded, kept beside what was sent (null when typed by hand). */
const scanned = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).default(null);

/** Step 1: the purchase the claim rests on, and the event's minimum it must reach. */
export const GiftPurchaseStep = z
  .object({
    channel_id: z.preprocess(blankToNull, boundedId('請選擇購買通路。', { coerce: true })),
    sale_person: optionalText(50, '銷售人員'),
    invoice_number: invoiceNumberSchema,
    invoice_date: invoiceDateSchema,
    invoice_amount: invoiceAmountSchema,
    invoice_products: plainText({ message: '請輸入購買商品。' })
      .trim()
      .min(1, '請輸入購買商品。')
      .max(200, '購買商品最多 200 個字。'),
    /**
     * null for a company's (B2B) invoice, which has none (DOMAIN.md, the QR parser's randomNumber):
     * then the buyer's 統一編號 is asked for instead. The site cannot verify either, so neither
     * tells one claim from another: one claim per invoice number (per event), whatever the code.
     */
    random_code: z.preprocess(blankToNull, randomCodeSchema.nullable()).default(null),
    /** the buyer's 統一編號, for an invoice made out to a company */
    tax_id: z.preprocess(blankToNull, ubnSchema.nullable()).default(null),
    scan_invoice_number: scanned(invoiceNumberSchema),
    scan_invoice_date: scanned(dateStringSchema),
    scan_random_code: scanned(randomCodeSchema),
    scan_invoice_amount: scanned(invoiceAmountSchema),
    min_amount: minAmountSchema,
  })
  // said with the other fields' refusals (`when`: a refinement would wait for them all to pass),
  // unless the random code or the tax id was refused for what it is
  .refine((purchase) => purchase.random_code !== null || purchase.tax_id !== null, {
    path: ['random_code'],
    message: RANDOM_CODE_MISSING,
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((i) => i.path?.[0] === 'random_code' || i.path?.[0] === 'tax_id'),
  })
  .superRefine((purchase, ctx) => {
    // an amount the field itself refused already has its message
    if (ctx.issues.some((issue) => issue.path?.[0] === 'invoice_amount')) return;
    if (typeof purchase.invoice_amount === 'number' && purchase.invoice_amount < purchase.min_amount)
      ctx.addIssue({ code: 'custom', path: ['invoice_amount'], message: amountUnderMessage(purchase.min_amount) });
  });
export type GiftPurchase = z.output<typeof GiftPurchaseStep>;
export type GiftPurchaseInput = z.input<typeof GiftPurchaseStep>;

/** Step 2: photos of the invoice and of the product, uploaded beforehand (`/user/upload_gift_medias/{id}`). */
export const GiftPhotosStep = z.object({
  medias: z
    .array(UploadedMediaSchema, { message: '請上傳發票與商品照片。' })
    .min(GIFT_MEDIA_MIN, `請上傳發票與商品照片，至少 ${GIFT_MEDIA_MIN} 張。`)
    .max(GIFT_MEDIA_MAX, `照片最多 ${GIFT_MEDIA_MAX} 張。`),
});
export type GiftPhotos = z.output<typeof GiftPhotosStep>;

/** Step 3: the gift chosen and where it is sent. */
export const GiftDeliveryStep = z
  .object({
    items: z.array(idValue('贈品編號'), { message: '請選擇贈品。' }).length(1, '請選擇一項贈品。'),
    receive_name: personNameSchema,
    receive_phone: mobileSchema,
    receive_city: plainText({ message: '請選擇縣市。' }).trim().min(1, '請選擇縣市。').max(10, '請選擇縣市。'),
    receive_town: plainText({ message: '請選擇鄉鎮市區。' })
      .trim()
      .min(1, '請選擇鄉鎮市區。')
      .max(10, '請選擇鄉鎮市區。'),
    receive_zip_code: plainText({ message: '郵遞區號不正確。' }).trim().max(6, '郵遞區號不正確。'),
    receive_address: plainText({ message: '請輸入地址。' })
      .trim()
      .min(1, '請輸入地址。')
      .max(200, '地址最多 200 個字。'),
    gift_text: optionalText(200, '備註'),
  })
  .superRefine(refineAddress('receive_'));
export type GiftDelivery = z.output<typeof GiftDeliveryStep>;
export type GiftDeliveryInput = z.input<typeof GiftDeliveryStep>;

/** Step 4: the review, sent with the site's captcha answer in the SPEC's `token`. */
export const GiftConfirmStep = z.object({
  token: plainText({ message: '請完成驗證。' }).trim().min(1, '請完成驗證。').max(8192, '驗證資料不正確。'),
});

export const GIFT_APPLY_STEPS = {
  purchase: GiftPurchaseStep,
  photos: GiftPhotosStep,
  delivery: GiftDeliveryStep,
  confirm: GiftConfirmStep,
} as const;
export type GiftApplySteps = typeof GIFT_APPLY_STEPS;

/** `POST /api/submit_gift_event`: the four steps merged, and the event the claim is for. */
export const GiftSubmissionSchema = z.intersection(
  mergeSteps(GIFT_APPLY_STEPS),
  z.object({ gift_event_id: idValue('贈品活動編號') }),
);
export type GiftSubmission = z.output<typeof GiftSubmissionSchema>;
export type GiftSubmissionInput = z.input<typeof GiftSubmissionSchema>;

/**
 * `POST /api/check_gift_purchase`, asked when step 1 is sent: the purchase step as its form sends
 * it, and the event it is for. The answer is only yes; a 422 names the refused fields.
 */
export const GiftPurchaseCheckSchema = z.intersection(
  GiftPurchaseStep,
  z.object({ gift_event_id: idValue('贈品活動編號') }),
);
export type GiftPurchaseCheck = z.output<typeof GiftPurchaseCheckSchema>;
export const GiftPurchaseCheckResponse = dataEnvelope(z.object({ claimable: z.literal(true) }));

/** SPEC-less but needed: what a claim is after it was sent. */
export const GIFT_CLAIM_STATES = ['submitted', 'approved', 'rejected', 'shipped'] as const;
export type GiftClaimState = (typeof GIFT_CLAIM_STATES)[number];
export const GIFT_CLAIM_STATE_LABELS: Record<GiftClaimState, string> = {
  submitted: '審核中',
  approved: '已核准',
  rejected: '未通過',
  shipped: '已寄出',
};

export const GiftClaimSchema = z.object({
  id: z.number().int(),
  gift_event_id: z.number().int(),
  gift_event_subject: z.string(),
  gift_name: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  invoice_amount: z.number().int(),
  state: z.enum(GIFT_CLAIM_STATES),
  /** why a rejected claim was refused */
  reject_reason: z.string().nullable(),
  /** the parcel of a shipped claim: who carries it and its tracking number */
  carrier: z.string().nullish(),
  tracking_number: z.string().nullish(),
  receive_name: z.string(),
  receive_address: z.string(),
  medias: z.array(UploadedMediaSchema),
  created_at: z.string(),
});
export type GiftClaim = z.infer<typeof GiftClaimSchema>;
export const GiftClaimResponse = dataEnvelope(GiftClaimSchema);
export const GiftClaimsResponse = pagedEnvelope(GiftClaimSchema);
/** `/user/gift_claims` (not in SPEC): a page of 100 by default. */
export const GiftClaimListQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 100 });
export type GiftClaimListQuery = z.output<typeof GiftClaimListQuery>;
