import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const homeSchemas = () => import('../../schemas/home.schema');

/** SPEC §7 `GET /homepage/article`: the HENCE hub (banners, must-reads, recipes, solar terms). */
export const henceQueries = {
  all: () => ['hence'] as const,
  hub: () =>
    queryOptions({
      queryKey: [...henceQueries.all(), 'hub'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.henceHub(), () => homeSchemas().then((m) => m.HencePageResponse), { signal })).data,
    }),
};
