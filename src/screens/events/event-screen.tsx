import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Event } from '../../../schemas/event.schema';
import { formatDateTimeRange } from '../../../schemas/taipei-date';
import { eventQueries } from '../../api/events.queries';
import { ContentImage } from '../../components/content-image';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { RichText } from '../../components/rich-text';
import { EVENT_TEXT } from '../../lib/event-text';
import { EventRecommends, EventSessions, FavouriteButton } from './event-sessions';
import { EVENTS_TEXT } from './events-text';
import '../../components/card.css';
import '../../components/article-view.css';
import './event.css';

function EventView({ event }: { event: Event }) {
  const coverInBody = event.image !== null && event.body.includes(`src="${event.image.link}"`);
  return (
    <div className="event-view">
      <div className="event-view__panel">
        <p>
          <span className={`badge badge--inline badge--${event.status}`}>{EVENT_TEXT.status[event.status]}</span>
        </p>
        <dl className="event-view__facts">
          <div>
            <dt>{EVENTS_TEXT.when}</dt>
            <dd>
              <time dateTime={event.started_at}>{formatDateTimeRange(event.started_at, event.ended_at)}</time>
            </dd>
          </div>
          <div>
            <dt>{EVENTS_TEXT.where}</dt>
            <dd>{event.place_name}</dd>
          </div>
          {event.place_address && (
            <div>
              <dt>{EVENTS_TEXT.address}</dt>
              <dd>{event.place_address}</dd>
            </div>
          )}
          <div>
            <dt>{EVENTS_TEXT.format}</dt>
            <dd>{EVENT_TEXT.format[event.format]}</dd>
          </div>
          <div>
            <dt>{EVENTS_TEXT.cost}</dt>
            <dd>{EVENT_TEXT.costPlan[event.cost_plan]}</dd>
          </div>
        </dl>
        {event.status === 'open' ? (
          <Link className="button button--primary" to={`/events/${event.id}/apply`}>
            {EVENTS_TEXT.apply}
          </Link>
        ) : (
          <p className="event-view__closed">{EVENTS_TEXT.closed}</p>
        )}
        <FavouriteButton eventId={event.id} />
      </div>
      <EventSessions eventId={event.id} />
      {!coverInBody && event.image && (
        <div className="article-view__cover">
          <ContentImage image={event.image} eager />
        </div>
      )}
      <RichText html={event.body} />
      <EventRecommends eventId={event.id} />
    </div>
  );
}

/** `/events/{id}`: when and where, cost, format, sign-up status and the description. */
export function EventScreen({ id }: { id: number }) {
  const event = useQuery(eventQueries.detail(id));
  return (
    <PageShell title={event.data?.subject} lead={event.data?.summary}>
      <div className="article-layout">
        <QueryState query={event}>{(data) => <EventView event={data} />}</QueryState>
        <Link className="more-link more-link--back" to="/events">
          {EVENTS_TEXT.back}
        </Link>
      </div>
    </PageShell>
  );
}
