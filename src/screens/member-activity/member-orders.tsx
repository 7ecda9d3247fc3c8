import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { ACTIVITY_TEXT as T } from './activity-text';
import { OrderCard } from './order-card';
import { PaymentReturnNotice, returnOutcome } from './payment-return-notice';

/**
 * The member's orders, newest first, one page of the API at a time: the page is the address's
 * `?page=` (back/forward and a reload keep it), and the pager shows only when there is more.
 */
export function MemberOrders() {
  const [search] = useSearchParams();
  const orders = useQuery(eventOrderQueries.orders({ page: parsePage(search.get('page')) }));
  // the order the payment gateway sent the member back to (server/services/event-orders.service.ts)
  const returnedTo = search.get('order');
  return (
    <QueryState query={orders}>
      {({ data: list, meta }) => {
        if (meta.total === 0) {
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
            {meta.last_page > 1 && <Pagination meta={meta} />}
          </>
        );
      }}
    </QueryState>
  );
}
