import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GIFT_CLAIM_STATE_LABELS } from '../../../schemas/gift-apply.schema';
import { REPAIR_TYPE_LABELS } from '../../../schemas/repair.schema';
import { REPAIR_STATUS_LABELS } from '../../../schemas/repair-status.schema';
import { formatDateTimeRange, taipeiToday } from '../../../schemas/taipei-date';
import { ORDER_STATUS_LABELS, USER_ORDERS_MAX_PER_PAGE, type UserOrder } from '../../../schemas/user-order.schema';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { giftClaimQueries } from '../../api/gift-claims.queries';
import { serviceRecordQueries } from '../../api/services.queries';
import { QueryState } from '../../components/query-state';
import { OVERVIEW_TEXT as T } from './member-overview-text';

/** The member's next event: the soonest session ahead among orders paid or waiting for payment. */
export function nextOrder(orders: readonly UserOrder[], now = Date.now()): UserOrder | null {
  const ahead = orders
    .filter(
      (o) => (o.status === 'paid' || o.status === 'pending_payment') && Date.parse(o.event_info.session_ended_at) > now,
    )
    .sort((a, b) => Date.parse(a.event_info.session_started_at) - Date.parse(b.event_info.session_started_at));
  return ahead[0] ?? null;
}

const DONE_REPAIRS = new Set(['completed', 'cancelled']);
const OPEN_CLAIMS = new Set(['submitted', 'approved']);

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="overview-panel" aria-labelledby={id}>
      <h2 id={id} className="overview-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NextEvent() {
  // the orders still to come are the latest sessions: the first page of those, latest first,
  // holds the next one unless the member has booked more than a page ahead
  const orders = useQuery(
    eventOrderQueries.orders({
      sorting: '-session_started_at',
      status: ['paid', 'pending_payment'],
      perPage: USER_ORDERS_MAX_PER_PAGE,
    }),
  );
  return (
    <Panel id="overview-next" title={T.next.title}>
      <QueryState query={orders}>
        {({ data: list }) => {
          const next = nextOrder(list);
          if (!next) {
            return (
              <p className="overview-panel__empty">
                {T.next.empty} <Link to="/events">{T.next.browse}</Link>
              </p>
            );
          }
          const e = next.event_info;
          return (
            <div className="overview-next">
              <p className="overview-next__when">{formatDateTimeRange(e.session_started_at, e.session_ended_at)}</p>
              <p className="overview-next__name">
                <Link to={`/events/${e.event_id}`}>{e.event_name}</Link>
              </p>
              <p className="overview-next__place">{e.place_name}</p>
              <p className="overview-next__status">
                <span className={`order-status order-status--${next.status}`}>{ORDER_STATUS_LABELS[next.status]}</span>
              </p>
              <Link className="button button--primary" to={`/member/activity#order-${next.order_number}`}>
                {next.status === 'paid' ? T.next.tickets(next.items.length) : T.next.payBy}
              </Link>
            </div>
          );
        }}
      </QueryState>
    </Panel>
  );
}

function OpenRepairs() {
  const repairs = useQuery(serviceRecordQueries.repairs());
  return (
    <Panel id="overview-repairs" title={T.repairs.title}>
      <QueryState query={repairs}>
        {(list) => {
          const open = list.filter((r) => !DONE_REPAIRS.has(r.status));
          return open.length === 0 ? (
            <p className="overview-panel__empty">
              {T.repairs.empty} <Link to="/services/select">{T.repairs.apply}</Link>
            </p>
          ) : (
            <>
              <ul className="overview-list">
                {open.map((r) => (
                  <li key={r.id} className="overview-list__item">
                    <span>
                      {REPAIR_TYPE_LABELS[r.type]}｜{r.brand_name} {r.model_name}
                    </span>
                    <span className={`status-pill status-pill--${r.status}`}>{REPAIR_STATUS_LABELS[r.status]}</span>
                  </li>
                ))}
              </ul>
              <Link className="more-link" to="/member/service">
                {T.repairs.all}
              </Link>
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}

function OpenClaims() {
  const claims = useQuery(giftClaimQueries.mine());
  return (
    <Panel id="overview-claims" title={T.claims.title}>
      <QueryState query={claims}>
        {(list) => {
          const open = list.filter((c) => OPEN_CLAIMS.has(c.state));
          return open.length === 0 ? (
            <p className="overview-panel__empty">{T.claims.empty}</p>
          ) : (
            <ul className="overview-list">
              {open.map((c) => (
                <li key={c.id} className="overview-list__item">
                  <span>
                    {c.gift_event_subject}｜{c.gift_name}
                  </span>
                  <span className={`status-pill status-pill--${c.state}`}>{GIFT_CLAIM_STATE_LABELS[c.state]}</span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </Panel>
  );
}

function Warranties() {
  const warranties = useQuery(serviceRecordQueries.warranties());
  return (
    <Panel id="overview-warranties" title={T.warranties.title}>
      <QueryState query={warranties}>
        {(list) => {
          const latest = list.reduce<(typeof list)[number] | undefined>(
            (last, w) => (!last || w.created_at > last.created_at ? w : last),
            undefined,
          );
          // of the approved ones not yet ended, the one that ends first
          const today = taipeiToday();
          const ending = list
            .filter((w) => w.ends_on !== null && w.ends_on >= today)
            .reduce<(typeof list)[number] | undefined>(
              // ISO dates compare as text; no localeCompare, whose first call loads ICU's collator
              (first, w) => (!first || (w.ends_on ?? '') < (first.ends_on ?? '') ? w : first),
              undefined,
            );
          return !latest ? (
            <p className="overview-panel__empty">
              {T.warranties.empty} <Link to="/services/warranty">{T.warranties.register}</Link>
            </p>
          ) : (
            <>
              <p className="overview-panel__figure">{T.warranties.count(list.length)}</p>
              <p className="overview-panel__empty">
                {T.warranties.latest(`${latest.brand_name} ${latest.model_name}`, latest.invoice_date)}
              </p>
              {ending?.ends_on && (
                <p className="overview-panel__empty">
                  {T.warranties.endsOn(`${ending.brand_name} ${ending.model_name}`, ending.ends_on)}
                </p>
              )}
              <Link className="more-link" to="/member/service">
                {T.repairs.all}
              </Link>
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}

/** /member's first screen: what is coming and what is under way, each a way into its records. */
export function MemberOverview() {
  return (
    <div className="member-overview">
      <NextEvent />
      <OpenRepairs />
      <OpenClaims />
      <Warranties />
    </div>
  );
}
