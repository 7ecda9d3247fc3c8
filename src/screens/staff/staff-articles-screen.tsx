import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { ARTICLE_CLASSES } from '../../../schemas/article-category.schema';
import { PUBLICATION_LABELS, PUBLICATION_STATES } from '../../../schemas/publication.schema';
import type { StaffArticleListItem } from '../../../schemas/staff-article.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { staffArticleQueries } from '../../api/staff-articles.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { ARTICLE_CLASS_LABELS, ARTICLES_TEXT as T } from './staff-articles-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-articles')?.title ?? '';
const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

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
  {
    name: 'status',
    label: T.filters.status,
    options: [
      { value: '', label: T.filters.any },
      ...PUBLICATION_STATES.map((s) => ({ value: s, label: PUBLICATION_LABELS[s] })),
    ],
  },
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
  const { page, sort, filters, setFilters, setSort } = useListParams(FILTER_NAMES);
  const list = useQuery({
    ...staffArticleQueries.list({
      page,
      ...filters,
      ...(sort ? { sort: sort.id, dir: sort.desc ? 'desc' : 'asc' } : {}),
    }),
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
      filtered={Object.keys(filters).length > 0}
      onClearFilters={() => setFilters(Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])))}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
