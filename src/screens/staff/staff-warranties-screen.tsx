import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { STAFF_WARRANTY_STATUSES, type StaffWarranty } from '../../../schemas/staff-warranty.schema';
import { WARRANTY_STATUS_LABELS } from '../../../schemas/warranty.schema';
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

const T = SERVICE_TEXT.warranties;
const TITLE = staffRouteById('staff-warranties')?.title ?? '';

const FILTERS: readonly ListFilterField[] = [
  {
    name: 'status',
    label: T.filters.status,
    options: STAFF_WARRANTY_STATUSES.map((s) => ({ value: s, label: WARRANTY_STATUS_LABELS[s] })),
    emptyOption: T.filters.all,
  },
  { name: 'q', label: T.filters.q, type: 'search', hint: T.filters.qHint },
];
const FILTER_NAMES = FILTERS.map((f) => f.name);

/** /staff/warranties (service): the registrations to review, filtered through the address. */
export function StaffWarrantiesScreen() {
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <WarrantyList />}
    </StaffShell>
  );
}

function WarrantyList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffServiceQueries.warranties({ page, ...filters }), placeholderData: keepPreviousData });
  const refused = list.isError ? refusedFields(list.error) : null;

  const columns: ColumnDef<StaffWarranty, never>[] = [
    {
      id: 'number',
      header: T.columns.number,
      cell: ({ row }) => (
        <Link to={`/staff/warranties/${row.original.id}`} aria-label={T.open(row.original.case_number)}>
          {row.original.case_number}
        </Link>
      ),
      meta: { rowHeader: true },
    },
    {
      id: 'product',
      header: T.columns.product,
      cell: ({ row }) => `${row.original.brand_name} ${row.original.model_name}`,
    },
    {
      id: 'member',
      header: T.columns.member,
      cell: ({ row }) => row.original.member.name || row.original.member.email,
    },
    { id: 'invoice', header: T.columns.invoice, cell: ({ row }) => row.original.invoice_number },
    { id: 'invoice_date', header: T.columns.invoiceDate, cell: ({ row }) => row.original.invoice_date },
    {
      id: 'status',
      header: T.columns.status,
      cell: ({ row }) => (
        <StatusTag status={row.original.status}>{WARRANTY_STATUS_LABELS[row.original.status]}</StatusTag>
      ),
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
      <ListFilters fields={FILTERS} errors={refused} />
      {list.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : list.isError ? (
        <LoadErrorState onRetry={() => void list.refetch()} />
      ) : (
        <StaffTable
          caption={T.caption}
          columns={columns}
          rows={list.data.data}
          rowId={(w) => String(w.id)}
          meta={list.data.meta}
          empty={{ title: T.emptyTitle, hint: T.emptyHint }}
          filtered={filtered}
          onClearFilters={clearFilters}
          busy={list.isFetching}
        />
      )}
    </>
  );
}
