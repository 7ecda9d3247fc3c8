import {
  INVOICE_QR_MESSAGES,
  type InvoiceQrResult,
  isLeftInvoiceQr,
  isRightInvoiceQr,
  parseInvoiceQr,
} from '../../schemas/invoice-qr';
import type { QrRead } from './qr-decoder';

export type InvoiceQrRead =
  | { ok: true; result: InvoiceQrResult; left: string; right: string | null }
  /** `none`: no e-invoice code in the picture; `invalid`: a left code the parser refused */
  | { ok: false; problem: 'none' | 'rightOnly' | 'invalid'; message: string };

export const NO_INVOICE_QR =
  '照片中找不到電子發票的 QR Code。請讓發票左側的 QR Code 清楚、完整地入鏡後再試一次，或直接輸入發票資料。';

/**
 * Of every code read in one picture, the e-invoice's: the LEFT code carries the header (and the
 * SPEC's fields), the right one (`**…`) only more items. Other codes in the picture are ignored.
 * The raw bytes go to the parser, so Big5 item names survive.
 */
export function invoiceFromQrReads(reads: readonly QrRead[]): InvoiceQrRead {
  const left = reads.find((r) => isLeftInvoiceQr(r.bytes));
  const right = reads.find((r) => isRightInvoiceQr(r.bytes)) ?? null;
  if (!left) {
    return right
      ? { ok: false, problem: 'rightOnly', message: INVOICE_QR_MESSAGES.noLeftCode }
      : { ok: false, problem: 'none', message: NO_INVOICE_QR };
  }
  const parsed = parseInvoiceQr(right ? [left.bytes, right.bytes] : [left.bytes]);
  if (!parsed.ok) return { ok: false, problem: 'invalid', message: parsed.message };
  return { ok: true, result: parsed.value, left: left.text, right: right?.text ?? null };
}
