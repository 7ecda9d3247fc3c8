import { z } from 'zod';
import { refineAddress } from './address.schema';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { CheckoutStartSchema } from './checkout.schema';
import { mergeSteps } from './flow-steps';
import { pageQuery } from './page-query.schema';
import { GatewayPaymentTypeSchema } from './payment-type.schema';
import { mobileSchema, personNameSchema } from './person-fields.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { productSerialShape, refineSerialRequired } from './product-info.schema';
import { RepairStatusSchema } from './repair-status.schema';
import { ReserveStoreSchema } from './reserve-time.schema';
import {
  captchaAnswerSchema,
  futureDateSchema,
  invoiceNumberSchema,
  issuedInvoiceShape,
  pastDateSchema,
  pickedId,
  refineIssuedInvoice,
  sexSchema,
} from './service-fields.schema';

/**
 * SPEC §3 repair form, one flow for the three kinds (SPEC §4: general 維修, fast 速修, deep
 * 深層清潔): the product and its problem → (fast: a reserve time; deep: a ticket) → sender and
 * return addresses → invoice details → review with the captcha.
 */
export const REPAIR_TYPES = ['general', 'fast', 'deep'] as const;
export const RepairTypeSchema = z.enum(REPAIR_TYPES, { error: '請選擇服務類型。' });
export type RepairType = z.infer<typeof RepairTypeSchema>;
export const REPAIR_TYPE_LABELS: Record<RepairType, string> = { general: '維修', fast: '速修', deep: '深層清潔' };

/** SPEC §3: send_memo defaults to '無'. */
export const DEFAULT_SEND_MEMO = '無';
export const PROBLEM_MAX = 500;

const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

export const RepairItemSchema = z
  .object({
    brand_id: pickedId('品牌'),
    model_id: pickedId('型號'),
    item_id: nullable(pickedId('故障部位')),
    ...productSerialShape,
    problem: plainText({ message: '請描述問題。' }, { multiline: true })
      .trim()
      .min(1, '請描述問題。')
      .max(PROBLEM_MAX, `問題描述最多 ${PROBLEM_MAX} 個字。`),
  })
  .superRefine(refineSerialRequired);
export type RepairItem = z.output<typeof RepairItemSchema>;

/** The kind of the form the member opened (not a step anyone fills in: the form's address sets it). */
export const RepairKindStep = z.object({ type: RepairTypeSchema });

/** Step 1: what is to be repaired. */
export const RepairProductStep = z.object({
  items: z.array(RepairItemSchema).min(1, '請選擇產品。').max(5, '一次最多申請 5 件產品。'),
});

/**
 * Fast repair: a store that does fast repair, then a day after today and one of that store's
 * reserve times with room (checked by the server).
 */
export const RepairBookingStep = z.object({
  book_store_id: pickedId('預約門市'),
  book_tmp_date: futureDateSchema('預約日期'),
  book_tmp_time: pickedId('預約時段'),
  book_memo: optionalText(200, '預約備註'),
});

/** Deep cleaning: one of the deep-clean tickets, and how it is paid (SPEC §9 pay types). */
export const RepairTicketStep = z.object({
  deep_ticket_id: pickedId('清潔方案'),
  pay_type: GatewayPaymentTypeSchema,
});

const cityField = plainText({ message: '請選擇縣市。' }).trim().min(1, '請選擇縣市。').max(10, '請選擇縣市。');
const townField = plainText({ message: '請選擇鄉鎮市區。' })
  .trim()
  .min(1, '請選擇鄉鎮市區。')
  .max(10, '請選擇鄉鎮市區。');
const zipField = plainText({ message: '郵遞區號與鄉鎮市區不符。' }).trim().max(6, '郵遞區號與鄉鎮市區不符。');
const streetField = (who: string) =>
  plainText({ message: `請輸入${who}地址。` })
    .trim()
    .min(1, `請輸入${who}地址。`)
    .max(200, '地址最多 200 個字。');

