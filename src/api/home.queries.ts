import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

// The answer's schema, and zod with it, load when the answer is fetched: not before the home page is
// usable, whose answer came parsed with the server's HTML (SchemaSource, first-page-speed.md)
const homeSchemas = () => import('../../schemas/home.schema');

/** SPEC §7 `GET /homepage`: the home page's banners, blocks, articles and events. */
export const homeQueries = {
  all: () => ['home'] as const,
  page: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.homepage(), () => homeSchemas().then((m) => m.HomepageResponse), { signal })).data,
    }),
};
