import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffHomeBannerSchema, StaffHomeBlockSchema } from '../../schemas/staff-home.schema';
import { StaffPageBlockSchema } from '../../schemas/staff-page-block.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

export const StaffHomeBannerResponse = dataEnvelope(StaffHomeBannerSchema);
export const StaffHomeBannersResponse = dataEnvelope(z.array(StaffHomeBannerSchema));
export const StaffHomeBlockResponse = dataEnvelope(StaffHomeBlockSchema);
export const StaffPageBlockResponse = dataEnvelope(StaffPageBlockSchema);
export const StaffPageBlocksResponse = dataEnvelope(z.array(StaffPageBlockSchema));

/** The console's home page and page sections, under the console's key (dropped at sign-out). */
export const staffHomeQueries = {
  all: () => [...staffQueries.all(), 'home'] as const,
  banners: () =>
    queryOptions({
      queryKey: [...staffHomeQueries.all(), 'banners'],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffHomeBanners(), StaffHomeBannersResponse, { signal })).data,
    }),
  blocks: () =>
    queryOptions({
      queryKey: [...staffHomeQueries.all(), 'blocks'],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffHomeBlocks(), dataEnvelope(z.array(StaffHomeBlockSchema)), { signal })).data,
    }),
  pageBlocks: (page: string) =>
    queryOptions({
      queryKey: [...staffHomeQueries.all(), 'page-blocks', page],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffPageBlocks(), StaffPageBlocksResponse, { query: { page }, signal })).data,
    }),
};
