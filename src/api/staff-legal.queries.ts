import { queryOptions } from '@tanstack/react-query';
import { StaffLegalListResponse } from '../../schemas/legal-document.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The versions of the membership terms and the privacy policy (`/api/staff/legal`), under the console's key. */
export const staffLegalQueries = {
  all: () => [...staffQueries.all(), 'legal'] as const,
  list: () =>
    queryOptions({
      queryKey: [...staffLegalQueries.all(), 'list'],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffLegal(), StaffLegalListResponse, { signal })).data,
    }),
};
