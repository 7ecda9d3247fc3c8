import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const articleSchemas = () => import('../../schemas/article.schema');

/** SPEC §9: brand articles 100 a page (every brand on one page). */
export const BRANDS_PER_PAGE = 100;

/** SPEC §7 `/article_brands` (by category) and `/article_brands/{id}`: the brands' own pages. */
export const brandQueries = {
  all: () => ['brands'] as const,
  list: (categoryId?: number) =>
    queryOptions({
      queryKey: [...brandQueries.all(), 'list', { categoryId }],
      queryFn: async ({ signal }) => {
        const { data, meta } = await api.get(
          endpoints.articleBrands(),
          () => articleSchemas().then((m) => m.ArticlePageResponse),
          {
            query: { page: 1, per_page: BRANDS_PER_PAGE, category_id: categoryId },
            signal,
          },
        );
        return { data, meta };
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...brandQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.articleBrand(id), () => articleSchemas().then((m) => m.ArticleResponse), { signal }))
          .data,
    }),
};
