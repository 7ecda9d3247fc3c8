import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

/** SPEC §7 `GET /homepage`: the home page's banners, blocks, articles and events. */
export const homeQueries = {
  all: () => ['home'] as const,
  page: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'],
      queryFn: async ({ signal }) => {
        // The answer's schema, and zod with it, load when the answer is fetched: not before the
        // home page is usable, whose answer came parsed with the server's HTML (first-page-speed.md)
        const { HomepageResponse } = await import('../../schemas/home.schema');
        return (await api.get(endpoints.homepage(), HomepageResponse, { signal })).data;
      },
    }),
};
