import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { ArticlePageResponse, ArticleResponse } from '../../schemas/article.schema';
import { api } from './http-client';

/** SPEC §9: brand articles 100 a page (every brand on one page). */
export const BRANDS_PER_PAGE = 100;

/** SPEC §7 `/article_brands` (by category) and `/article_brands/{id}`: the brands' own pages. */
export const brandQueries = {
  all: () => ['brands'] as const,
  list: (categoryId?: number) =>
    queryOptions({
      queryKey: [...brandQueries.all(), 'list', { categoryId }],
      queryFn: async ({ signal }) => {
        const { data, meta } = await api.get(endpoints.articleBrands(), ArticlePageResponse, {
          query: { page: 1, per_page: BRANDS_PER_PAGE, category_id: categoryId },
          signal,
        });
        return { data, meta };
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...brandQueries.all(), 'detail', id],
      queryFn: async ({ signal }) => (await api.get(endpoints.articleBrand(id), ArticleResponse, { signal })).data,
    }),
};
