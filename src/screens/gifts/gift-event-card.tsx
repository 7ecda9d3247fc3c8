import { Link } from 'react-router-dom';
import type { GiftEventCard as GiftEventCardData } from '../../../schemas/gift-event.schema';
import { GIFTS_TEXT as T } from './gifts-text';
import '../../components/card.css';

/** One gift event in a list: its status, period and threshold. */
export function GiftEventCard({ event }: { event: GiftEventCardData }) {
  return (
    <article className="card gift-card">
      <div className="card__body">
        <p>
          <span className={`badge badge--inline badge--${event.status === 'open' ? 'open' : 'closed'}`}>
            {T.status[event.status]}
          </span>
          {event.out_of_stock && <span className="badge badge--inline badge--closed">{T.outOfStock}</span>}
        </p>
        <h3 className="card__title">
          <Link to={event.link} className="card__link">
            {event.subject}
          </Link>
        </h3>
        <p className="card__text">{event.summary}</p>
        <p className="card__meta">
          {T.purchasePeriod}：{event.started_on} ～ {event.ended_on}
        </p>
      </div>
    </article>
  );
}
