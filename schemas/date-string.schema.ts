import { z } from 'zod';

/** SPEC §5: year-month-day, month and day of 1 or 2 digits. */
const DATE_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** `2024-2-29` → `2024-02-29`; null unless it names a real calendar date. */
export function parseDateString(value: string): string | null {
  const m = DATE_PATTERN.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A real calendar date, given back as `YYYY-MM-DD`. */
export const dateStringSchema = z.string({ message: '請輸入日期。' }).transform((value, ctx) => {
  const date = parseDateString(value);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: '請輸入正確的日期（YYYY-MM-DD）。' });
    return z.NEVER;
  }
  return date;
});
