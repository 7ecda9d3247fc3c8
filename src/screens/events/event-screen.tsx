import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Event } from '../../../schemas/event.schema';
import { formatDateTimeRange } from '../../../schemas/taipei-date';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { eventQueries } from '../../api/events.queries';
import { ContentImage } from '../../components/content-image';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { RichText } from '../../components/rich-text';
import { EVENT_TEXT, eventPriceText } from '../../lib/event-text';
import { EventRecommends, EventSessions, FavouriteButton, sessionsOffer } from './event-sessions';
import { EVENTS_TEXT } from './events-text';
import '../../components/card.css';
import '../../components/article-view.css';
import './event.css';

/** Google Maps' search for the address: the visitor's own map app shows the way there. */
const mapHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

function EventView({ event }: { event: Event }) {
  const coverInBody = event.image !== null && event.body.includes(`src="${event.image.link}"`);
  // seats and prices move with every order: read per request, never from the cached page
  const sessions = useQuery(eventOrderQueries.sessions(event.id));
  const offer = sessionsOffer(sessions.data);
  return (
    <div className="event-view">
      <div className="event-view__panel">
        <p className="event-view__status">
          <span className={`badge badge--inline badge--${event.status}`}>{EVENT_TEXT.status[event.status]}</span>
          <span>{EVENT_TEXT.format[event.format]}</span>
        </p>
        <dl className="event-view__facts">
          <div>
            <dt>{EVENTS_TEXT.when}</dt>
            <dd>
              <time dateTime={event.started_at}>{formatDateTimeRange(event.started_at, event.ended_at)}</time>
              {offer.sessions > 1 && (
                <span className="event-view__more">{EVENTS_TEXT.sessionsCount(offer.sessions)}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>{EVENTS_TEXT.where}</dt>
            <dd>
              <span>{event.place_name}</span>
              {event.place_address && (
                <>
                  <span className="event-view__more">{event.place_address}</span>
                  <a className="event-view__map" href={mapHref(event.place_address)} target="_blank" rel="noopener">
                    {EVENTS_TEXT.map}
                    <span className="visually-hidden">{EVENTS_TEXT.newWindow}</span>
                  </a>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{EVENTS_TEXT.cost}</dt>
            <dd className="event-view__price">{eventPriceText(event, offer.availability)}</dd>
          </div>
          {event.status === 'open' && offer.seats && (
            <div>
              <dt>{EVENT_TEXT.seats}</dt>
              <dd>{offer.seats}</dd>
            </div>
          )}
        </dl>
        <div className="event-view__actions">
          {event.status === 'open' ? (
            <Link className="button button--primary event-view__apply" to={`/events/${event.id}/apply`}>
              {EVENTS_TEXT.apply}
            </Link>
          ) : (
            <p className="event-view__closed">{EVENTS_TEXT.closed}</p>
          )}
          <FavouriteButton eventId={event.id} />
        </div>
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
