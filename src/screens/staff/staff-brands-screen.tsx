import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StaffBrand } from '../../../schemas/staff-brand.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffBrandQueries } from '../../api/staff-brands.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { SERVICE_TYPE_LABELS, BRANDS_TEXT as T } from './staff-brands-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-brands')?.title ?? '';
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
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffBrandQueries.list({ page, ...filters }), placeholderData: keepPreviousData });
  return (
    <StaffList
      lead={T.lead}
      create={{ to: '/staff/brands/new', label: T.create }}
      fields={FILTERS}
      list={list}
      caption={T.caption}
      columns={COLUMNS}
      empty={{ title: T.emptyTitle, hint: T.emptyHint }}
      filtered={filtered}
      onClearFilters={clearFilters}
    />
  );
}
