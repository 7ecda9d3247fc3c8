import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { EcoLifePageResponse, TalentPageResponse, ZonezonePageResponse } from '../../schemas/page-block.schema';
import { api } from './http-client';

/** SPEC §7 `/homepage/eco_life`, `/homepage/zonezone` and the talent page: editable page blocks. */
export const pageBlockQueries = {
  all: () => ['page-blocks'] as const,
  ecoLife: () =>
    queryOptions({
      queryKey: [...pageBlockQueries.all(), 'eco-life'],
      queryFn: async ({ signal }) => (await api.get(endpoints.ecoLife(), EcoLifePageResponse, { signal })).data,
    }),
  zonezone: () =>
    queryOptions({
      queryKey: [...pageBlockQueries.all(), 'zonezone'],
      queryFn: async ({ signal }) => (await api.get(endpoints.zonezone(), ZonezonePageResponse, { signal })).data,
    }),
  talent: () =>
    queryOptions({
      queryKey: [...pageBlockQueries.all(), 'talent-development'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.talentDevelopment(), TalentPageResponse, { signal })).data,
    }),
};
