import { useQuery } from '@tanstack/react-query';
import { TOPICS_SLUG } from '../../../schemas/content-path';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { articleQueries } from '../../api/articles.queries';

/** The HENCE articles of the topics category (專題企劃), the content of `/hence/topic`. */
export const topicsOptions = (categoryId: number, page: number, perPage?: number) =>
  articleQueries.list({ class: 'articleProject', categoryId, page, perPage });

export function useTopicsCategory() {
  const categories = useQuery(articleCategoryQueries.list('articleProject'));
  return categories.data?.find((c) => c.slug === TOPICS_SLUG && c.parent_id === null);
}
