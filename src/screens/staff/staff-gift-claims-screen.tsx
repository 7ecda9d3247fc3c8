import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { GIFT_CLAIM_STATE_LABELS, GIFT_CLAIM_STATES } from '../../../schemas/gift-apply.schema';
import { recordNumber } from '../../../schemas/record-number';
import type { StaffGiftClaimRow } from '../../../schemas/staff-gift-claim.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffGiftClaimQueries } from '../../api/staff-gift-claims.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StatusTag } from '../../components/staff/status-tag';
import { TaipeiTime } from '../../components/staff/taipei-time';
import { GIFT_CLAIMS_TEXT as T } from './staff-gift-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-gift-claims')?.title ?? '';

const FILTERS: readonly ListFilterField[] = [
  {
    name: 'state',
    label: T.filters.state,
    options: GIFT_CLAIM_STATES.map((state) => ({ value: state, label: GIFT_CLAIM_STATE_LABELS[state] })),
    emptyOption: T.filters.all,
  },
  { name: 'q', label: T.filters.q, type: 'search' },
];
// the event's own link (from its row on the events screen) filters by it too
const FILTER_NAMES = [...FILTERS.map((f) => f.name), 'gift_event_id'];

const COLUMNS: ColumnDef<StaffGiftClaimRow, never>[] = [
  {
    id: 'id',
    header: T.columns.id,
    cell: ({ row }) => <Link to={`/staff/gift-claims/${row.original.id}`}>{recordNumber(row.original.id)}</Link>,
    meta: { rowHeader: true },
  },
  {
    id: 'created_at',
    header: T.columns.createdAt,
    cell: ({ row }) => <TaipeiTime at={row.original.created_at} />,
  },
  { id: 'event', header: T.columns.event, cell: ({ row }) => row.original.gift_event_subject },
  { id: 'gift', header: T.columns.gift, cell: ({ row }) => row.original.gift_name },
  {
    id: 'member',
    header: T.columns.member,
    cell: ({ row }) =>
      `${row.original.receive_name}${row.original.member_email ? `（${row.original.member_email}）` : ''}`,
  },
  { id: 'invoice', header: T.columns.invoice, cell: ({ row }) => row.original.invoice_number },
  {
    id: 'state',
    header: T.columns.state,
    cell: ({ row }) => <StatusTag status={row.original.state}>{GIFT_CLAIM_STATE_LABELS[row.original.state]}</StatusTag>,
  },
];

/** /staff/gift-claims (service): every claim, newest first, by state and by invoice, name or address. */
export function StaffGiftClaimsScreen() {
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <ClaimList />}
    </StaffShell>
  );
}

function ClaimList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffGiftClaimQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
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
