import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { MemberOnly } from '../member/member-only';
import { ACTIVITY_TEXT as T } from './activity-text';
import { OrderCard } from './order-card';
import { PaymentReturnNotice, returnOutcome } from './payment-return-notice';
import { WaitlistEntries } from './waitlist-entries';
import './member-activity.css';

/** /member/activity: the member's event orders, newest first. */
export function MemberActivityScreen() {
  return (
    <PageShell lead={T.lead}>
      <MemberOnly>
        <Orders />
        <WaitlistEntries />
        <Favourites />
      </MemberOnly>
    </PageShell>
  );
}

function Orders() {
  const orders = useQuery(eventOrderQueries.orders());
  // the order the payment gateway sent the member back to (server/services/event-orders.service.ts)
  const returnedTo = useSearchParams()[0].get('order');
  return (
    <QueryState query={orders}>
      {(list) => {
        if (list.length === 0) {
          return (
            <div className="state-message">
              <p>{T.empty}</p>
              <Link to="/events">{T.toEvents}</Link>
            </div>
          );
        }
        const returned = list.find((o) => o.order_number === returnedTo);
        const outcome = returned ? returnOutcome(returned) : null;
        return (
          <>
            {returned && outcome && <PaymentReturnNotice order={returned} outcome={outcome} />}
            <div className="order-list">
              {list
                .filter((order) => !outcome || order !== returned)
                .map((order) => (
                  <OrderCard key={order.order_number} order={order} />
                ))}
            </div>
          </>
        );
      }}
    </QueryState>
  );
}

/** The events the member saved (☆ on an event's page), to find them again. */
function Favourites() {
  const favourites = useQuery(eventOrderQueries.favourites());
  if (!favourites.data?.length) return null;
  return (
    <section className="favourites" aria-labelledby="favourites-title">
      <h2 id="favourites-title">{T.favourites}</h2>
      <ul>
        {favourites.data.map((e) => (
          <li key={e.id}>
            <Link to={e.link}>{e.subject}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
