import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, type StaffOrderListItem } from '../../../schemas/staff-order.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { staffOrderQueries } from '../../api/staff-orders.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { type ListFilterField, ListFilters } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffTable } from '../../components/staff/staff-table';
import { StatusTag } from '../../components/staff/status-tag';
import { TaipeiTime } from '../../components/staff/taipei-time';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { ORDERS_TEXT as T } from './staff-orders-text';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-orders')?.title ?? '';

const FILTERS: readonly ListFilterField[] = [
  { name: 'q', label: T.filters.q, type: 'search', hint: T.filters.qHint },
  {
    name: 'status',
    label: T.filters.status,
    options: ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_NAMES[status] })),
    emptyOption: T.filters.all,
  },
];
const FILTER_NAMES = FILTERS.map((f) => f.name);

const COLUMNS: ColumnDef<StaffOrderListItem, never>[] = [
  {
    id: 'order_number',
    header: T.columns.orderNumber,
    cell: ({ row }) => <Link to={`/staff/orders/${row.original.order_number}`}>{row.original.order_number}</Link>,
    meta: { rowHeader: true },
  },
  {
    id: 'member',
    header: T.columns.member,
    cell: ({ row }) => `${row.original.member.name} ${row.original.member.email ?? ''}`.trim(),
  },
  {
    id: 'event',
    header: T.columns.event,
    cell: ({ row }) =>
      `${row.original.event_name}（${formatTaipei(row.original.session_started_at, 'YYYY/MM/DD HH:mm')}）`,
  },
  {
    id: 'status',
    header: T.columns.status,
    cell: ({ row }) => <StatusTag status={row.original.status}>{ORDER_STATUS_NAMES[row.original.status]}</StatusTag>,
  },
  { id: 'total', header: T.columns.total, cell: ({ row }) => T.money(row.original.total) },
  {
    id: 'refunded',
    header: T.columns.refunded,
    cell: ({ row }) => (row.original.refunded_amount ? T.money(row.original.refunded_amount) : ''),
  },
  {
    id: 'created_at',
    header: T.columns.createdAt,
    cell: ({ row }) => <TaipeiTime at={row.original.created_at} />,
  },
];

/** /staff/orders (events): event orders, newest first, searched and filtered through the address. */
export function StaffOrdersScreen() {
  return (
    <StaffShell title={TITLE} requires="events">
      {() => <OrderList />}
    </StaffShell>
  );
}

function OrderList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const orders = useQuery({ ...staffOrderQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
  const refused = orders.isError ? refusedFields(orders.error) : null;
  return (
    <>
      <p className="staff-section__lead">{T.lead}</p>
      <ListFilters fields={FILTERS} errors={refused} />
      {orders.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : orders.isError ? (
        <LoadErrorState onRetry={() => void orders.refetch()} />
      ) : (
        <StaffTable
          caption={T.caption}
          columns={COLUMNS}
          rows={orders.data.data}
          rowId={(o) => o.order_number}
          meta={orders.data.meta}
          empty={{ title: T.emptyTitle, hint: T.emptyHint }}
          filtered={filtered}
          onClearFilters={clearFilters}
          busy={orders.isFetching}
        />
      )}
    </>
  );
}
