import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { routeById } from '../../../schemas/route-manifest';
import type { StaffBrand } from '../../../schemas/staff-brand.schema';
import { staffBrandQueries } from '../../api/staff-brands.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { type ListFilterField, ListFilters } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffTable } from '../../components/staff/staff-table';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { SERVICE_TYPE_LABELS, BRANDS_TEXT as T } from './staff-brands-text';
import { StaffShell } from './staff-shell';

const TITLE = routeById('staff-brands')?.title ?? '';
const FILTERS: readonly ListFilterField[] = [{ name: 'q', label: T.filters.q, type: 'search' }];
const FILTER_NAMES = FILTERS.map((f) => f.name);

const COLUMNS: ColumnDef<StaffBrand, never>[] = [
  {
    id: 'name',
    header: T.columns.name,
    cell: ({ row }) => <Link to={`/staff/brands/${row.original.id}`}>{row.original.name}</Link>,
    meta: { rowHeader: true },
  },
  { id: 'name_en', header: T.columns.nameEn, cell: ({ row }) => row.original.name_en },
  { id: 'country', header: T.columns.country, cell: ({ row }) => row.original.country },
  {
    id: 'service_types',
    header: T.columns.serviceTypes,
    cell: ({ row }) => row.original.service_types.map((t) => SERVICE_TYPE_LABELS[t]).join('、') || T.none,
  },
  { id: 'sort', header: T.columns.sort, cell: ({ row }) => row.original.sort },
];

/** /staff/brands (editor): the brands in the order the public selects show them. */
export function StaffBrandsScreen() {
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => <BrandList />}
    </StaffShell>
  );
}

function BrandList() {
  const { page, filters, setFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffBrandQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
  const refused = list.isError ? refusedFields(list.error) : null;
  const create = (
    <Link className="button button--primary" to="/staff/brands/new">
      {T.create}
    </Link>
  );
  return (
    <>
      <div className="staff-section__head">
        <p className="staff-section__lead">{T.lead}</p>
        {create}
      </div>
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
          columns={COLUMNS}
          rows={list.data.data}
          rowId={(b) => String(b.id)}
          meta={list.data.meta}
          empty={{ title: T.emptyTitle, hint: T.emptyHint, action: create }}
          filtered={Object.keys(filters).length > 0}
          onClearFilters={() => setFilters({ q: '' })}
          busy={list.isFetching}
        />
      )}
    </>
  );
}
