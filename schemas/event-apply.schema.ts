import { z } from 'zod';
import type { SurveyQuestion } from './event-session.schema';
import { mergeSteps } from './flow-steps';
import { boundedId, idValue } from './id-param.schema';
import { PaymentTypeSchema } from './payment-type.schema';
import { emailSchema, mobileSchema, personNameSchema } from './person-fields.schema';
import { plainText } from './plain-text.schema';
import { mobileCarrierSchema, ubnSchema } from './tw-validators.schema';

/**
 * SPEC §2 /events/{eventId}/apply in four steps and SPEC §3 event order: a session and its
 * tickets → each participant → the event's survey → invoice, payment type and agreement. The
 * steps merged are what `POST /api/cart/pay` takes (with the event and an idempotency key).
 */

/** Tickets of one type at most per order line (the session's purchase limit is usually lower). */
export const MAX_TICKETS_PER_TYPE = 20;

export const TicketLineSchema = z.object({
  ticket_id: idValue('票種'),
  quantity: z.coerce
    .number({ error: '請選擇張數。' })
    .int('張數必須是整數。')
    .min(0, '張數不可小於 0。')
    .max(MAX_TICKETS_PER_TYPE, `每種票最多 ${MAX_TICKETS_PER_TYPE} 張。`),
});
export type TicketLine = z.infer<typeof TicketLineSchema>;

export const ApplyTicketsSchema = z
  .object({
    session_id: boundedId('請選擇場次。'),
    tickets: z.array(TicketLineSchema, { error: '請選擇票券。' }).max(20, '票種太多。'),
  })
  // how many tickets is asked once there is a session to have tickets of (zod runs an object's
  // refinement only when its fields passed), so a step sent with nothing chosen names the session only
  .refine((step) => step.tickets.some((l) => l.quantity > 0), { path: ['tickets'], message: '請至少選擇 1 張票。' });

export const ParticipantSchema = z.object({
  name: personNameSchema,
  phone: mobileSchema,
  email: emailSchema,
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const ApplyParticipantsSchema = z.object({
  participants: z.array(ParticipantSchema, { error: '請填寫參加者資料。' }).min(1, '請填寫參加者資料。').max(100),
});

/** One answer: a text, or the chosen option(s). Which are required is the survey's (server). */
export const SurveyAnswerSchema = z.object({
  question_id: idValue('題目'),
  value: z.union([
    plainText(undefined, { multiline: true }).max(1000, '回答最多 1000 個字。'),
    z.array(plainText().max(200)).max(50),
  ]),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

export const ApplySurveySchema = z.object({
  answers: z.array(SurveyAnswerSchema).max(100),
});

const isBlank = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/**
 * Step 3's form: the answers by the questions' places, and every required one answered. The
 * questions are the event's, known once the page has them, so this rule is the form's and the
 * server's (`answers.{index}`, its words); the machine keeps any well-formed answers.
 */
export const surveyStepSchema = (questions: readonly Pick<SurveyQuestion, 'id' | 'title' | 'required'>[]) =>
  ApplySurveySchema.superRefine(({ answers }, ctx) => {
    questions.forEach((q, index) => {
      const answer = answers.find((a) => a.question_id === q.id);
      if (q.required && isBlank(answer?.value)) {
        ctx.addIssue({ code: 'custom', path: ['answers', index], message: `請回答「${q.title}」。` });
      }
    });
  });

export const INVOICE_TYPES = ['B2C', 'PHONE', 'B2B'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  B2C: '會員載具（電子發票）',
  PHONE: '手機條碼載具',
  B2B: '公司（統一編號）',
};

/**
 * SPEC §3 invoice: carrier_type (default B2C), carrier_num, invoice_ubn, invoice_title,
 * invoice_email. PHONE needs a mobile barcode; B2B a valid 統一編號 and a title.
 */
export const InvoiceSchema = z
  .object({
    carrier_type: z.enum(INVOICE_TYPES, { error: '請選擇發票類型。' }).default('B2C'),
    carrier_num: z.string().trim().max(20).optional().nullable(),
    invoice_ubn: z.string().trim().max(20).optional().nullable(),
    invoice_title: plainText().trim().max(60, '抬頭最多 60 個字。').optional().nullable(),
    invoice_email: emailSchema,
  })
  .superRefine((v, ctx) => {
    if (v.carrier_type === 'PHONE' && !mobileCarrierSchema.safeParse(v.carrier_num ?? '').success) {
      ctx.addIssue({ code: 'custom', path: ['carrier_num'], message: '請輸入正確的手機條碼（/ 開頭共 8 碼）。' });
    }
    if (v.carrier_type === 'B2B') {
      if (!ubnSchema.safeParse(v.invoice_ubn ?? '').success) {
        ctx.addIssue({ code: 'custom', path: ['invoice_ubn'], message: '請輸入正確的統一編號。' });
      }
      if (!v.invoice_title?.trim())
        ctx.addIssue({ code: 'custom', path: ['invoice_title'], message: '請輸入發票抬頭。' });
    }
  })
  .transform((v) => ({
    carrier_type: v.carrier_type,
    carrier_num: v.carrier_type === 'PHONE' ? (v.carrier_num ?? '').trim().toUpperCase() : null,
    invoice_ubn: v.carrier_type === 'B2B' ? (v.invoice_ubn ?? '').trim() : null,
    invoice_title: v.carrier_type === 'B2B' ? (v.invoice_title ?? '').trim() : null,
    invoice_email: v.invoice_email,
  }));
export type Invoice = z.infer<typeof InvoiceSchema>;

export const ApplyConfirmSchema = z.object({
  invoice: InvoiceSchema,
  payment_type: PaymentTypeSchema,
  agree: z.literal(true, { error: '請閱讀並同意活動報名條款。' }),
});

export const EVENT_APPLY_STEPS = {
  tickets: ApplyTicketsSchema,
  participants: ApplyParticipantsSchema,
  survey: ApplySurveySchema,
  confirm: ApplyConfirmSchema,
} as const;
export type EventApplySteps = typeof EVENT_APPLY_STEPS;
export type EventApplyStep = keyof EventApplySteps;

/** `POST /api/cart/pay`: the four steps, the event, and a key that makes a repeated click one order. */
export const EventOrderSubmissionSchema = z.intersection(
  mergeSteps(EVENT_APPLY_STEPS),
  z.object({
    event_id: idValue('活動'),
    idempotency_key: z.string({ error: '缺少送出識別碼。' }).regex(/^[A-Za-z0-9_-]{16,64}$/, '送出識別碼不正確。'),
  }),
);
export type EventOrderSubmission = z.output<typeof EventOrderSubmissionSchema>;
