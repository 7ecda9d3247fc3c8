import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const articleSchemas = () => import('../../schemas/article.schema');

/** SPEC §9: news lists show 5 a page. */
export const NEWS_PER_PAGE = 5;

export interface NewsFilters {
  page: number;
  categoryId?: number | undefined;
}

/** SPEC §7 news calls: `{top, list}` pages, one item, and the items recommended beside it. */
export const newsQueries = {
  all: () => ['news'] as const,
  list: ({ page, categoryId }: NewsFilters) =>
    queryOptions({
      queryKey: [...newsQueries.all(), 'list', { page, categoryId }],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.articleNewsList(), () => articleSchemas().then((m) => m.ArticleTopListResponse), {
            query: { page, per_page: NEWS_PER_PAGE, category_id: categoryId },
            signal,
          })
        ).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...newsQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.articleNews(id), () => articleSchemas().then((m) => m.ArticleResponse), { signal }))
          .data,
    }),
  recommends: (id: number) =>
    queryOptions({
      queryKey: [...newsQueries.all(), 'recommends', id],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.articleRecommends(id), () => articleSchemas().then((m) => m.ArticleCardsResponse), {
            signal,
          })
        ).data,
    }),
};
