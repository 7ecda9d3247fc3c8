import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '../../../schemas/audit-log.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffQueries } from '../../api/staff.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { type ListFilterField, ListFilters } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffTable } from '../../components/staff/staff-table';
import { TaipeiTime } from '../../components/staff/taipei-time';
import { UI_TEXT } from '../../lib/ui-text';
import { auditChanges, auditValueText } from './audit-diff';
import { refusedFields } from './refused-fields';
import { StaffShell } from './staff-shell';
import { AUDIT_ACTION_LABELS, AUDIT_TEXT as T } from './staff-text';

const TITLE = staffRouteById('staff-audit')?.title ?? '';

const FILTERS: readonly ListFilterField[] = [
  { name: 'actor', label: T.filters.actor, type: 'search', hint: T.filters.actorHint },
  { name: 'entity', label: T.filters.entity, hint: T.filters.entityHint },
  { name: 'entity_id', label: T.filters.entityId },
  { name: 'action', label: T.filters.action, hint: T.filters.actionHint },
  { name: 'from', label: T.filters.from, type: 'date' },
  { name: 'to', label: T.filters.to, type: 'date' },
];
const FILTER_NAMES = FILTERS.map((f) => f.name);

const entityText = (entry: AuditEntry) => (entry.entity_id ? `${entry.entity} #${entry.entity_id}` : entry.entity);

const COLUMNS: ColumnDef<AuditEntry, never>[] = [
  {
    id: 'at',
    header: T.columns.at,
    cell: ({ row }) => <TaipeiTime at={row.original.at} />,
    meta: { rowHeader: true },
    enableSorting: true,
  },
  {
    id: 'actor',
    header: T.columns.actor,
    cell: ({ row }) => row.original.actor_email ?? T.system,
    enableSorting: true,
  },
  { id: 'ip', header: T.columns.ip, cell: ({ row }) => row.original.ip },
  {
    id: 'action',
    header: T.columns.action,
    cell: ({ row }) => {
      const label = AUDIT_ACTION_LABELS[row.original.action];
      return label ? `${label}（${row.original.action}）` : row.original.action;
    },
    enableSorting: true,
  },
  { id: 'entity', header: T.columns.entity, cell: ({ row }) => entityText(row.original), enableSorting: true },
];

/**
 * /staff/audit (admin): every staff write, newest first unless a header orders it otherwise,
 * filtered through the address. Read-only: the log is append-only and the screen offers nothing
 * but reading it.
 */
export function StaffAuditScreen() {
  return (
    <StaffShell title={TITLE} requires="admin">
      {() => <AuditLog />}
    </StaffShell>
  );
}

function AuditLog() {
  const { page, sort, filters, filtered, sortQuery, clearFilters, setSort } = useListParams(FILTER_NAMES);
  const audit = useQuery({
    ...staffQueries.audit({ page, ...filters, ...sortQuery }),
    placeholderData: keepPreviousData,
  });
  const refused = audit.isError ? refusedFields(audit.error) : null;

  return (
    <>
      <p className="staff-section__lead">{T.lead}</p>
      <ListFilters fields={FILTERS} errors={refused} />
      {audit.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : audit.isError ? (
        <LoadErrorState onRetry={() => void audit.refetch()} />
      ) : (
        <StaffTable
          caption={T.caption}
          columns={COLUMNS}
          rows={audit.data.data}
          rowId={(entry) => String(entry.id)}
          meta={audit.data.meta}
          sort={sort}
          onSortChange={setSort}
          empty={{ title: T.emptyTitle, hint: T.emptyHint }}
          filtered={filtered}
          onClearFilters={clearFilters}
          detail={(entry) => <AuditDiff entry={entry} />}
          busy={audit.isFetching}
        />
      )}
    </>
  );
}

/** Only the keys the write changed, each with its value before and after, side by side. */
function AuditDiff({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <p>{T.diff.none}</p>;
  return (
    <table className="audit-diff">
      <caption>{T.diff.caption(entityText(entry))}</caption>
      <thead>
        <tr>
          <th scope="col">{T.diff.field}</th>
          <th scope="col">{T.diff.before}</th>
          <th scope="col">{T.diff.after}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.key}>
            <th scope="row">{change.key || '—'}</th>
            <td className="audit-diff__before">
              <pre>{auditValueText(change.before) || T.diff.empty}</pre>
            </td>
            <td className="audit-diff__after">
              <pre>{auditValueText(change.after) || T.diff.empty}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
