import { isBan, isDonateCode, isMobileBarcode } from 'taiwan-id-validator';
import { z } from 'zod';

/**
 * Taiwan's invoice identifiers (DOMAIN.md "Invoice carriers and tax ids"), checked by
 * taiwan-id-validator rather than by hand-written regexes. Values are trimmed strings: leading
 * zeros matter.
 */

/** 統一編號: 8 digits with the checksum (divisible by 5 since 2023-04-01; the 7th-digit-7 case). */
export const ubnSchema = z
  .string({ message: '請輸入正確的統一編號。' })
  .trim()
  // 00000000 passes the arithmetic but stands for "a consumer" on an invoice, never a company
  .refine((v) => v !== '00000000' && isBan(v), '請輸入正確的統一編號。');

/** 手機條碼: '/' and 7 of 0-9 A-Z . + - (people type lowercase: it is upper-cased first). */
export const mobileCarrierSchema = z
  .string({ message: '請輸入正確的手機條碼（/ 開頭共 8 碼）。' })
  .trim()
  .toUpperCase()
  .refine((v) => isMobileBarcode(v), '請輸入正確的手機條碼（/ 開頭共 8 碼）。');

/** 愛心碼 (捐贈碼): 3 to 7 digits, kept as a string. */
export const donationCodeSchema = z
  .string({ message: '請輸入正確的愛心碼。' })
  .trim()
  .refine((v) => isDonateCode(v), '請輸入正確的愛心碼。');
