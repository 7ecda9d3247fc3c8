import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import {
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_MESSAGE_STATUSES,
  type InboxMessageRow,
} from '../../../schemas/staff-inbox.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { optionQueries } from '../../api/options.queries';
import { staffInboxQueries } from '../../api/staff-inbox.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StatusTag } from '../../components/staff/status-tag';
import { TaipeiTime } from '../../components/staff/taipei-time';
import { INBOX_TEXT as T } from './staff-inbox-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-inbox')?.title ?? '';
const FILTER_NAMES = ['status', 'class_id', 'q'];

const COLUMNS: ColumnDef<InboxMessageRow, never>[] = [
  {
    id: 'created_at',
    header: T.columns.createdAt,
    cell: ({ row }) => (
      <Link to={`/staff/inbox/${row.original.id}`}>
        <TaipeiTime at={row.original.created_at} />
      </Link>
    ),
    meta: { rowHeader: true },
  },
  { id: 'name', header: T.columns.name, cell: ({ row }) => row.original.name },
  { id: 'email', header: T.columns.email, cell: ({ row }) => row.original.email },
  { id: 'class', header: T.columns.className, cell: ({ row }) => row.original.class_name },
  {
    id: 'status',
    header: T.columns.status,
    cell: ({ row }) => (
      <StatusTag status={row.original.status}>{CONTACT_MESSAGE_STATUS_LABELS[row.original.status]}</StatusTag>
    ),
  },
];

/** /staff/inbox (service): every contact message by class and status, newest first. */
export function StaffInboxScreen() {
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <Inbox />}
    </StaffShell>
  );
}

function Inbox() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffInboxQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
  const classes = useQuery(optionQueries.contactClasses());
  const fields: ListFilterField[] | null = classes.data
    ? [
        {
          name: 'status',
          label: T.filters.status,
          options: CONTACT_MESSAGE_STATUSES.map((s) => ({ value: s, label: CONTACT_MESSAGE_STATUS_LABELS[s] })),
          emptyOption: T.filters.all,
        },
        {
          name: 'class_id',
          label: T.filters.classId,
          options: classes.data.map((c) => ({ value: String(c.id), label: c.name })),
          emptyOption: T.filters.all,
        },
        { name: 'q', label: T.filters.q, type: 'search' },
      ]
    : null;
  return (
    <StaffList
      lead={T.lead}
      fields={fields}
      list={list}
      caption={T.caption}
      columns={COLUMNS}
      empty={{ title: T.emptyTitle, hint: T.emptyHint }}
      filtered={filtered}
      onClearFilters={clearFilters}
    />
  );
}