/** Step 2: who sends the product and where it goes back (city → town → zip, DOMAIN.md). */
export const RepairAddressesStep = z
  .object({
    send_name: personNameSchema,
    send_sex: sexSchema,
    send_phone: mobileSchema,
    send_city: cityField,
    send_town: townField,
    send_zip_code: zipField,
    send_address: streetField('寄件'),
    send_memo: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? DEFAULT_SEND_MEMO : v),
      plainText({ message: '寄件備註格式不正確。' }).trim().max(200, '寄件備註最多 200 個字。'),
    ),
    receive_name: personNameSchema,
    receive_sex: sexSchema,
    receive_phone: mobileSchema,
    receive_city: cityField,
    receive_town: townField,
    receive_zip_code: zipField,
    receive_address: streetField('收件'),
    receive_memo: optionalText(200, '收件備註'),
  })
  .superRefine(refineAddress('send_'))
  .superRefine(refineAddress('receive_'));

/** Step 3: the purchase invoice (proof of the warranty) and the invoice issued for any charge. */
export const RepairInvoiceStep = z
  .object({
    invoice_num: nullable(invoiceNumberSchema),
    invoice_date: nullable(pastDateSchema('購買日期')),
    ...issuedInvoiceShape,
  })
  .superRefine(refineIssuedInvoice);

export const RepairConfirmStep = z.object({ google_recaptcha_token: captchaAnswerSchema });

export const REPAIR_STEPS = {
  kind: RepairKindStep,
  product: RepairProductStep,
  booking: RepairBookingStep,
  ticket: RepairTicketStep,
  addresses: RepairAddressesStep,
  invoice: RepairInvoiceStep,
  confirm: RepairConfirmStep,
} as const;
export type RepairSteps = typeof REPAIR_STEPS;

/** The branch steps, absent (null) unless the kind asks for them. */
const RepairBranchFields = z.object({
  book_store_id: z.preprocess(blankToNull, z.unknown().nullable()).default(null),
  book_tmp_date: z.preprocess(blankToNull, z.string().nullable()).default(null),
  book_tmp_time: z.preprocess(blankToNull, z.unknown().nullable()).default(null),
  book_memo: z.preprocess(blankToNull, z.unknown().nullable()).default(null),
  deep_ticket_id: z.preprocess(blankToNull, z.unknown().nullable()).default(null),
  pay_type: z.preprocess(blankToNull, z.unknown().nullable()).default(null),
});

const addIssues = (ctx: z.RefinementCtx, issues: readonly z.core.$ZodIssue[]) => {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
};

/**
 * `POST /api/user/repairs`: the four common steps merged, and the kind's own step checked by its
 * schema (a fast repair's reserve time, a deep cleaning's ticket); another kind's fields refused.
 */
export const RepairSubmissionSchema = z
  .intersection(
    mergeSteps({
      kind: RepairKindStep,
      product: RepairProductStep,
      addresses: RepairAddressesStep,
      invoice: RepairInvoiceStep,
      confirm: RepairConfirmStep,
    }),
    RepairBranchFields,
  )
  .transform((value, ctx) => {
    const booking = RepairBookingStep.safeParse(value);
    const ticket = RepairTicketStep.safeParse(value);
    if (value.type === 'fast' && !booking.success) addIssues(ctx, booking.error.issues);
    if (value.type === 'deep' && !ticket.success) addIssues(ctx, ticket.error.issues);
    if (value.type !== 'fast' && (value.book_tmp_date !== null || value.book_store_id !== null))
      ctx.addIssue({ code: 'custom', path: ['book_tmp_date'], message: '只有速修需要預約時段。' });
    if (value.type !== 'deep' && value.deep_ticket_id !== null)
      ctx.addIssue({ code: 'custom', path: ['deep_ticket_id'], message: '只有深層清潔需要選擇清潔方案。' });
    return {
      ...value,
      booking: value.type === 'fast' && booking.success ? booking.data : null,
      deep_ticket_id: value.type === 'deep' && ticket.success ? ticket.data.deep_ticket_id : null,
      pay_type: value.type === 'deep' && ticket.success ? ticket.data.pay_type : null,
    };
  });
export type RepairSubmission = z.output<typeof RepairSubmissionSchema>;
export type RepairSubmissionInput = z.input<typeof RepairSubmissionSchema>;

/** What a submitted repair answers: its id, and for a deep cleaning the way to the gateway. */
/** A fast repair's store as a booking names it: where to bring the product. */
export const BookStoreSchema = ReserveStoreSchema.pick({ id: true, name: true, full_address: true, phone: true });
export type BookStore = z.infer<typeof BookStoreSchema>;

export const RepairReceiptSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  type: RepairTypeSchema,
  book_date: z.string(),
  /** a fast repair's store (null for the other kinds) */
  book_store: BookStoreSchema.nullable(),
  checkout: CheckoutStartSchema.nullable(),
});
export type RepairReceipt = z.infer<typeof RepairReceiptSchema>;
export const RepairReceiptResponse = dataEnvelope(RepairReceiptSchema);

