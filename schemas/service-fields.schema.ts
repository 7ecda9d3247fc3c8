import { z } from 'zod';
import { parseDateString } from './date-string.schema';
import { boundedId } from './id-param.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { GENDERS } from './profile.schema';
import { taipeiToday } from './taipei-date';
import { mobileCarrierSchema, ubnSchema } from './tw-validators.schema';

/**
 * Fields the repair, in-home and warranty forms share (SPEC §3, §5; DOMAIN.md): Taipei dates that
 * must lie in the past or the future, the e-invoice's number, the invoice the member wants issued
 * (B2C / PHONE / B2B) and a person's title.
 */

const dateWith = (required: string, check: (date: string) => string | null) =>
  plainText({ message: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const date = parseDateString(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: '請輸入正確的日期（YYYY-MM-DD）。' });
        return z.NEVER;
      }
      const problem = check(date);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return date;
    });

/** A purchase date: a real calendar date, not after today (SPEC §5). */
export const pastDateSchema = (label: string) =>
  dateWith(`請輸入${label}。`, (date) => (date > taipeiToday() ? `${label}不可晚於今天。` : null));

/** A booking date: a real calendar date later than today (SPEC §5 "future date"). */
export const futureDateSchema = (label: string) =>
  dateWith(`請選擇${label}。`, (date) => (date <= taipeiToday() ? `${label}須為明天以後的日期。` : null));

/** 電子發票號碼: two capital letters and eight digits (DOMAIN.md). */
export const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;
export const invoiceNumberSchema = plainText({ message: '請輸入發票號碼。' })
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(INVOICE_NUMBER, '發票號碼為 2 個英文字母加 8 碼數字（例如 AB12345678）。'));

export const SEXES = GENDERS;
export const sexSchema = z.enum(SEXES, { error: '請選擇稱謂。' });
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = { male: '先生', female: '小姐', other: '不指定' };

/** SPEC §3 invoice types: B2C member e-invoice, PHONE mobile carrier, B2B company (統一編號 + 抬頭). */
export const CARRIER_TYPES = ['B2C', 'PHONE', 'B2B'] as const;
export const CARRIER_LABELS: Record<(typeof CARRIER_TYPES)[number], string> = {
  B2C: '會員載具',
  PHONE: '手機條碼載具',
  B2B: '公司戶發票（統一編號）',
};

const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/** The invoice issued for a charge: carrier_type and what that type needs. */
export const issuedInvoiceShape = {
  // SPEC §5 default B2C: the form starts on it; the member's choice is always sent
  carrier_type: z.enum(CARRIER_TYPES, { error: '請選擇發票類型。' }),
  carrier_num: nullable(mobileCarrierSchema),
  invoice_ubn: nullable(ubnSchema),
  invoice_title: optionalText(100, '發票抬頭'),
};

type IssuedInvoice = {
  carrier_type: string;
  carrier_num: string | null;
  invoice_ubn: string | null;
  invoice_title: string | null;
};

/** For `.superRefine`: the fields the chosen invoice type needs. */
export function refineIssuedInvoice<T extends IssuedInvoice>(value: T, ctx: z.RefinementCtx<T>) {
  const refused = (field: string) => ctx.issues.some((i) => i.path?.[0] === field);
  if (value.carrier_type === 'PHONE' && value.carrier_num === null && !refused('carrier_num'))
    ctx.addIssue({ code: 'custom', path: ['carrier_num'], message: '請輸入手機條碼。' });
  if (value.carrier_type === 'B2B') {
    if (value.invoice_ubn === null && !refused('invoice_ubn'))
      ctx.addIssue({ code: 'custom', path: ['invoice_ubn'], message: '請輸入統一編號。' });
    if (value.invoice_title === null && !refused('invoice_title'))
      ctx.addIssue({ code: 'custom', path: ['invoice_title'], message: '請輸入發票抬頭。' });
  }
}

/** A positive id picked from a list (`'3'` from a select): refused with "請選擇…". */
export const pickedId = (label: string) => boundedId(`請選擇${label}。`, { coerce: true });

/** The e-invoice lookup site an invoice number links to (SPEC §9). */
export const INVOICE_LOOKUP_URL = 'https://www.einvoice.nat.gov.tw/';

/** A captcha answer (the SPEC's `google_recaptcha_token`, the warranty form's `token`). */
export const captchaAnswerSchema = plainText({ message: '請完成驗證。' })
  .trim()
  .min(1, '請完成驗證。')
  .max(8192, '驗證資料不正確。');
