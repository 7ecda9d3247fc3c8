import { isBan } from 'taiwan-id-validator';
import { z } from 'zod';

/**
 * The e-invoice QR codes of a 電子發票證明聯 (DOMAIN.md "E-invoice QR code"). Pure: the browser
 * parses what its scanner read, the server parses the same string again before it trusts it.
 *
 * A receipt carries two codes. The LEFT one starts with the 77-character header (invoice number,
 * ROC date, random code, hex amounts, buyer and seller 統一編號, the encryption field), then
 * `:`-separated details: merchant area, item counts, the item-name encoding and `name:qty:price`
 * triplets. The RIGHT one starts with `**` and continues the triplets (one may straddle the two).
 * Scanners return them in either order, and a Big5 code may come back as bytes or as mojibake.
 */

/** SPEC §5: at least 55 characters (a real left code always has the full 77-character header). */
export const INVOICE_QR_MIN_LENGTH = 55;
export const INVOICE_QR_HEADER_LENGTH = 77;
/** A QR code holds at most 4296 characters (alphanumeric mode, version 40): more is not a scan. */
export const INVOICE_QR_MAX_LENGTH = 4296;

/** What the scanner gave: its text, or the raw bytes (the only lossless form of a Big5 code). */
export type QrContent = string | Uint8Array;

/** 0 Big5, 1 UTF-8, 2 Base64 (the codes' own numbering). */
export type InvoiceQrEncoding = 'big5' | 'utf-8' | 'base64';

export interface InvoiceQrItem {
  name: string;
  /** decimal on some receipts (`47.301` kg) */
  quantity: number;
  unitPrice: number;
}

/**
 * Something odd that real receipts do: reported, never a reason to refuse the code.
 * - sellerIdInvalid: the seller 統一編號 is a dummy (00000000) or fails the checksum: some shops' are
 * - encryptionField: the 24-character encryption field is missing or not Base64 (a cut code)
 * - itemCount: the listed items contradict the code's own item count
 * - itemsUnreadable: the item details could not be decoded (garbled names, broken triplets)
 */
export type InvoiceQrWarning = 'sellerIdInvalid' | 'encryptionField' | 'itemCount' | 'itemsUnreadable';

/** SPEC §3 "Invoice QR parse result", plus what the code tells beyond it. */
export interface InvoiceQrResult {
  invoiceNumber: string;
  /** ISO `YYYY-MM-DD` (the code's ROC `yyyMMdd`, year + 1911) */
  invoiceDate: string;
  /**
   * 4 digits kept as a string (leading zeros matter); null for a B2B invoice, which has none (the
   * Ministry of Finance's QR specification writes it as four spaces)
   */
  randomNumber: string | null;
  /** pre-tax; 0 when tax is not split out */
  salesAmount: number;
  totalAmount: number;
  /** `00000000` for a consumer */
  buyerId: string;
  sellerId: string;
  /** null when the code is cut short of it */
  encryption: string | null;
  merchantArea: string | null;
  itemCountInQr: number | null;
  itemCountOnInvoice: number | null;
  encoding: InvoiceQrEncoding | null;
  items: InvoiceQrItem[];
  warnings: InvoiceQrWarning[];
}

export type InvoiceQrErrorCode =
  | 'empty'
  | 'noLeftCode'
  | 'tooShort'
  | 'tooLong'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'randomNumber'
  | 'salesAmount'
  | 'totalAmount'
  | 'buyerId'
  | 'sellerId';

/** Traditional-Chinese words for each refusal, shown by the field that holds the code. */
export const INVOICE_QR_MESSAGES: Readonly<Record<InvoiceQrErrorCode, string>> = {
  empty: '請掃描或輸入發票 QR Code。',
  noLeftCode: '這不是電子發票左邊的 QR Code，請掃描發票證明聯左側的 QR Code。',
  tooShort: `發票 QR Code 內容不完整（至少 ${INVOICE_QR_MIN_LENGTH} 個字元），請重新掃描。`,
  tooLong: '這不是發票 QR Code 的內容（太長），請重新掃描。',
  invoiceNumber: '發票 QR Code 的發票號碼格式不正確（應為 2 個英文字母加 8 位數字）。',
  invoiceDate: '發票 QR Code 的開立日期不是正確的日期。',
  randomNumber: '發票 QR Code 的隨機碼格式不正確（應為 4 位數字）。',
  salesAmount: '發票 QR Code 的銷售額格式不正確。',
  totalAmount: '發票 QR Code 的總計金額格式不正確。',
  buyerId: '發票 QR Code 的買方統一編號格式不正確。',
  sellerId: '發票 QR Code 的賣方統一編號格式不正確。',
};

export type InvoiceQrParse =
  | { ok: true; value: InvoiceQrResult }
  | { ok: false; code: InvoiceQrErrorCode; message: string };

