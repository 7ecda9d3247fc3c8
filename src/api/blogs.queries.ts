import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const articleSchemas = () => import('../../schemas/article.schema');

/** SPEC §9: blog lists show 12 a page. */
export const BLOGS_PER_PAGE = 12;

export interface BlogFilters {
  page: number;
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
}

/** SPEC §7 blog calls: `{top, list}` pages by category and sub-category, one post by slug. */
export const blogQueries = {
  all: () => ['blogs'] as const,
  list: ({ page, categoryId, subCategoryId }: BlogFilters) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'list', { page, categoryId, subCategoryId }],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.articleBlogs(), () => articleSchemas().then((m) => m.ArticleTopListResponse), {
            query: { page, per_page: BLOGS_PER_PAGE, category_id: categoryId, sub_category_id: subCategoryId },
            signal,
          })
        ).data,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'detail', slug],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.articleBlog(slug), () => articleSchemas().then((m) => m.ArticleResponse), { signal }))
          .data,
    }),
};
