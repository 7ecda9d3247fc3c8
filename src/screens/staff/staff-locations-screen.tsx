import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StaffLocation } from '../../../schemas/staff-catalogue.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { optionQueries } from '../../api/options.queries';
import { staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { CATALOGUE_TEXT } from './staff-catalogue-text';
import { StaffList } from './staff-list';
import { statusColumn, statusFilter, updatedAtColumn } from './staff-publication-columns';
import { StaffShell } from './staff-shell';

const T = CATALOGUE_TEXT.locations;
const TITLE = staffRouteById('staff-locations')?.title ?? '';
const FILTER_NAMES = ['q', 'city', 'status'] as const;

const COLUMNS: ColumnDef<StaffLocation, never>[] = [
  {
    id: 'name',
    header: T.columns.name,
    cell: ({ row }) => <Link to={`/staff/locations/${row.original.id}`}>{row.original.name}</Link>,
    meta: { rowHeader: true },
  },
  { id: 'class', header: T.columns.class, cell: ({ row }) => row.original.class.name },
  { id: 'city', header: T.columns.city, cell: ({ row }) => `${row.original.city.name}${row.original.town.name}` },
  { id: 'phone', header: T.columns.phone, cell: ({ row }) => row.original.phone },
  statusColumn(T.columns.status),
  updatedAtColumn(T.columns.updated, { sortable: false }),
];

/** /staff/locations (editor): every store whatever its state, by city, filtered through the address. */
export function StaffLocationsScreen() {
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => <LocationList />}
    </StaffShell>
  );
}

function LocationList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const cities = useQuery(optionQueries.address());
  const list = useQuery({
    ...staffCatalogueQueries.locationList({ page, ...filters }),
    placeholderData: keepPreviousData,
  });
  const fields: readonly ListFilterField[] = [
    { name: 'q', label: T.filters.q, type: 'search' },
    {
      name: 'city',
      label: T.filters.city,
      options: (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    },
    statusFilter(T.filters.status),
  ];
  return (
    <StaffList
      lead={T.lead}
      create={{ to: '/staff/locations/new', label: T.create }}
      // the city select's options come with the cities: drawn once they are there
      fields={cities.isPending ? null : fields}
      list={list}
      caption={T.caption}
      columns={COLUMNS}
      empty={{ title: T.emptyTitle, hint: T.emptyHint }}
      filtered={filtered}
      onClearFilters={clearFilters}
    />
  );
}
