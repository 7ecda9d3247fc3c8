import { Link } from 'react-router-dom';
import type { EventCard as EventCardData } from '../../schemas/event.schema';
import type { EventAvailability } from '../../schemas/event-availability.schema';
import { formatDateTimeRange, formatMonthDay, formatWeekday } from '../../schemas/taipei-date';
import { EVENT_TEXT, eventPriceText, eventSeatsText } from '../lib/event-text';
import { ContentImage } from './content-image';
import './card.css';

/**
 * An event in a list: the date first (with its weekday, from the date itself), what it costs and
 * the seats left (`availability`, read per request; until it arrives the card says 付費/免費).
 */
export function EventCard({
  event,
  availability,
  headingLevel = 3,
}: {
  event: EventCardData;
  availability?: EventAvailability | undefined;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const seats = eventSeatsText(availability);
  return (
    <article className="card card--event">
      <div className="card__media">
        <ContentImage image={event.image} decorative sizes="(min-width: 1024px) 360px, 100vw" />
        <span className={`badge badge--${event.status}`}>{EVENT_TEXT.status[event.status]}</span>
      </div>
      <div className="card__body">
        <p className="card__date" aria-hidden="true">
          <span className="card__date-day">{formatMonthDay(event.started_at)}</span>
          <span className="card__date-weekday">{formatWeekday(event.started_at)}</span>
        </p>
        <Heading className="card__title">
          <Link to={event.link} className="card__link">
            {event.subject}
          </Link>
        </Heading>
        <dl className="card__facts">
          <div>
            <dt>{EVENT_TEXT.when}</dt>
            <dd>
              <time dateTime={event.started_at}>{formatDateTimeRange(event.started_at, event.ended_at)}</time>
            </dd>
          </div>
          <div>
            <dt>{EVENT_TEXT.where}</dt>
            <dd>
              {event.place_name}・{EVENT_TEXT.format[event.format]}
            </dd>
          </div>
        </dl>
        <p className="card__offer">
          <span className="card__price">{eventPriceText(event, availability)}</span>
          {seats && (
            <span className={`card__seats${availability?.state === 'full' ? ' card__seats--full' : ''}`}>{seats}</span>
          )}
        </p>
      </div>
    </article>
  );
}
