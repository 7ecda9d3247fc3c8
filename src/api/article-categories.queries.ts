import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { ArticleCategoriesResponse, type ArticleClass } from '../../schemas/article-category.schema';
import { api } from './http-client';

/** SPEC §7 `GET /article_categories?class=`: each class's categories with their sub-categories. */
export const articleCategoryQueries = {
  all: () => ['article-categories'] as const,
  list: (cls: ArticleClass) =>
    queryOptions({
      queryKey: [...articleCategoryQueries.all(), cls],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.articleCategories(), ArticleCategoriesResponse, { query: { class: cls }, signal }))
          .data,
      // categories change rarely and every list page of a class reads them
      staleTime: 5 * 60_000,
    }),
};
