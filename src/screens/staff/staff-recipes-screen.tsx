import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { PUBLICATION_LABELS, PUBLICATION_STATES } from '../../../schemas/publication.schema';
import type { StaffRecipeListItem } from '../../../schemas/staff-recipe.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { recipeQueries } from '../../api/recipes.queries';
import { staffRecipeQueries } from '../../api/staff-recipes.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffList } from './staff-list';
import { RECIPES_TEXT as T } from './staff-recipes-text';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-recipes')?.title ?? '';
const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');
const FILTER_NAMES = ['q', 'solar_term_id', 'status'] as const;

const COLUMNS: ColumnDef<StaffRecipeListItem, never>[] = [
  {
    id: 'subject',
    header: T.columns.subject,
    enableSorting: true,
    cell: ({ row }) => <Link to={`/staff/recipes/${row.original.id}`}>{row.original.subject}</Link>,
    meta: { rowHeader: true },
  },
  { id: 'solar_term', header: T.columns.solarTerm, cell: ({ row }) => row.original.solar_term?.name ?? '—' },
  {
    id: 'status',
    header: T.columns.status,
    cell: ({ row }) => (
      <span className={`status-tag status-tag--${row.original.status}`}>{PUBLICATION_LABELS[row.original.status]}</span>
    ),
  },
  {
    id: 'published_at',
    header: T.columns.when,
    enableSorting: true,
    cell: ({ row }) =>
      row.original.status === 'scheduled' && row.original.publish_at
        ? T.scheduledAt(at(row.original.publish_at))
        : row.original.published_at
          ? at(row.original.published_at)
          : T.notYet,
  },
  {
    id: 'updated_at',
    header: T.columns.updated,
    enableSorting: true,
    cell: ({ row }) => <time dateTime={row.original.updated_at}>{at(row.original.updated_at)}</time>,
  },
];

/** /staff/recipes (editor): every recipe whatever its state, filtered and ordered through the address. */
export function StaffRecipesScreen() {
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => <RecipeList />}
    </StaffShell>
  );
}

function RecipeList() {
  const { page, sort, filters, setFilters, setSort } = useListParams(FILTER_NAMES);
  const terms = useQuery(recipeQueries.solarTerms());
  const fields: ListFilterField[] = [
    { name: 'q', label: T.filters.q, type: 'search' },
    {
      name: 'solar_term_id',
      label: T.filters.solarTerm,
      options: [
        { value: '', label: T.filters.any },
        ...[...(terms.data ?? [])].sort((a, b) => a.sort - b.sort).map((t) => ({ value: String(t.id), label: t.name })),
      ],
    },
    {
      name: 'status',
      label: T.filters.status,
      options: [
        { value: '', label: T.filters.any },
        ...PUBLICATION_STATES.map((s) => ({ value: s, label: PUBLICATION_LABELS[s] })),
      ],
    },
  ];
  const list = useQuery({
    ...staffRecipeQueries.list({
      page,
      ...filters,
      ...(sort ? { sort: sort.id, dir: sort.desc ? 'desc' : 'asc' } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <StaffList
      lead={T.lead}
      create={{ to: '/staff/recipes/new', label: T.create }}
      fields={fields}
      list={list}
      caption={T.caption}
      columns={COLUMNS}
      empty={{ title: T.emptyTitle, hint: T.emptyHint }}
      filtered={Object.keys(filters).length > 0}
      onClearFilters={() => setFilters(Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])))}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
