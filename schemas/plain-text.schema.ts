import { z } from 'zod';
import { isPlainText } from './plain-text';

/**
 * Every text field of every schema is built from `plainText`, so control characters (see
 * plain-text.ts) are refused once, here, as a field error (422), before any service or query sees them.
 */
export const CONTROL_CHARACTER_MESSAGE = '不可包含控制字元。';

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
