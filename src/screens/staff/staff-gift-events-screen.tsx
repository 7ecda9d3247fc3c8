import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StaffGiftEvent } from '../../../schemas/staff-gift-event.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffGiftEventQueries } from '../../api/staff-gift-events.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { GIFT_EVENTS_TEXT as T } from './staff-gift-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-gift-events')?.title ?? '';
const FILTERS: readonly ListFilterField[] = [{ name: 'q', label: T.filters.q, type: 'search' }];
const FILTER_NAMES = FILTERS.map((f) => f.name);

const COLUMNS: ColumnDef<StaffGiftEvent, never>[] = [
  {
    id: 'subject',
    header: T.columns.subject,
    cell: ({ row }) => <Link to={`/staff/gift-events/${row.original.id}`}>{row.original.subject}</Link>,
    meta: { rowHeader: true },
  },
  {
    id: 'period',
    header: T.columns.period,
    cell: ({ row }) => `${row.original.started_on}～${row.original.ended_on}`,
  },
  { id: 'apply_ended_on', header: T.columns.applyEnded, cell: ({ row }) => row.original.apply_ended_on },
  { id: 'status', header: T.columns.status, cell: ({ row }) => T.status[row.original.status] },
  {
    id: 'gifts',
    header: T.columns.gifts,
    cell: ({ row }) => row.original.gifts.map((g) => T.giftStock(g.name, g.stock)).join('、'),
  },
  {
    id: 'pending',
    header: T.columns.pending,
    cell: ({ row }) => (
      <Link to={`/staff/gift-claims?state=submitted&gift_event_id=${row.original.id}`}>
        {row.original.pending_claims}
      </Link>
    ),
  },
];

/** /staff/gift-events (service): every gift event with its gifts, stock and claims waiting. */
export function StaffGiftEventsScreen() {
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <EventList />}
    </StaffShell>
  );
}

function EventList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffGiftEventQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
  return (
    <StaffList
      lead={T.lead}
      fields={FILTERS}
      list={list}
      caption={T.caption}
      columns={COLUMNS}
      empty={{ title: T.emptyTitle, hint: T.emptyHint }}
      filtered={filtered}
      onClearFilters={clearFilters}
    />
  );
}
