import { z } from 'zod';
import { plainText } from './plain-text.schema';

/**
 * Field rules about people shared by every form (SPEC §5, DOMAIN.md "People"): the sign-in
 * service, the member profile and later the contact, repair and gift forms.
 */

/** SPEC §5: letters, digits, dot, underscore or hyphen; @; a domain ending in 2 or more letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Trimmed and lower-cased, so that one address is one account however it was typed. */
export const emailSchema = plainText({ message: '請輸入 Email。' })
  .trim()
  .min(1, '請輸入 Email。')
  .max(254, 'Email 最多 254 個字元。')
  .regex(EMAIL_PATTERN, '請輸入正確的 Email 格式。')
  .transform((email) => email.toLowerCase());

export const MOBILE_PATTERN = /^09\d{8}$/;

/** `+886 912-345-678`, `0912 345 678`, `(0912)345678` → `0912345678`; anything else unchanged. */
export function normaliseMobile(value: string): string {
  const compact = value.replace(/[\s\-().]/g, '');
  const local = compact.replace(/^(?:\+?886)9/, '09');
  return local;
}

export const mobileSchema = plainText({ message: '請輸入手機號碼。' })
  .trim()
  .min(1, '請輸入手機號碼。')
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_PATTERN, '請輸入正確的手機號碼（09 開頭共 10 碼）。'));

export const personNameSchema = plainText({ message: '請輸入姓名。' })
  .trim()
  .min(1, '請輸入姓名。')
  .max(50, '姓名最多 50 個字。');
