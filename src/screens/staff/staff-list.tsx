import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { PageMeta } from '../../../schemas/api-envelope.schema';
import { LoadErrorState } from '../../components/load-error-state';
import { type ListFilterField, ListFilters } from '../../components/staff/list-filters';
import type { ListSort } from '../../components/staff/list-params';
import { StaffTable } from '../../components/staff/staff-table';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';

/**
 * A console list screen's body: its lead and "new" link, the filters from the address, and the
 * page of records as a table; a filter the server refuses is shown by the filter, not as a failed
 * load.
 */
export function StaffList<R extends { id: number }>({
  lead,
  create,
  fields,
  list,
  caption,
  columns,
  empty,
  filtered,
  onClearFilters,
  sort,
  onSortChange,
}: {
  lead: string;
  create?: { to: string; label: string };
  /** null while a select's options are on their way: the filters are drawn once they are there */
  fields: readonly ListFilterField[] | null;
  list: UseQueryResult<{ data: R[]; meta: PageMeta }>;
  caption: string;
  columns: ColumnDef<R, never>[];
  empty: { title: string; hint: string };
  filtered: boolean;
  onClearFilters: () => void;
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
}) {
  const refused = list.isError ? refusedFields(list.error) : null;
  const action = create && (
    <Link className="button button--primary" to={create.to}>
      {create.label}
    </Link>
  );
  return (
    <>
      <div className="staff-section__head">
        <p className="staff-section__lead">{lead}</p>
        {action}
      </div>
      {fields && <ListFilters fields={fields} errors={refused} />}
      {list.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : list.isError ? (
        <LoadErrorState onRetry={() => void list.refetch()} />
      ) : (
        <StaffTable
          caption={caption}
          columns={columns}
          rows={list.data.data}
          rowId={(r) => String(r.id)}
          meta={list.data.meta}
          {...(sort !== undefined && { sort, onSortChange })}
          empty={{ ...empty, ...(action && { action }) }}
          filtered={filtered}
          onClearFilters={onClearFilters}
          busy={list.isFetching}
        />
      )}
    </>
  );
}
