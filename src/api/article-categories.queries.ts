import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { ArticleClass } from '../../schemas/article-category.schema';
import { api } from './http-client';

const articleCategorySchemas = () => import('../../schemas/article-category.schema');

/** SPEC §7 `GET /article_categories?class=`: each class's categories with their sub-categories. */
export const articleCategoryQueries = {
  all: () => ['article-categories'] as const,
  list: (cls: ArticleClass) =>
    queryOptions({
      queryKey: [...articleCategoryQueries.all(), cls],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.articleCategories(),
            () => articleCategorySchemas().then((m) => m.ArticleCategoriesResponse),
            { query: { class: cls }, signal },
          )
        ).data,
      // categories change rarely and every list page of a class reads them
      staleTime: 5 * 60_000,
    }),
};
