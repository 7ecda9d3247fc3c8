import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const pageBlockSchemas = () => import('../../schemas/page-block.schema');

/** SPEC §7 `/homepage/eco_life`, `/homepage/zonezone` and the talent page: editable page blocks. */
export const pageBlockQueries = {
  all: () => ['page-blocks'] as const,
  ecoLife: () =>
    queryOptions({
      queryKey: [...pageBlockQueries.all(), 'eco-life'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.ecoLife(), () => pageBlockSchemas().then((m) => m.EcoLifePageResponse), { signal }))
          .data,
    }),
  zonezone: () =>
    queryOptions({
      queryKey: [...pageBlockQueries.all(), 'zonezone'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.zonezone(), () => pageBlockSchemas().then((m) => m.ZonezonePageResponse), { signal }))
          .data,
    }),
  talent: () =>
    queryOptions({
      queryKey: [...pageBlockQueries.all(), 'talent-development'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.talentDevelopment(), () => pageBlockSchemas().then((m) => m.TalentPageResponse), {
            signal,
          })
        ).data,
    }),
};