/** SPEC §3 repair record (`GET /user/repairs`, `/user/repairs/{id}`), with its status history. */
export const RepairRecordSchema = z.object({
  id: z.number().int(),
  type: RepairTypeSchema,
  brand_name: z.string(),
  model_name: z.string(),
  serial: z.string().nullable(),
  status: RepairStatusSchema,
  status_description: z.string(),
  delivery_serial: z.string().nullable(),
  delivery_url: z.string().nullable(),
  created_at: z.string(),
  /** `YYYY-MM-DD HH:mm` of a fast repair's reserve time, else 'N/A' (SPEC §3) */
  book_date: z.string(),
  /** the store of a fast repair's reserve time, else null */
  book_store: BookStoreSchema.nullable(),
  /** the purchase invoice the member gave (proof of the warranty), linked to the public lookup */
  invoice_info: z.object({ invoice_num: z.string().nullable() }),
  /** the credit note (折讓證明單) of money given back: a paid deep cleaning cancelled, else null */
  credit_info: z.object({ no: z.string(), amount: z.number().int(), issued_at: z.string() }).nullable(),
  /**
   * a charge (deep cleaning): once paid, when and the e-invoice issued for it (its payment
   * receipt, /member/service/receipt/{id})
   */
  payment: z
    .object({
      amount: z.number().int(),
      paid: z.boolean(),
      paid_at: z.string().nullable(),
      invoice_number: z.string().nullable(),
    })
    .nullable(),
  /** each move, with staff's note to the member when they left one */
  history: z.array(
    z.object({ status: RepairStatusSchema, description: z.string(), at: z.string(), note: z.string().nullable() }),
  ),
});
export type RepairRecord = z.infer<typeof RepairRecordSchema>;
/** SPEC §7 `/user/repairs` (no params there): a page of 100 by default, so a long history is paged, not read whole. */
export const RepairListQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 100 });
export type RepairListQuery = z.output<typeof RepairListQuery>;
export const RepairRecordsResponse = pagedEnvelope(RepairRecordSchema);
export const RepairRecordResponse = dataEnvelope(RepairRecordSchema);

/** The e-invoice issued for a paid service (DOMAIN.md: carriers and tax ids). */
export const ServiceInvoiceSchema = z.object({
  invoice_number: z.string(),
  issued_at: z.string(),
  /** 隨機碼: the public lookup asks for it with the number */
  random_code: z.string(),
  carrier_type: z.string(),
  carrier_num: z.string().nullable(),
  buyer_ubn: z.string().nullable(),
  buyer_title: z.string().nullable(),
});

/** `GET /user/repairs/{id}/receipt`: the payment receipt of a paid deep cleaning, with its e-invoice. */
export const RepairPaymentReceiptSchema = z.object({
  repair_id: z.number().int(),
  type: RepairTypeSchema,
  brand_name: z.string(),
  model_name: z.string(),
  /** the deep-clean ticket paid for */
  item_name: z.string(),
  amount: z.number().int(),
  pay_type: GatewayPaymentTypeSchema,
  paid_at: z.string(),
  /** null only while the invoice service has not answered yet */
  invoice: ServiceInvoiceSchema.nullable(),
});
export type RepairPaymentReceipt = z.infer<typeof RepairPaymentReceiptSchema>;
export const RepairPaymentReceiptResponse = dataEnvelope(RepairPaymentReceiptSchema);

/** `GET /user/repair_credit_notes/{no}`: the credit note of a refunded service, printable. */
export const RepairCreditNoteSchema = z.object({
  no: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  issued_at: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  invoice_amount: z.number().int(),
  repair_id: z.number().int(),
  type: RepairTypeSchema,
  brand_name: z.string(),
  model_name: z.string(),
  buyer_ubn: z.string().nullable(),
  buyer_title: z.string().nullable(),
});
export type RepairCreditNote = z.infer<typeof RepairCreditNoteSchema>;
export const RepairCreditNoteResponse = dataEnvelope(RepairCreditNoteSchema);

/** `/member/service/credit-note/{no}`: a credit note's number (10 digits, as the invoice issuer gives them). */
export const CreditNoParam = z.object({
  no: z.string().regex(/^\d{10}$/, { error: '折讓單號碼不正確。' }),
});
