import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { PUBLICATION_LABELS, PUBLICATION_STATES } from '../../../schemas/publication.schema';
import type { StaffLocation } from '../../../schemas/staff-catalogue.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { optionQueries } from '../../api/options.queries';
import { staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { CATALOGUE_TEXT } from './staff-catalogue-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const T = CATALOGUE_TEXT.locations;
const TITLE = staffRouteById('staff-locations')?.title ?? '';
const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');
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
  {
    id: 'status',
    header: T.columns.status,
    cell: ({ row }) => (
      <span className={`status-tag status-tag--${row.original.status}`}>{PUBLICATION_LABELS[row.original.status]}</span>
    ),
  },
  {
    id: 'updated_at',
    header: T.columns.updated,
    cell: ({ row }) => <time dateTime={row.original.updated_at}>{at(row.original.updated_at)}</time>,
  },
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
  const { page, filters, setFilters } = useListParams(FILTER_NAMES);
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
    {
      name: 'status',
      label: T.filters.status,
      options: PUBLICATION_STATES.map((s) => ({ value: s, label: PUBLICATION_LABELS[s] })),
    },
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
      filtered={Object.keys(filters).length > 0}
      onClearFilters={() => setFilters({ q: '', city: '', status: '' })}
    />
  );
}
