/**
 * What counts as plain text (plain-text.schema.ts builds every text field of every schema on it),
 * apart from zod so that a check the browser makes before zod is loaded (login-token-check.ts)
 * applies the same rule.
 *
 * Control characters are never text as people type it: NUL cannot be stored by PostgreSQL at all,
 * escapes and C1 controls corrupt logs and mails, and a lone surrogate is not UTF-8.
 */

/** C0 controls, DEL and C1 controls; tab, line feed and carriage return only in multi-line text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isPlainText(value: string, multiline = false): boolean {
  return !(multiline ? TEXT_CONTROLS : LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}
