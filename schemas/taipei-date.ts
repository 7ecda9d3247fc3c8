import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/**
 * Every date the site shows, in Asia/Taipei whatever the clock of the machine (the server's
 * TZ, the reader's browser) says: pages, mails, PDFs, the payment gateway's timestamps. The
 * formats are SPEC §9's (`YYYY-MM-DD`, `(dd) HH:mm`). One module for the server and the SPA, so a
 * mail and the page that shows the same record cannot disagree by a day.
 *
 * dayjs's timezone plugin reads the zone through Intl and turns its midnight "24" (Intl's
 * hour12:false quirk, seen as 「24:50」 in a mail) into 00.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

export const TAIPEI_ZONE = 'Asia/Taipei';
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** An instant: an ISO 8601 string with its offset (as the API sends), a Date or epoch milliseconds. */
export type Instant = string | Date | number;

/** The instant on Taipei's clock, or null when it is no date at all. */
export function inTaipei(at: Instant): Dayjs | null {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(time) ? null : dayjs(time).tz(TAIPEI_ZONE);
}

/** Any dayjs pattern on Taipei's clock (`YYYY/MM/DD HH:mm:ss`, `YYMMDD`); '' for no date. */
export function formatTaipei(at: Instant, pattern: string): string {
  return inTaipei(at)?.format(pattern) ?? '';
}

/** `YYYY-MM-DD` */
export const formatDate = (at: Instant) => formatTaipei(at, 'YYYY-MM-DD');

/** `HH:mm`, 00–23 */
export const formatTime = (at: Instant) => formatTaipei(at, 'HH:mm');

/** The weekday's character: 日, 一 ... 六 ('' for no date). */
export function weekdayOf(at: Instant): string {
  const d = inTaipei(at);
  return d ? WEEKDAYS[d.day()] : '';
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
export const taipeiYear = (at: Instant = new Date()) => inTaipei(at)?.year() ?? Number.NaN;

/** A date plus whole days, `YYYY-MM-DD` (calendar arithmetic: no clock, no zone). */
export const addDays = (date: string, days: number) => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
