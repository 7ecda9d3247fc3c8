import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { ArticleClass } from '../../schemas/article-category.schema';
import { api } from './http-client';

const articleSchemas = () => import('../../schemas/article.schema');
const articleDocumentSchemas = () => import('../../schemas/article-document.schema');

export const ARTICLES_PER_PAGE = 12;

export interface ArticleFilters {
  class: ArticleClass;
  page: number;
  categoryId?: number | undefined;
  authorId?: number | undefined;
  perPage?: number | undefined;
}

/**
 * SPEC §7 `/articles` (any class, by category or author), `/articles/{id}`, and the document lists
 * `/article_reports` and `/article_magazines`.
 */
export const articleQueries = {
  all: () => ['articles'] as const,
  list: ({ class: cls, page, categoryId, authorId, perPage = ARTICLES_PER_PAGE }: ArticleFilters) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'list', { cls, page, categoryId, authorId, perPage }],
      queryFn: async ({ signal }) => {
        const { data, meta } = await api.get(
          endpoints.articles(),
          () => articleSchemas().then((m) => m.ArticlePageResponse),
          {
            query: { class: cls, page, per_page: perPage, category_id: categoryId, author_id: authorId },
            signal,
          },
        );
        return { data, meta };
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.article(id), () => articleSchemas().then((m) => m.ArticleResponse), { signal })).data,
    }),
  /** SPEC §3 article data `recommends`: articles of the same class beside one (`/article_recommends/{id}`) */
  recommends: (id: number) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'recommends', id],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.articleRecommends(id), () => articleSchemas().then((m) => m.ArticleCardsResponse), {
            signal,
          })
        ).data,
    }),
  reports: () =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'reports'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.articleReports(), () => articleSchemas().then((m) => m.ArticlePageResponse), {
            signal,
          })
        ).data,
    }),
  magazines: (page = 1) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'magazines', page],
      queryFn: async ({ signal }) => {
        const { data, meta } = await api.get(
          endpoints.articleMagazines(),
          () => articleDocumentSchemas().then((m) => m.DocumentPageResponse),
          {
            query: { page },
            signal,
          },
        );
        return { data, meta };
      },
    }),
};
