import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { PageMeta } from '../../../schemas/api-envelope.schema';
import { MAIL_STATUS_LABELS, MAIL_STATUSES, type StaffMail } from '../../../schemas/staff-mail.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { retryStaffMail } from '../../api/staff-mails.mutations';
import { staffMailQueries } from '../../api/staff-mails.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { type ListFilterField, ListFilters } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffTable } from '../../components/staff/staff-table';
import { StatusTag } from '../../components/staff/status-tag';
import { TaipeiTime } from '../../components/staff/taipei-time';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { MAILS_TEXT as T } from './staff-mails-text';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-mails')?.title ?? '';

const FILTERS: readonly ListFilterField[] = [
  {
    name: 'status',
    label: T.filters.status,
    options: MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABELS[status] })),
    emptyOption: T.filters.all,
  },
  { name: 'q', label: T.filters.q, type: 'search', hint: T.filters.qHint },
];
const FILTER_NAMES = FILTERS.map((f) => f.name);

/** What staff know a mail by: its address, or, for a template mail not made yet, its key. */
const recipientText = (mail: StaffMail) => mail.to ?? mail.key;

type Outcome = { kind: 'retried' } | { kind: 'failed'; text: string } | null;

/**
 * /staff/mails (admin): the outbox, newest first, filtered through the address. A failed mail (the
 * queue gave up after its tries) can be sent again; nothing else is changed here.
 */
export function StaffMailsScreen() {
  return (
    <StaffShell title={TITLE} requires="admin">
      {() => <MailList />}
    </StaffShell>
  );
}

function MailList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const mails = useQuery({ ...staffMailQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
  const refused = mails.isError ? refusedFields(mails.error) : null;
  const [outcome, setOutcome] = useState<Outcome>(null);

  const columns: ColumnDef<StaffMail, never>[] = [
    {
      id: 'created_at',
      header: T.columns.createdAt,
      cell: ({ row }) => <TaipeiTime at={row.original.created_at} />,
      meta: { rowHeader: true },
    },
    { id: 'to', header: T.columns.to, cell: ({ row }) => recipientText(row.original) },
    {
      id: 'subject',
      header: T.columns.subject,
      cell: ({ row }) => row.original.subject ?? T.notYetMade(row.original.template ?? row.original.key),
    },
    {
      id: 'status',
      header: T.columns.status,
      cell: ({ row }) => <StatusTag status={row.original.status}>{MAIL_STATUS_LABELS[row.original.status]}</StatusTag>,
    },
    { id: 'attempts', header: T.columns.attempts, cell: ({ row }) => row.original.attempts },
    { id: 'last_error', header: T.columns.lastError, cell: ({ row }) => row.original.last_error ?? '' },
    {
      id: 'actions',
      header: T.columns.actions,
      cell: ({ row }) =>
        row.original.status === 'failed' ? <RetryButton mail={row.original} onOutcome={setOutcome} /> : null,
    },
  ];

  return (
    <>
      <p className="staff-section__lead">{T.lead}</p>
      <ListFilters fields={FILTERS} errors={refused} />
      {/* always there, so a screen reader hears the words when they come */}
      <p className="form-status" role="status">
        {outcome?.kind === 'retried' ? T.retried : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p className="form-status form-status--failed" role="alert">
          {outcome.text}
        </p>
      )}
      {mails.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : mails.isError ? (
        <LoadErrorState onRetry={() => void mails.refetch()} />
      ) : (
        <StaffTable
          caption={T.caption}
          columns={columns}
          rows={mails.data.data}
          rowId={(mail) => String(mail.id)}
          meta={mails.data.meta}
          empty={{ title: T.emptyTitle, hint: T.emptyHint }}
          filtered={filtered}
          onClearFilters={clearFilters}
          busy={mails.isFetching}
        />
      )}
    </>
  );
}

/**
 * 重新寄送 for one failed mail. The row changes in place to what the server answered (待寄出),
 * even in a list filtered to 寄送失敗: staff see the mail they acted on, not a row vanishing. The
 * lists are marked stale and read again next time they are opened.
 */
function RetryButton({ mail, onOutcome }: { mail: StaffMail; onOutcome: (outcome: Outcome) => void }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryStaffMail(mail.id),
    onSuccess: async (queued) => {
      queryClient.setQueriesData<{ data: StaffMail[]; meta: PageMeta }>(
        { queryKey: staffMailQueries.all() },
        (page) => page && { ...page, data: page.data.map((m) => (m.id === queued.id ? queued : m)) },
      );
      await queryClient.invalidateQueries({ queryKey: staffMailQueries.all(), refetchType: 'none' });
    },
  });

  const press = () => {
    // the button is disabled while the call runs; this covers a second press before it re-renders
    if (retry.isPending) return;
    onOutcome(null);
    retry.mutate(undefined, {
      onSuccess: () => onOutcome({ kind: 'retried' }),
      onError: (error) => onOutcome({ kind: 'failed', text: refusedFields(error)?.id?.[0] ?? T.retryFailed }),
    });
  };

  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={press}
      disabled={retry.isPending}
      aria-busy={retry.isPending}
      aria-label={T.retryLabel(recipientText(mail))}
    >
      {retry.isPending ? T.retrying : T.retry}
    </button>
  );
}
