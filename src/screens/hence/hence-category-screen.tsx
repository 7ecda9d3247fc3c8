import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ArticleCategory } from '../../../schemas/article-category.schema';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { articleQueries } from '../../api/articles.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { topCategoryById } from '../articles/category-links';
import { PagedArticles } from '../articles/paged-articles';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';
import { useTopicsCategory } from './topics';

export const henceCategoryOptions = (categoryId: number, search: URLSearchParams) =>
  articleQueries.list({ class: 'articleProject', categoryId, page: parsePage(search.get('page')) });

function CategoryArticles({ category }: { category: ArticleCategory }) {
  const [search] = useSearchParams();
  const list = useQuery(henceCategoryOptions(category.id, search));
  return <QueryState query={list}>{(page) => <PagedArticles page={page} title={category.subject} />}</QueryState>;
}

/** `/hence/{categoryId}`: one category's articles, 12 a page. */
export function HenceCategoryScreen({ id }: { id: number }) {
  const categories = useQuery(articleCategoryQueries.list('articleProject'));
  const category = topCategoryById(categories.data, id);
  return (
    <PageShell title={category?.subject} lead={category?.description ?? HENCE_TEXT.lead}>
      <HenceNav />
      {category ? (
        <CategoryArticles category={category} />
      ) : (
        categories.isError && <LoadErrorState onRetry={() => void categories.refetch()} />
      )}
    </PageShell>
  );
}

/** `/hence/topic`: the topics category's articles under its own address. */
export function HenceTopicScreen() {
  const categories = useQuery(articleCategoryQueries.list('articleProject'));
  const category = useTopicsCategory();
  return (
    <PageShell lead={category?.description ?? HENCE_TEXT.topicLead}>
      <HenceNav />
      {category ? (
        <CategoryArticles category={category} />
      ) : (
        categories.isError && <LoadErrorState onRetry={() => void categories.refetch()} />
      )}
    </PageShell>
  );
}