const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;
const ROC_DATE = /^\d{7}$/;
const RANDOM = /^\d{4}$/;
/** A B2B invoice's random code in its QR code: absent, written as four spaces. */
const NO_RANDOM = '    ';
const HEX8 = /^[0-9A-Fa-f]{8}$/;
const DIGITS8 = /^\d{8}$/;
const ENCRYPTION = /^[A-Za-z0-9+/]{22}==$/;
const COLON = 0x3a;
const STAR = 0x2a;

const fail = (code: InvoiceQrErrorCode): InvoiceQrParse => ({ ok: false, code, message: INVOICE_QR_MESSAGES[code] });

/** `1070427` → `2018-04-27`; null unless a real calendar date. */
export function rocDateToIso(roc: string): string | null {
  if (!ROC_DATE.test(roc)) return null;
  const year = Number(roc.slice(0, 3)) + 1911;
  const month = Number(roc.slice(3, 5));
  const day = Number(roc.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${roc.slice(3, 5)}-${roc.slice(5, 7)}`;
}

/** Shift_JIS puts its half-width katakana (U+FF61–U+FF9F) at the single bytes 0xA1–0xDF. */
const HALF_WIDTH_KATAKANA_FIRST = 0xff61;
const HALF_WIDTH_KATAKANA_LAST = 0xff9f;
const SHIFT_JIS_KATAKANA_BYTE = 0xa1;

/**
 * A scanner's text as bytes. A scanner that does not know Big5 reads its bytes as Latin-1 (ASCII
 * is too) or as Shift_JIS, whose half-width katakana sit on single bytes (`､E､GｵLｹ]` is 九二無鉛):
 * text made only of such characters goes back to the bytes, so Big5 names can be decoded properly.
 * Anything else was already decoded to Unicode by the scanner: `decoded` says so.
 */
function contentBytes(content: QrContent): { bytes: Uint8Array; decoded: boolean } {
  if (typeof content !== 'string') return { bytes: content, decoded: false };
  const bytes = new Uint8Array(content.length);
  for (let i = 0; i < content.length; i++) {
    const code = content.charCodeAt(i);
    if (code <= 0xff) bytes[i] = code;
    else if (code >= HALF_WIDTH_KATAKANA_FIRST && code <= HALF_WIDTH_KATAKANA_LAST) {
      bytes[i] = code - HALF_WIDTH_KATAKANA_FIRST + SHIFT_JIS_KATAKANA_BYTE;
    } else return { bytes: new TextEncoder().encode(content), decoded: true };
  }
  return { bytes, decoded: false };
}

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** Leading whitespace (some scanners pad) is not part of either code. */
function trimStart(bytes: Uint8Array): Uint8Array {
  let i = 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes.subarray(i);
}

function trimEnd(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (
    end > 0 &&
    (bytes[end - 1] === 0x20 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d || bytes[end - 1] === 0x09)
  )
    end--;
  return bytes.subarray(0, end);
}

/** The right code: `**` first (the left code starts with two capital letters, never `*`). */
export function isRightInvoiceQr(content: QrContent): boolean {
  const bytes = trimStart(contentBytes(content).bytes);
  return bytes[0] === STAR && bytes[1] === STAR;
}

/** Looks like a left code: two capital letters and eight digits first. */
export function isLeftInvoiceQr(content: QrContent): boolean {
  const bytes = trimStart(contentBytes(content).bytes);
  return INVOICE_NUMBER.test(ascii(bytes.subarray(0, 10)));
}

/**
 * Of every code read in one frame or photo (in any order, other codes included), the left
 * e-invoice code and the right one beside it. Null left when there is none.
 */
export function pickInvoiceQrCodes<T extends QrContent>(contents: readonly T[]): { left: T | null; right: T | null } {
  return {
    left: contents.find((c) => isLeftInvoiceQr(c)) ?? null,
    right: contents.find((c) => isRightInvoiceQr(c)) ?? null,
  };
}

function splitBytes(bytes: Uint8Array, separator: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === separator) {
      parts.push(bytes.subarray(start, i));
      start = i + 1;
    }
  }
  return parts;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function decodeText(bytes: Uint8Array, decoded: boolean): string | null {
  // The scanner already turned the bytes into Unicode (we hold its UTF-8): whatever the code claims.
  // Otherwise UTF-8 first even when the code says Big5 (printers mislabel): Big5 text is almost
  // never valid UTF-8 (its trail bytes are not continuation bytes), while UTF-8 often decodes as Big5.
  const order: readonly ('big5' | 'utf-8')[] = decoded ? ['utf-8'] : ['utf-8', 'big5'];
  for (const label of order) {
    try {
      return new TextDecoder(label, { fatal: true }).decode(bytes);
    } catch {
      // receipts mislabel their encoding: try the other one
    }
  }
  return null;
}

function base64Bytes(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '');
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  try {
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** `name:qty:price` triplets; null when they do not fit (a count or price that is not a number). */
function triplets(tokens: readonly string[]): InvoiceQrItem[] | null {
  // a trailing ':' (common) leaves empty tokens at the end
  const list = [...tokens];
  while (list.length > 0 && list[list.length - 1]?.trim() === '') list.pop();
  if (list.length % 3 !== 0) return null;
  const items: InvoiceQrItem[] = [];
  for (let i = 0; i < list.length; i += 3) {
    const [name = '', quantity = '', price = ''] = list.slice(i, i + 3).map((t) => t.trim());
    if (!NUMBER.test(quantity) || !NUMBER.test(price)) return null;
    items.push({ name, quantity: Number(quantity), unitPrice: Number(price) });
  }
  return items;
}

interface Details {
  merchantArea: string | null;
  itemCountInQr: number | null;
  itemCountOnInvoice: number | null;
  encoding: InvoiceQrEncoding | null;
  items: InvoiceQrItem[];
  unreadable: boolean;
}

const ENCODINGS: Readonly<Record<string, InvoiceQrEncoding>> = { '0': 'big5', '1': 'utf-8', '2': 'base64' };

/** Everything after the header's `:`: never a reason to refuse the code, only to warn. */
function parseDetails(detail: Uint8Array, decoded: boolean): Details {
  const none: Details = {
    merchantArea: null,
    itemCountInQr: null,
    itemCountOnInvoice: null,
    encoding: null,
    items: [],
    unreadable: false,
  };
  const tokens = splitBytes(detail, COLON);
  // tokens[0] is what precedes the first ':' (nothing in a well-formed code)
  const [, merchant, inQr, onInvoice, flag] = tokens.map((t) => ascii(t));
  if (merchant === undefined) return none;
  const count = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v.trim()) ? Number(v.trim()) : null);
  const encoding = flag === undefined ? null : (ENCODINGS[flag.trim()] ?? null);
  const head: Details = {
    ...none,
    merchantArea: decodeText(tokens[1] ?? new Uint8Array(), decoded) ?? merchant,
    itemCountInQr: count(inQr),
    itemCountOnInvoice: count(onInvoice),
    encoding,
  };
  const rest = tokens.slice(5);
  if (rest.length === 0 || (rest.length === 1 && rest[0]?.length === 0)) return head;
  if (encoding === null) return { ...head, unreadable: true };

  let texts: string[] | null;
  if (encoding === 'base64') {
    // either one Base64 blob holding `name:qty:price...`, or each name in Base64 on its own
    const blob =
      rest.length === 1 || (rest.length === 2 && rest[1]?.length === 0)
        ? base64Bytes(ascii(rest[0] ?? new Uint8Array()))
        : null;
    if (blob) {
      const text = decodeText(blob, false);
      texts = text === null ? null : text.split(':');
    } else {
      texts = rest.map((t, i) => {
        const raw = ascii(t);
        if (i % 3 !== 0) return raw;
        const bytes = base64Bytes(raw);
        return (bytes && decodeText(bytes, false)) ?? raw;
      });
    }
  } else {
    const decodedTokens = rest.map((t) => decodeText(t, decoded));
    texts = decodedTokens.every((t): t is string => t !== null) ? decodedTokens : null;
  }
  const items = texts === null ? null : triplets(texts);
  if (items === null) return { ...head, unreadable: true };
  return { ...head, items };
}

/**
 * Parses the left code (with the right one when the scanner saw it) into SPEC §3's result.
 * Accepts the codes in either order: `parseInvoiceQr([a, b])` finds which is which.
 * Refuses only what cannot be a real code; oddities of real receipts become `warnings`.
 */
export function parseInvoiceQr(codes: QrContent | readonly QrContent[]): InvoiceQrParse {
  const list = (Array.isArray(codes) ? codes : [codes]) as readonly QrContent[];
  const present = list.filter((c) => (typeof c === 'string' ? c.trim() !== '' : c.length > 0));
  if (present.length === 0) return fail('empty');
  // another QR code in the frame (a shop's URL) is not the left code; a malformed left code still
  // gets the message for what is wrong with it
  const leftContent = present.find((c) => isLeftInvoiceQr(c)) ?? present.find((c) => !isRightInvoiceQr(c));
  if (leftContent === undefined) return fail('noLeftCode');
  const rightContent = present.find((c) => isRightInvoiceQr(c));

  const left = contentBytes(leftContent);
  const leftBytes = trimEnd(trimStart(left.bytes));
  if (leftBytes.length < INVOICE_QR_MIN_LENGTH) return fail('tooShort');
  const rightLength = rightContent === undefined ? 0 : contentBytes(rightContent).bytes.length;
  if (leftBytes.length > INVOICE_QR_MAX_LENGTH || rightLength > INVOICE_QR_MAX_LENGTH) return fail('tooLong');
  const header = ascii(leftBytes.subarray(0, Math.min(INVOICE_QR_HEADER_LENGTH, leftBytes.length)));

  const invoiceNumber = header.slice(0, 10);
  if (!INVOICE_NUMBER.test(invoiceNumber)) return fail('invoiceNumber');
  const invoiceDate = rocDateToIso(header.slice(10, 17));
  if (invoiceDate === null) return fail('invoiceDate');
  const randomField = header.slice(17, 21);
  if (!RANDOM.test(randomField) && randomField !== NO_RANDOM) return fail('randomNumber');
  const randomNumber = randomField === NO_RANDOM ? null : randomField;
  const sales = header.slice(21, 29);
  if (!HEX8.test(sales)) return fail('salesAmount');
  const total = header.slice(29, 37);
  if (!HEX8.test(total)) return fail('totalAmount');
  const buyerId = header.slice(37, 45);
  if (!DIGITS8.test(buyerId)) return fail('buyerId');
  const sellerId = header.slice(45, 53);
  if (!DIGITS8.test(sellerId)) return fail('sellerId');

  const warnings: InvoiceQrWarning[] = [];
  if (sellerId === '00000000' || !isBan(sellerId)) warnings.push('sellerIdInvalid');
  const encryptionText = header.slice(53, 77);
  const encryption = ENCRYPTION.test(encryptionText) ? encryptionText : null;
  if (encryption === null) warnings.push('encryptionField');

  // the details start at the ':' after the encryption field; one cut short moves it (a 76-character
  // header was seen): take the first ':' after the seller id then, so the items still line up
  const detailStart =
    leftBytes[INVOICE_QR_HEADER_LENGTH] === COLON ? INVOICE_QR_HEADER_LENGTH : leftBytes.indexOf(COLON, 53);
  let details = parseDetails(new Uint8Array(), false);
  if (detailStart >= 53) {
    let detail: Uint8Array = leftBytes.subarray(detailStart);
    let decoded = left.decoded;
    if (rightContent !== undefined) {
      const right = contentBytes(rightContent);
      let more = trimEnd(trimStart(right.bytes).subarray(2));
      // `...:25` + `**:name:1:50`, or `...:25:` + `**:name...`: one ':' between them, not two
      if (detail[detail.length - 1] === COLON && more[0] === COLON) more = more.subarray(1);
      detail = concat(detail, more);
      decoded = decoded || right.decoded;
    }
    details = parseDetails(detail, decoded);
  }
  if (details.unreadable) warnings.push('itemsUnreadable');
  else if (
    details.itemCountInQr !== null &&
    details.items.length !== details.itemCountInQr &&
    // the left code alone may not hold every item the count promises: only a contradiction counts
    (rightContent !== undefined || details.items.length > details.itemCountInQr)
  ) {
    warnings.push('itemCount');
  }

  return {
    ok: true,
    value: {
      invoiceNumber,
      invoiceDate,
      randomNumber,
      salesAmount: Number.parseInt(sales, 16),
      totalAmount: Number.parseInt(total, 16),
      buyerId,
      sellerId,
      encryption,
      merchantArea: details.merchantArea,
      itemCountInQr: details.itemCountInQr,
      itemCountOnInvoice: details.itemCountOnInvoice,
      encoding: details.encoding,
      items: details.unreadable ? [] : details.items,
      warnings,
    },
  };
}

/**
 * A form or API field holding the left code's text as read (the right code is not needed for the
 * SPEC's fields). Trimmed; a malformed code is refused with the message for what is wrong.
 */
export const invoiceQrStringSchema = z.string({ message: INVOICE_QR_MESSAGES.empty }).superRefine((value, ctx) => {
  const parsed = parseInvoiceQr(value);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

/** The same field, parsed: gives SPEC §3's result. */
export const invoiceQrSchema = z.string({ message: INVOICE_QR_MESSAGES.empty }).transform((value, ctx) => {
  const parsed = parseInvoiceQr(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.value;
});

/** SPEC §3 "Invoice QR parse result" as data crossing the wire (for API payloads and drafts). */
export const InvoiceQrResultSchema = z.object({
  invoiceNumber: z.string().regex(INVOICE_NUMBER),
  invoiceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  randomNumber: z.string().regex(RANDOM).nullable(),
  salesAmount: z.number().int().min(0),
  totalAmount: z.number().int().min(0),
  buyerId: z.string().regex(DIGITS8),
  sellerId: z.string().regex(DIGITS8),
});
export type InvoiceQrFields = z.infer<typeof InvoiceQrResultSchema>;
