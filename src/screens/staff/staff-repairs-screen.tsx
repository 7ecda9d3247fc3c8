import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { INHOME_PERIOD_LABELS } from '../../../schemas/inhome.schema';
import { visitText } from '../../../schemas/inhome-status.schema';
import { recordNumber } from '../../../schemas/record-number';
import {
  BOARD_KIND_LABELS,
  BOARD_KINDS,
  BOARD_STATUS_LABELS,
  BOARD_STATUSES,
  type StaffBoardRow,
} from '../../../schemas/staff-repair.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffServiceQueries } from '../../api/staff-service.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { type ListFilterField, ListFilters } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffTable } from '../../components/staff/staff-table';
import { StatusTag } from '../../components/staff/status-tag';
import { TaipeiTime } from '../../components/staff/taipei-time';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { SERVICE_TEXT } from './staff-service-text';
import { StaffShell } from './staff-shell';

const T = SERVICE_TEXT.repairs;
const TITLE = staffRouteById('staff-repairs')?.title ?? '';
const FILTER_NAMES = ['status', 'type', 'brand', 'store_id', 'from', 'to'] as const;

/**
 * /staff/repairs (service): the repairs board, newest first, with the in-home requests, filtered
 * through the address (status, kind, brand, the fast repair's store, the day it was sent). A
 * record's number opens its page (/staff/inhome/{id} for an in-home request), where it is moved
 * along its life cycle.
 */
export function StaffRepairsScreen() {
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <RepairBoard />}
    </StaffShell>
  );
}

function RepairBoard() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const repairs = useQuery({ ...staffServiceQueries.repairs({ page, ...filters }), placeholderData: keepPreviousData });
  const brands = useQuery(staffServiceQueries.repairBrands());
  const stores = useQuery(staffServiceQueries.stores());
  const refused = repairs.isError ? refusedFields(repairs.error) : null;

  const fields: ListFilterField[] = [
    {
      name: 'status',
      label: T.filters.status,
      options: BOARD_STATUSES.map((s) => ({ value: s, label: BOARD_STATUS_LABELS[s] })),
      emptyOption: T.filters.all,
    },
    {
      name: 'type',
      label: T.filters.type,
      options: BOARD_KINDS.map((t) => ({ value: t, label: BOARD_KIND_LABELS[t] })),
      emptyOption: T.filters.all,
    },
    {
      name: 'brand',
      label: T.filters.brand,
      options: (brands.data ?? []).map((b) => ({ value: b, label: b })),
      emptyOption: T.filters.all,
    },
    {
      name: 'store_id',
      label: T.filters.store,
      options: (stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      emptyOption: T.filters.all,
    },
    { name: 'from', label: T.filters.from, type: 'date' },
    { name: 'to', label: T.filters.to, type: 'date' },
  ];

  const columns: ColumnDef<StaffBoardRow, never>[] = [
    {
      id: 'number',
      header: T.columns.number,
      cell: ({ row }) => (
        <Link
          to={pageOf(row.original)}
          aria-label={(row.original.type === 'inhome' ? T.openInhome : T.open)(recordNumber(row.original.id))}
        >
          {recordNumber(row.original.id)}
        </Link>
      ),
      meta: { rowHeader: true },
    },
    { id: 'type', header: T.columns.type, cell: ({ row }) => BOARD_KIND_LABELS[row.original.type] },
    {
      id: 'product',
      header: T.columns.product,
      cell: ({ row }) => `${row.original.brand_name} ${row.original.model_name}`,
    },
    { id: 'member', header: T.columns.member, cell: ({ row }) => row.original.member.name },
    {
      id: 'booking',
      header: T.columns.booking,
      cell: ({ row }) => bookingOf(row.original),
    },
    {
      id: 'status',
      header: T.columns.status,
      cell: ({ row }) => <StatusTag status={row.original.status}>{BOARD_STATUS_LABELS[row.original.status]}</StatusTag>,
    },
    {
      id: 'created_at',
      header: T.columns.createdAt,
      cell: ({ row }) => <TaipeiTime at={row.original.created_at} />,
    },
  ];

  return (
    <>
      <p className="staff-section__lead">{T.lead}</p>
      {/* the selects' options arrive with their lists: remount once they have, so the address's choice shows */}
      <ListFilters key={`${brands.data?.length ?? 0}-${stores.data?.length ?? 0}`} fields={fields} errors={refused} />
      {repairs.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : repairs.isError ? (
        <LoadErrorState onRetry={() => void repairs.refetch()} />
      ) : (
        <StaffTable
          caption={T.caption}
          columns={columns}
          rows={repairs.data.data}
          rowId={(r) => `${r.type}-${r.id}`}
          meta={repairs.data.meta}
          empty={{ title: T.emptyTitle, hint: T.emptyHint }}
          filtered={filtered}
          onClearFilters={clearFilters}
          busy={repairs.isFetching}
        />
      )}
    </>
  );
}

/** A record's page: an in-home request has its own (its own table, numbers and life cycle). */
const pageOf = (r: StaffBoardRow) => (r.type === 'inhome' ? `/staff/inhome/${r.id}` : `/staff/repairs/${r.id}`);

/** A fast repair's store and time; an in-home request's visit, or the day the member asked for. */
function bookingOf(r: StaffBoardRow) {
  if (r.type === 'inhome')
    return r.visit
      ? visitText(r.visit)
      : T.preferred(`${r.preferred_date} ${INHOME_PERIOD_LABELS[r.preferred_period]}`);
  return r.book_store ? `${r.book_date}｜${r.book_store.name}` : '—';
}
