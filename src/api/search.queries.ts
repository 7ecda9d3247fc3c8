import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { SearchKind } from '../../schemas/search-kinds';
import { api } from './http-client';

const searchSchemas = () => import('../../schemas/search.schema');

export const SEARCH_PER_PAGE = 10;

export interface SearchFilters {
  keyword: string;
  type: SearchKind | 'all';
  page: number;
}

/** `GET /search?keyword=&type=`: results of every kind, with where the terms matched. */
export const searchQueries = {
  all: () => ['search'] as const,
  results: ({ keyword, type, page }: SearchFilters) =>
    queryOptions({
      queryKey: [...searchQueries.all(), { keyword, type, page }],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.search(), () => searchSchemas().then((m) => m.SearchResponse), {
            query: { keyword, type, page, per_page: SEARCH_PER_PAGE },
            signal,
          })
        ).data,
    }),
};
