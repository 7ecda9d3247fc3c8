import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { GIFT_BRAND_SECTION, type GiftEvent, giftApplyPath } from '../../../schemas/gift-event.schema';
import { giftEventQueries } from '../../api/gift-events.queries';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { GIFTS_TEXT as T } from './gifts-text';
import '../../components/card.css';
import '../../components/article-view.css';
import './gifts.css';

/** Why an event takes no claim now, or null when it does. */
export function giftEventClosed(event: GiftEvent): string | null {
  if (event.status === 'upcoming') return T.closed.upcoming;
  if (event.status === 'ended') return T.closed.ended;
  if (event.out_of_stock) return T.closed.soldOut;
  return null;
}

/** The event's facts: the period, the purchase it asks for, where. */
export function GiftEventFacts({ event }: { event: GiftEvent }) {
  return (
    <dl className="gift-facts">
      <div>
        <dt>{T.purchasePeriod}</dt>
        <dd>
          {event.started_on} ～ {event.ended_on}
        </dd>
      </div>
      <div>
        <dt>{T.applyUntil}</dt>
        <dd>{event.apply_ended_on}</dd>
      </div>
      <div>
        <dt>{T.minAmount}</dt>
        <dd>{event.min_amount > 0 ? T.amount(event.min_amount) : T.anyAmount}</dd>
      </div>
      <div>
        <dt>{T.channels}</dt>
        <dd>{event.channels.map((c) => c.name).join('、')}</dd>
      </div>
    </dl>
  );
}

function GiftEventView({ event }: { event: GiftEvent }) {
  const closed = giftEventClosed(event);
  return (
    <div className="gift-event">
      <p>
        <span className={`badge badge--inline badge--${event.status === 'open' ? 'open' : 'closed'}`}>
          {T.status[event.status]}
        </span>
      </p>
      <GiftEventFacts event={event} />
      <section aria-labelledby="gift-list-title">
        <h2 id="gift-list-title" className="list-section__title">
          {T.gifts}
        </h2>
        <ul className="gift-list">
          {event.gifts.map((gift) => (
            <li key={gift.id} className="gift-list__item">
              <span className="gift-list__name">{gift.name}</span>
              <span className="gift-list__text">{gift.description}</span>
              <span className="gift-list__left">{T.left(gift.stock)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="gift-event__body">
        {event.body.split(/\n\s*\n/).map((para) => (
          <p key={para}>{para}</p>
        ))}
      </div>
      {closed ? (
        <p className="gift-event__closed">{closed}</p>
      ) : (
        <Link className="button button--primary" to={giftApplyPath(event.id)}>
          {T.apply}
        </Link>
      )}
    </div>
  );
}

/** SPEC §2 /giftmain/brand-hs/giftid-{id}: the period, the purchase asked for, the gifts and how many are left. */
export function GiftEventScreen({ id }: { id: number }) {
  const event = useQuery(giftEventQueries.detail(id));
  return (
    <PageShell title={event.data?.subject} lead={event.data?.summary}>
      <div className="article-layout">
        <QueryState query={event}>{(data) => <GiftEventView event={data} />}</QueryState>
        <Link className="more-link more-link--back" to={`/giftchoose/${GIFT_BRAND_SECTION}`}>
          {T.back}
        </Link>
      </div>
    </PageShell>
  );
}
