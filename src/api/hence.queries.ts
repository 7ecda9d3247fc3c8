import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { HencePageResponse } from '../../schemas/home.schema';
import { api } from './http-client';

/** SPEC §7 `GET /homepage/article`: the HENCE hub (banners, must-reads, recipes, solar terms). */
export const henceQueries = {
  all: () => ['hence'] as const,
  hub: () =>
    queryOptions({
      queryKey: [...henceQueries.all(), 'hub'],
      queryFn: async ({ signal }) => (await api.get(endpoints.henceHub(), HencePageResponse, { signal })).data,
    }),
};
