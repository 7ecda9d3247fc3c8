import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffArticleListItemSchema, StaffArticleSchema } from '../../schemas/staff-article.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The articles list's filters as the address holds them; empty ones are left out. */
export interface StaffArticleFilters {
  page: number;
  class?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  dir?: string | undefined;
}

const ListResponse = pagedEnvelope(StaffArticleListItemSchema);
export const StaffArticleResponse = dataEnvelope(StaffArticleSchema);

/** The console's articles (`/api/staff/articles`), under the console's key (dropped at sign-out). */
export const staffArticleQueries = {
  all: () => [...staffQueries.all(), 'articles'] as const,
  list: (filters: StaffArticleFilters) =>
    queryOptions({
      queryKey: [...staffArticleQueries.all(), 'list', filters],
      queryFn: ({ signal }) => api.get(staffEndpoints.staffArticles(), ListResponse, { query: { ...filters }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...staffArticleQueries.all(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffArticle(id), StaffArticleResponse, { signal })).data,
      // an editor's open form is the truth while they type: no refetch behind their back
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const ArticleIdParam = z.coerce.number().int().positive();
