import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { ARTICLE_CLASSES } from '../../../schemas/article-category.schema';
import type { StaffArticleListItem } from '../../../schemas/staff-article.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffArticleQueries } from '../../api/staff-articles.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { ARTICLE_CLASS_LABELS, ARTICLES_TEXT as T } from './staff-articles-text';
import { StaffList } from './staff-list';
import { publishedAtColumn, statusColumn, statusFilter, updatedAtColumn } from './staff-publication-columns';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-articles')?.title ?? '';

const FILTERS: readonly ListFilterField[] = [
  { name: 'q', label: T.filters.q, type: 'search' },
  {
    name: 'class',
    label: T.filters.class,
    options: [
      { value: '', label: T.filters.any },
      ...ARTICLE_CLASSES.map((c) => ({ value: c, label: ARTICLE_CLASS_LABELS[c] })),
    ],
  },
  statusFilter(T.filters.status, T.filters.any),
];
const FILTER_NAMES = FILTERS.map((f) => f.name);

const COLUMNS: ColumnDef<StaffArticleListItem, never>[] = [
  {
    id: 'subject',
    header: T.columns.subject,
    enableSorting: true,
    cell: ({ row }) => <Link to={`/staff/articles/${row.original.id}`}>{row.original.subject}</Link>,
    meta: { rowHeader: true },
  },
  { id: 'class', header: T.columns.class, cell: ({ row }) => ARTICLE_CLASS_LABELS[row.original.class] },
  statusColumn(T.columns.status),
  publishedAtColumn({ header: T.columns.when, scheduledAt: T.scheduledAt, notYet: T.notYet }),
  updatedAtColumn(T.columns.updated, { sortable: true }),
  { id: 'author', header: T.columns.author, cell: ({ row }) => row.original.author?.name ?? '—' },
];

/** /staff/articles (editor): every article of every class, filtered and ordered through the address. */
export function StaffArticlesScreen() {
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => <ArticleList />}
    </StaffShell>
  );
}

function ArticleList() {
  const { page, sort, filters, filtered, sortQuery, clearFilters, setSort } = useListParams(FILTER_NAMES);
  const list = useQuery({
    ...staffArticleQueries.list({ page, ...filters, ...sortQuery }),
    placeholderData: keepPreviousData,
  });
  return (
    <StaffList
      lead={T.lead}
      create={{ to: '/staff/articles/new', label: T.create }}
      fields={FILTERS}
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
