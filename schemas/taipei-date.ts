/**
 * Every date the site shows, in Asia/Taipei whatever the clock of the machine (the server's
 * TZ, the reader's browser) says: pages, mails, the payment gateway's timestamps, seeds. The
 * formats are SPEC §9's (`YYYY-MM-DD`, `(dd) HH:mm`). One module for the server and the SPA, so a
 * mail and the page that shows the same record cannot disagree by a day.
 *
 * Taiwan keeps UTC+8 all year (no daylight saving since 1979), so a fixed shift is exact: no Intl
 * (whose hour12:false wrote midnight as 「24:50」 in a mail) and no date library. dayjs with its
 * utc and timezone plugins did the same job for 4.4 KiB gzip more on the home page, past its
 * 130 KiB budget (docs/decisions/first-page-speed.md).
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** An instant: an ISO 8601 string with its offset (as the API sends), a Date or epoch milliseconds. */
export type Instant = string | Date | number;

/** Taipei's wall clock of the instant, read with the getUTC* methods; null when it is no date at all. */
function inTaipei(at: Instant): Date | null {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(time) ? null : new Date(time + TAIPEI_OFFSET_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A pattern of YYYY, YY, MM, DD, HH, mm, ss on Taipei's clock (`YYYY/MM/DD HH:mm:ss`); '' for no date. */
export function formatTaipei(at: Instant, pattern: string): string {
  const d = inTaipei(at);
  if (!d) return '';
  const parts: Record<string, string> = {
    YYYY: pad(d.getUTCFullYear(), 4),
    YY: pad(d.getUTCFullYear() % 100),
    MM: pad(d.getUTCMonth() + 1),
    DD: pad(d.getUTCDate()),
    HH: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm|ss/g, (token) => parts[token] as string);
}

/** `YYYY-MM-DD` */
export const formatDate = (at: Instant) => formatTaipei(at, 'YYYY-MM-DD');

/** `HH:mm`, 00–23 */
export const formatTime = (at: Instant) => formatTaipei(at, 'HH:mm');

/** `M/D`: a short date for a card's date block ('' for no date) */
export function formatMonthDay(at: Instant): string {
  const d = inTaipei(at);
  return d ? `${d.getUTCMonth() + 1}/${d.getUTCDate()}` : '';
}

/** The weekday's character: 日, 一 ... 六 ('' for no date). */
export function weekdayOf(at: Instant): string {
  const d = inTaipei(at);
  return d ? (WEEKDAYS[d.getUTCDay()] ?? '') : '';
}

/** `(dd)`: the weekday as (日), (一) ... (六) */
export function formatWeekday(at: Instant): string {
  const day = weekdayOf(at);
  return day ? `(${day})` : '';
}

/** `YYYY-MM-DD (dd) HH:mm`: one moment, as pages and mails show it. */
export function formatDateTime(at: Instant): string {
  return inTaipei(at) ? `${formatDate(at)} ${formatWeekday(at)} ${formatTime(at)}` : '';
}

/** `YYYY-MM-DD (dd) HH:mm`, with `–HH:mm` or a second date when there is an end. */
export function formatDateTimeRange(start: Instant, end?: Instant | null): string {
  const from = formatDateTime(start);
  if (end === undefined || end === null) return from;
  if (formatDate(end) === formatDate(start)) return `${from}–${formatTime(end)}`;
  return `${from} – ${formatDateTime(end)}`;
}

/** Today's date in Taiwan, `YYYY-MM-DD` (what "today" means for a form's date or a seed). */
export const taipeiToday = (now: Instant = new Date()) => formatDate(now);

/** This month in Taiwan, `YYYY-MM`. */
export const taipeiMonth = (now: Instant = new Date()) => formatTaipei(now, 'YYYY-MM');

/** The year in Taiwan (a new year begins at 16:00 UTC on 31 December). */
export const taipeiYear = (at: Instant = new Date()) => inTaipei(at)?.getUTCFullYear() ?? Number.NaN;

/** A date plus whole days, `YYYY-MM-DD` (calendar arithmetic: no clock, no zone). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A date plus whole months, `YYYY-MM-DD`; a day the month has not is its last (01-31 plus one
 * month is 02-28 or 02-29), as people count "every six months".
 */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
