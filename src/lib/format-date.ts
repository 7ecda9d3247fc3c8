/**
 * SPEC §9 date formats, shown in Asia/Taipei whatever the reader's clock says. Taiwan keeps UTC+8
 * all year (no daylight saving since 1979), so a fixed shift is exact and costs no Intl data or
 * date library in the home page's bundle.
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function taipei(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + TAIPEI_OFFSET_MS);
}

/** `YYYY-MM-DD` */
export function formatDate(iso: string): string {
  const d = taipei(iso);
  if (!d) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `HH:mm` */
export function formatTime(iso: string): string {
  const d = taipei(iso);
  return d ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/** `(dd)`: the weekday as 日, 一 ... 六 */
export function formatWeekday(iso: string): string {
  const d = taipei(iso);
  return d ? `(${WEEKDAYS[d.getUTCDay()]})` : '';
}

/** `M/D`: a short date for a card's date block */
export function formatMonthDay(iso: string): string {
  const d = taipei(iso);
  return d ? `${d.getUTCMonth() + 1}/${d.getUTCDate()}` : '';
}

/** `YYYY-MM-DD (dd) HH:mm`, with `–HH:mm` or a second date when there is an end. */
export function formatDateTimeRange(startIso: string, endIso?: string | null): string {
  const start = `${formatDate(startIso)} ${formatWeekday(startIso)} ${formatTime(startIso)}`;
  if (!endIso) return start;
  if (formatDate(endIso) === formatDate(startIso)) return `${start}–${formatTime(endIso)}`;
  return `${start} – ${formatDate(endIso)} ${formatWeekday(endIso)} ${formatTime(endIso)}`;
}
