import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { STAFF_EVENT_STATE_LABELS, type StaffEventListItem } from '../../../schemas/staff-event.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { eventQueries } from '../../api/events.queries';
import { copyEvent, moveEventPublication } from '../../api/staff-events.mutations';
import { staffEventQueries } from '../../api/staff-events.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { EVENTS_TEXT as T } from './staff-events-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-events')?.title ?? '';
const FILTER_NAMES = ['q', 'state'] as const;

/** /staff/events (events): every event, published or not, with its seats; edit, attendees, copy, publish or take down. */
export function StaffEventsScreen() {
  return (
    <StaffShell title={TITLE} requires="events">
      {() => <EventList />}
    </StaffShell>
  );
}

function EventList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const [said, setSaid] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staffEventQueries.all() });
    void queryClient.invalidateQueries({ queryKey: eventQueries.all() });
  };
  const act = useMutation({
    mutationFn: async ({ row, what }: { row: StaffEventListItem; what: 'copy' | 'publish' | 'unpublish' }) => {
      if (what === 'copy') return T.copied((await copyEvent(row.id)).subject);
      const to = what === 'publish' ? 'published' : 'unpublished';
      const moved = await moveEventPublication(row.id, { to, version: row.version });
      return what === 'publish' ? T.published(moved.subject) : T.unpublished(moved.subject);
    },
    onSuccess: (message) => {
      setSaid(message);
      refresh();
    },
    onError: () => {
      setSaid(T.actionFailed);
      refresh();
    },
  });
  const columns: ColumnDef<StaffEventListItem, never>[] = [
    {
      id: 'subject',
      header: T.columns.subject,
      cell: ({ row }) => <Link to={`/staff/events/${row.original.id}/edit`}>{row.original.subject}</Link>,
      meta: { rowHeader: true },
    },
    { id: 'state', header: T.columns.state, cell: ({ row }) => STAFF_EVENT_STATE_LABELS[row.original.state] },
    {
      id: 'started_at',
      header: T.columns.startedAt,
      cell: ({ row }) => formatTaipei(row.original.started_at, 'YYYY/MM/DD HH:mm'),
    },
    { id: 'sessions', header: T.columns.sessions, cell: ({ row }) => row.original.sessions },
    {
      id: 'seats',
      header: T.columns.seats,
      cell: ({ row }) => `${row.original.seats_taken}／${row.original.capacity}`,
    },
    {
      id: 'actions',
      header: T.columns.actions,
      cell: ({ row }) => {
        const r = row.original;
        const name = (word: string) => `${word}「${r.subject}」`;
        return (
          <div className="staff-row-actions">
            <Link to={`/staff/events/${r.id}/attendees`} aria-label={name(T.attendees)}>
              {T.attendees}
            </Link>
            <button
              type="button"
              className="button button--ghost"
              aria-label={name(T.copy)}
              disabled={act.isPending}
              onClick={() => act.mutate({ row: r, what: 'copy' })}
            >
              {T.copy}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={name(r.state === 'published' ? T.unpublish : T.publish)}
              disabled={act.isPending}
              onClick={() => act.mutate({ row: r, what: r.state === 'published' ? 'unpublish' : 'publish' })}
            >
              {r.state === 'published' ? T.unpublish : T.publish}
            </button>
          </div>
        );
      },
    },
  ];
  const fields: ListFilterField[] = [
    { name: 'q', label: T.filters.q, type: 'search' },
    {
      name: 'state',
      label: T.filters.state,
      emptyOption: T.filters.any,
      options: [
        { value: 'draft', label: T.states.draft },
        { value: 'published', label: T.states.published },
      ],
    },
  ];
  const list = useQuery({ ...staffEventQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
  return (
    <>
      <p role="status" className="staff-section__lead">
        {said}
      </p>
      <StaffList
        lead={T.lead}
        create={{ to: '/staff/events/new', label: T.create }}
        fields={fields}
        list={list}
        caption={T.caption}
        columns={columns}
        empty={{ title: T.emptyTitle, hint: T.emptyHint }}
        filtered={filtered}
        onClearFilters={clearFilters}
      />
    </>
  );
}
