import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, pagedEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffBrandSchema } from '../../schemas/staff-brand.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

export interface StaffBrandFilters {
  page: number;
  q?: string | undefined;
  per_page?: number | undefined;
}

const ListResponse = pagedEnvelope(StaffBrandSchema);
export const StaffBrandResponse = dataEnvelope(StaffBrandSchema);

/** The console's brands (`/api/staff/brands`), under the console's key (dropped at sign-out). */
export const staffBrandQueries = {
  all: () => [...staffQueries.all(), 'brands'] as const,
  list: (filters: StaffBrandFilters) =>
    queryOptions({
      queryKey: [...staffBrandQueries.all(), 'list', filters],
      queryFn: ({ signal }) => api.get(staffEndpoints.staffBrands(), ListResponse, { query: { ...filters }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...staffBrandQueries.all(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffBrand(id), StaffBrandResponse, { signal })).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
