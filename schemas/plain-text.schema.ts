import { z } from 'zod';

/**
 * Text as people type it. Control characters are never that: NUL cannot be stored by PostgreSQL
 * at all, escapes and C1 controls corrupt logs and mails, and a lone surrogate is not UTF-8.
 * Every text field of every schema is built from `plainText`, so such input is refused once,
 * here, as a field error (422), before any service or query sees it.
 */
export const CONTROL_CHARACTER_MESSAGE = '不可包含控制字元。';

/** C0 controls, DEL and C1 controls; tab, line feed and carriage return only in multi-line text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isPlainText(value: string, multiline = false): boolean {
  return !(multiline ? TEXT_CONTROLS : LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

/**
 * `z.string(params)` that refuses control characters (before any other check runs, so the message
 * is this one). One line unless `multiline` (a message's body).
 */
export function plainText(params?: Parameters<typeof z.string>[0], options: { multiline?: boolean } = {}) {
  return z
    .string(params)
    .refine((value) => isPlainText(value, options.multiline), { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/** A form's empty field arrives as '' (or is left out): it means "no value". */
export const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** Optional one-line text of a form: empty is null, trimmed, at most `max` characters. */
export const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToNull,
    plainText({ message: `${label}格式不正確。` })
      .trim()
      .max(max, `${label}最多 ${max} 個字。`)
      .nullable(),
  );
