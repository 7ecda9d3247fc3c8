import { Link } from 'react-router-dom';
import type { EventCard as EventCardData } from '../../schemas/event.schema';
import { formatDateTimeRange } from '../../schemas/taipei-date';
import { EVENT_TEXT } from '../lib/event-text';
import { ContentImage } from './content-image';
import './card.css';

/** An event in a list: when, where, free or paid, and whether sign-up is open. */
export function EventCard({ event, headingLevel = 3 }: { event: EventCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card--event">
      <div className="card__media">
        <ContentImage image={event.image} decorative sizes="(min-width: 1024px) 360px, 100vw" />
        <span className={`badge badge--${event.status}`}>{EVENT_TEXT.status[event.status]}</span>
      </div>
      <div className="card__body">
        <p className="card__eyebrow">
          {EVENT_TEXT.format[event.format]}・{EVENT_TEXT.costPlan[event.cost_plan]}
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
            <dd>{event.place_name}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
