import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { PageShell } from '../../components/page-shell';
import { MemberOnly } from '../member/member-only';
import { ACTIVITY_TEXT as T } from './activity-text';
import { MemberOrders } from './member-orders';
import { WaitlistEntries } from './waitlist-entries';
import './member-activity.css';

/** /member/activity: the member's event orders, newest first, a page at a time (`?page=`). */
export function MemberActivityScreen() {
  return (
    <PageShell lead={T.lead}>
      <MemberOnly>
        <MemberOrders />
        <WaitlistEntries />
        <Favourites />
      </MemberOnly>
    </PageShell>
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
