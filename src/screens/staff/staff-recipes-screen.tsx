import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StaffRecipeListItem } from '../../../schemas/staff-recipe.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { recipeQueries } from '../../api/recipes.queries';
import { staffRecipeQueries } from '../../api/staff-recipes.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffList } from './staff-list';
import { publishedAtColumn, statusColumn, statusFilter, updatedAtColumn } from './staff-publication-columns';
import { RECIPES_TEXT as T } from './staff-recipes-text';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-recipes')?.title ?? '';
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
  statusColumn(T.columns.status),
  publishedAtColumn({ header: T.columns.when, scheduledAt: T.scheduledAt, notYet: T.notYet }),
  updatedAtColumn(T.columns.updated, { sortable: true }),
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
  const { page, sort, filters, filtered, sortQuery, clearFilters, setSort } = useListParams(FILTER_NAMES);
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
    statusFilter(T.filters.status, T.filters.any),
  ];
  const list = useQuery({
    ...staffRecipeQueries.list({ page, ...filters, ...sortQuery }),
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
      filtered={filtered}
      onClearFilters={clearFilters}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
