import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { newsQueries } from '../../api/news.queries';
import { FilterLinks } from '../../components/filter-links';
import { LoadErrorState } from '../../components/load-error-state';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { categoryLinks, topCategoryBySlug } from '../articles/category-links';
import { TopAndList } from '../articles/top-and-list';
import { NEWS_TEXT } from './news-text';

/** The page's list query: the route's loader warms exactly this one. */
export const newsListOptions = (search: URLSearchParams, categoryId?: number) =>
  newsQueries.list({ page: parsePage(search.get('page')), categoryId });

/** `/news` and `/news/{slug}`: the category links, the top items and the paged list of 5. */
export function NewsListScreen({ slug }: { slug?: string }) {
  const [search] = useSearchParams();
  const categories = useQuery(articleCategoryQueries.list('articleNews'));
  const category = slug ? topCategoryBySlug(categories.data, slug) : undefined;
  const list = useQuery({ ...newsListOptions(search, category?.id), enabled: !slug || category !== undefined });

  return (
    <PageShell title={category?.subject} lead={category ? NEWS_TEXT.categoryLead(category.subject) : NEWS_TEXT.lead}>
      {categories.data && (
        <FilterLinks
          label={NEWS_TEXT.categoriesLabel}
          items={categoryLinks('/news', categories.data, category?.id ?? null)}
        />
      )}
      {slug && categories.isError ? (
        <LoadErrorState onRetry={() => void categories.refetch()} />
      ) : (
        <QueryState query={list}>
          {({ top, list: page }) => (
            <TopAndList top={top} list={page.data} meta={page.meta} listTitle={NEWS_TEXT.listTitle} />
          )}
        </QueryState>
      )}
    </PageShell>
  );
}
