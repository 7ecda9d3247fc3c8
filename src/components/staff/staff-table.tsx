import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { Fragment, type ReactNode, useId } from 'react';
import type { PageMeta } from '../../../schemas/api-envelope.schema';
import { Pagination } from '../pagination';
import type { ListSort } from './list-params';
import { STAFF_TABLE_TEXT as T } from './staff-table-text';
import './staff-table.css';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** the cell that names its row (a person's name): `<th scope="row">` */
    rowHeader?: boolean;
    className?: string;
  }
}

export interface StaffTableProps<T> {
  /** what the table lists: its caption, and the name a screen reader gives it */
  caption: string;
  /**
   * a column sorts only with `enableSorting: true` and an `id` the server knows as `sort=` (the
   * server sorts, so no accessor is needed: the kit reads the flag itself, TanStack's getCanSort
   * would ask for one)
   */
  columns: ColumnDef<T, never>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  /** the server's page of a paged list; without it the rows are the whole list */
  meta?: PageMeta | undefined;
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  /** what to say and what to do when the list has no rows at all */
  empty: { title: string; hint: string; action?: ReactNode };
  /** the address names filters: an empty page then means "nothing matches", with a way out */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** a row's detail (an audit entry's before → after), opened by a button in its last cell */
  detail?: (row: T) => ReactNode;
  /** true while the next page or order loads: the rows shown are the previous ones */
  busy?: boolean;
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

/** A header's click: unsorted → ascending → descending → the list's own order. */
const nextSort = (id: string, sorted: false | 'asc' | 'desc'): ListSort | null =>
  sorted === false ? { id, desc: false } : sorted === 'asc' ? { id, desc: true } : null;

/**
 * Every console list (STAFF.md "Lists"): TanStack Table with paging, sorting and filtering left to
 * the server (`manual*`), the state in the address (useListParams), the total shown, an empty state
 * that says what to do, and table markup a screen reader can walk: a caption, `th scope`,
 * `aria-sort` on sortable headers whose toggles are buttons, row headers where a column names them.
 */
export function StaffTable<T>({
  caption,
  columns,
  rows,
  rowId,
  meta,
  sort = null,
  onSortChange,
  empty,
  filtered = false,
  onClearFilters,
  detail,
  busy = false,
}: StaffTableProps<T>) {
  const detailPrefix = useId();
  const sorting: SortingState = sort ? [sort] : [];
  const total = meta?.total ?? rows.length;
  const table = useReactTable<T>({
    data: rows as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    getRowCanExpand: () => detail !== undefined,
    defaultColumn: { enableSorting: false },
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    pageCount: meta?.last_page ?? 1,
    rowCount: total,
    state: {
      sorting,
      pagination: { pageIndex: (meta?.current_page ?? 1) - 1, pageSize: meta?.per_page ?? Math.max(rows.length, 1) },
    },
  });

  // an address past the last page (a shared link to a list that has since shrunk): the way back
  if (rows.length === 0 && meta && meta.total > 0) {
    return (
      <div className="staff-table">
        <div className="state-message state-message--empty staff-table__empty" role="status">
          <p className="state-message__title">{T.pastEndTitle}</p>
          <p className="state-message__hint">{T.pastEndHint(meta.last_page)}</p>
        </div>
        <Pagination meta={meta} />
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="state-message state-message--empty staff-table__empty" role="status">
        <p className="state-message__title">{filtered ? T.noMatchTitle : empty.title}</p>
        <p className="state-message__hint">{filtered ? T.noMatchHint : empty.hint}</p>
        {filtered && onClearFilters ? (
          <button type="button" className="button button--ghost state-message__action" onClick={onClearFilters}>
            {T.clearFilters}
          </button>
        ) : (
          empty.action
        )}
      </div>
    );
  }

  const columnCount = table.getVisibleLeafColumns().length + (detail ? 1 : 0);
  return (
    <div className="staff-table">
      <div className="staff-table__scroll">
        <table className="staff-table__table" aria-busy={busy || undefined}>
          <caption className="staff-table__caption">
            {caption}
            <span className="staff-table__count">{T.count(total, meta?.from ?? null, meta?.to ?? null)}</span>
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  const sorted = header.column.getIsSorted();
                  const sortable = header.column.columnDef.enableSorting === true && onSortChange !== undefined;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={header.column.columnDef.meta?.className}
                      aria-sort={sortable ? ariaSort(sorted) : undefined}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="staff-table__sort"
                          onClick={() => onSortChange(nextSort(header.column.id, sorted))}
                        >
                          {label}
                          <span
                            className={`staff-table__arrow staff-table__arrow--${sorted || 'none'}`}
                            aria-hidden="true"
                          />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
                {detail && (
                  <th scope="col" className="staff-table__detail-head">
                    {T.detailColumn}
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const detailId = `${detailPrefix}-${row.id}`;
              const open = row.getIsExpanded();
              return (
                <Fragment key={row.id}>
                  <tr className={open ? 'staff-table__row staff-table__row--open' : 'staff-table__row'}>
                    {row.getVisibleCells().map((cell) => {
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      const className = cell.column.columnDef.meta?.className;
                      return cell.column.columnDef.meta?.rowHeader ? (
                        <th key={cell.id} scope="row" className={className}>
                          {content}
                        </th>
                      ) : (
                        <td key={cell.id} className={className}>
                          {content}
                        </td>
                      );
                    })}
                    {detail && (
                      <td className="staff-table__detail-cell">
                        <button
                          type="button"
                          className="button button--ghost staff-table__toggle"
                          aria-expanded={open}
                          aria-controls={open ? detailId : undefined}
                          onClick={row.getToggleExpandedHandler()}
                        >
                          {open ? T.hideDetail : T.showDetail}
                        </button>
                      </td>
                    )}
                  </tr>
                  {detail && open && (
                    <tr className="staff-table__detail" id={detailId}>
                      <td colSpan={columnCount}>{detail(row.original)}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {meta && meta.last_page > 1 && <Pagination meta={meta} />}
    </div>
  );
}
