import { FAST_REPAIR_MINUTES } from './reserve-time.schema';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (s: string) => s.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/**
 * An iCalendar file (RFC 5545) for a booked fast repair: `YYYY-MM-DD HH:mm` in Taipei, lasting
 * the 40 minutes a fast repair takes at best (SPEC §1), at the store booked (its name and
 * address as the event's location), with a reminder an hour before.
 */
export function fastRepairCalendar(input: {
  id: number;
  when: string;
  title: string;
  description: string;
  /** the store: `name, address` */
  location: string;
}): string {
  const [date, time] = input.when.split(' ');
  const start = new Date(`${date}T${time ?? '10:00'}:00+08:00`);
  const end = new Date(start.getTime() + FAST_REPAIR_MINUTES * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//haolife//fast-repair//ZH-TW',
    'BEGIN:VEVENT',
    `UID:fast-repair-${input.id}@haolife`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${icsText(input.title)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    `LOCATION:${icsText(input.location)}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(input.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
