import { Link } from 'react-router-dom';
import type { EventCard } from '../../../schemas/event.schema';
import { formatDate, formatTime, taipeiMonth } from '../../../schemas/taipei-date';
import { EVENTS_TEXT as T } from './events-text';

/** `YYYY-MM` of `month` moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** This month in Taiwan. */
export const currentMonth = () => taipeiMonth();

/**
 * The events of one month as a calendar (SPEC §9: weeks start on Sunday), each on its start day;
 * the filters of the list apply. `hrefFor(month)` keeps them when moving between months.
 */
export function EventsCalendar({
  month,
  events,
  hrefFor,
}: {
  month: string;
  events: EventCard[];
  hrefFor: (month: string) => string;
}) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (number | null)[] = [
    ...Array.from({ length: first.getUTCDay() }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const byDay = new Map<number, EventCard[]>();
  for (const e of events) {
    const day = Number(formatDate(e.started_at).slice(8, 10));
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <section className="events-calendar" aria-labelledby="events-calendar-title">
      <div className="events-calendar__head">
        <Link to={hrefFor(shiftMonth(month, -1))}>{T.prevMonth}</Link>
        <h2 id="events-calendar-title">{T.monthTitle(month)}</h2>
        <Link to={hrefFor(shiftMonth(month, 1))}>{T.nextMonth}</Link>
      </div>
      <table className="events-calendar__grid">
        <thead>
          <tr>
            {T.weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.map((d) => d ?? 'x').join('-')}>
              {week.map((day, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a weekday's place in the week
                <td key={i} className={day ? '' : 'events-calendar__blank'}>
                  {day && (
                    <>
                      <span className="events-calendar__day">{day}</span>
                      {(byDay.get(day) ?? []).map((e) => (
                        <Link key={e.id} to={e.link} className="events-calendar__event">
                          {formatTime(e.started_at)} {e.subject}
                        </Link>
                      ))}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
