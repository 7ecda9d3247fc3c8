import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { ArticleCategory } from '../../../schemas/article-category.schema';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { articleQueries } from '../../api/articles.queries';
import { FilterLinks } from '../../components/filter-links';
import { LoadErrorState } from '../../components/load-error-state';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { categoryLinks, topCategoryById } from '../articles/category-links';
import { PagedArticles } from '../articles/paged-articles';
import { SUSTAINABILITY_TEXT } from './sustainability-text';

/** `/sustainability/{mainId}/{subId}` resolved against the topic tree. */
export function findTopic(categories: readonly ArticleCategory[] | undefined, mainId: number, subId?: number) {
  const main = topCategoryById(categories, mainId);
  const sub = subId === undefined ? undefined : main?.children.find((c) => c.id === subId);
  return { main, sub };
}

export const topicArticlesOptions = (categoryId: number, search: URLSearchParams) =>
  articleQueries.list({ class: 'articleEcolife', categoryId, page: parsePage(search.get('page')) });

function TopicArticles({ categoryId, title }: { categoryId: number; title: string }) {
  const [search] = useSearchParams();
  const list = useQuery(topicArticlesOptions(categoryId, search));
  return <QueryState query={list}>{(page) => <PagedArticles page={page} title={title} columns={2} />}</QueryState>;
}

/** A sustainability topic (`/sustainability/{mainId}`) or sub-topic (`.../{subId}`) and its articles. */
export function SustainabilityTopicScreen({ mainId, subId }: { mainId: number; subId?: number }) {
  const categories = useQuery(articleCategoryQueries.list('articleEcolife'));
  const { main, sub } = findTopic(categories.data, mainId, subId);
  const here = sub ?? main;
  return (
    <PageShell title={here?.subject} lead={here?.description ?? SUSTAINABILITY_TEXT.lead}>
      {categories.data && (
        <FilterLinks
          label={SUSTAINABILITY_TEXT.topicsLabel}
          items={categoryLinks('/sustainability', categories.data, main?.id ?? null, '永續發展')}
        />
      )}
      {main?.link && main.children.length > 0 && (
        <FilterLinks
          label={SUSTAINABILITY_TEXT.subTopicsLabel}
          items={categoryLinks(main.link, main.children, sub?.id ?? null, SUSTAINABILITY_TEXT.all)}
        />
      )}
      {here ? (
        <TopicArticles categoryId={here.id} title={SUSTAINABILITY_TEXT.articles(here.subject)} />
      ) : (
        categories.isError && <LoadErrorState onRetry={() => void categories.refetch()} />
      )}
      <Link className="more-link more-link--back" to="/sustainability">
        {SUSTAINABILITY_TEXT.back}
      </Link>
    </PageShell>
  );
}
