import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { HomepageResponse } from '../../schemas/home.schema';
import { api } from './http-client';

/** SPEC §7 `GET /homepage`: the home page's banners, blocks, articles and events. */
export const homeQueries = {
  all: () => ['home'] as const,
  page: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'],
      queryFn: async ({ signal }) => (await api.get(endpoints.homepage(), HomepageResponse, { signal })).data,
    }),
};
