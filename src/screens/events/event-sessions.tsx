import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { EventCard as EventCardData } from '../../../schemas/event.schema';
import type { EventAvailability } from '../../../schemas/event-availability.schema';
import type { EventSession } from '../../../schemas/event-session.schema';
import { formatMoney } from '../../../schemas/money';
import { formatDateTimeRange } from '../../../schemas/taipei-date';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { eventQueries } from '../../api/events.queries';
import { CardList } from '../../components/card-list';
import { EventCard } from '../../components/event-card';
import { eventSeatsText } from '../../lib/event-text';
import { useFlowMember } from '../flow/use-flow-member';

const T = {
  sessions: '場次與票券',
  seatsLeft: (n: number) => `剩餘 ${n} 位`,
  state: { open: '', full: '已額滿', past: '已截止報名' },
  waitlist: '加入候補',
  price: (n: number) => (n === 0 ? '免費' : formatMoney(n)),
  save: '加入收藏',
  saved: '已收藏',
  recommends: '推薦活動',
} as const;

/**
 * What the sessions offer now, in the words of the list's cards: the lowest price above zero, the
 * seats left over the sessions still open (or 額滿), and how many sessions there are.
 */
export function sessionsOffer(sessions: readonly EventSession[] | undefined): {
  availability?: EventAvailability;
  seats: string | null;
  sessions: number;
} {
  if (!sessions) return { seats: null, sessions: 0 };
  const prices = sessions.flatMap((s) => s.tickets.map((t) => t.price)).filter((p) => p > 0);
  const open = sessions.filter((s) => s.state !== 'past');
  const seatsLeft = open.filter((s) => s.state === 'open').reduce((sum, s) => sum + s.seats_left, 0);
  const availability: EventAvailability = {
    event_id: 0,
    price_from: prices.length ? Math.min(...prices) : null,
    seats_left: seatsLeft,
    state: open.length === 0 ? 'closed' : seatsLeft > 0 ? 'open' : 'full',
  };
  return { availability, seats: eventSeatsText(availability), sessions: sessions.length };
}

/** The event's sessions with their tickets and the seats left now (never from the page cache). */
export function EventSessions({ eventId }: { eventId: number }) {
  const sessions = useQuery(eventOrderQueries.sessions(eventId));
  if (!sessions.data?.length) return null;
  return (
    <section className="event-sessions" aria-labelledby="event-sessions-title">
      <h2 id="event-sessions-title">{T.sessions}</h2>
      <ul>
        {sessions.data.map((s) => (
          <li key={s.id} className={`event-session event-session--${s.state}`}>
            <span className="event-session__when">{formatDateTimeRange(s.started_at, s.ended_at)}</span>
            <strong className="event-session__name">{s.subject}</strong>
            <span className={`event-session__seats event-session__seats--${s.state}`}>
              {s.state === 'open' ? T.seatsLeft(s.seats_left) : T.state[s.state]}
            </span>
            <span className="event-session__tickets">
              {s.tickets.map((t) => `${t.name} ${T.price(t.price)}`).join('、')}
            </span>
            {s.state === 'full' && <Link to={`/events/${eventId}/waitlist?session=${s.id}`}>{T.waitlist}</Link>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Save the event to find it again in the member area (members only). */
export function FavouriteButton({ eventId }: { eventId: number }) {
  const member = useFlowMember();
  const queryClient = useQueryClient();
  const isMember = member.status === 'member';
  const favourites = useQuery({ ...eventOrderQueries.favourites(), enabled: isMember });
  const toggle = useMutation({
    // the mutations' module (its schemas, and zod) loads when a member presses the button: the event
    // page, rendered on the server, needs neither before it is usable (first-page-speed.md)
    mutationFn: () => import('../../api/event-orders.mutations').then((m) => m.toggleFavourite(eventId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventOrderQueries.favourites().queryKey }),
  });
  if (!isMember) return null;
  const saved = favourites.data?.some((e) => e.id === eventId) ?? false;
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-pressed={saved}
      disabled={toggle.isPending || !favourites.data}
      onClick={() => toggle.mutate()}
    >
      {saved ? T.saved : T.save}
    </button>
  );
}

/** Other open events, those of the same theme first. */
export function EventRecommends({ eventId }: { eventId: number }) {
  const list = useQuery(eventQueries.recommends(eventId));
  const availability = useQuery(eventQueries.availability(list.data?.map((e) => e.id) ?? []));
  if (!list.data?.length) return null;
  return (
    <section className="event-recommends" aria-labelledby="event-recommends-title">
      <h2 id="event-recommends-title">{T.recommends}</h2>
      <CardList items={list.data} keyOf={(e: EventCardData) => e.id} columns={2} variant="compact">
        {(e) => <EventCard event={e} availability={availability.data?.find((a) => a.event_id === e.id)} />}
      </CardList>
    </section>
  );
}
