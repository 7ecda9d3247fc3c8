import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const articleSchemas = () => import('../../schemas/article.schema');

/** SPEC §9: FAQ lists show 12 a page. */
export const FAQS_PER_PAGE = 12;

export interface FaqFilters {
  page: number;
  brandId?: number | undefined;
  categoryId?: number | undefined;
}

/** SPEC §7 `/article_faqs` (by brand, by category) and `/article_faqs/{id}`. */
export const faqQueries = {
  all: () => ['faqs'] as const,
  list: ({ page, brandId, categoryId }: FaqFilters) =>
    queryOptions({
      queryKey: [...faqQueries.all(), 'list', { page, brandId, categoryId }],
      queryFn: async ({ signal }) => {
        const { data, meta } = await api.get(
          endpoints.articleFaqs(),
          () => articleSchemas().then((m) => m.ArticlePageResponse),
          {
            query: { page, per_page: FAQS_PER_PAGE, brand_id: brandId, category_id: categoryId },
            signal,
          },
        );
        return { data, meta };
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...faqQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.articleFaq(id), () => articleSchemas().then((m) => m.ArticleResponse), { signal }))
          .data,
    }),
};
