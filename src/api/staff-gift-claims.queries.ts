import { queryOptions } from '@tanstack/react-query';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffGiftClaimPageResponse, StaffGiftClaimResponse } from '../../schemas/staff-gift-claim.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The claims list's filters as the address holds them (`?state=submitted&q=…&page=2`). */
export interface StaffGiftClaimFilters {
  page: number;
  state?: string | undefined;
  q?: string | undefined;
  gift_event_id?: string | undefined;
}

/** Gift claims (`/api/staff/gift-claims`, service), under the console's key. */
export const staffGiftClaimQueries = {
  all: () => [...staffQueries.all(), 'gift-claims'] as const,
  list: (filters: StaffGiftClaimFilters) =>
    queryOptions({
      queryKey: [...staffGiftClaimQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffGiftClaims(), StaffGiftClaimPageResponse, { query: { ...filters }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...staffGiftClaimQueries.all(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffGiftClaim(id), StaffGiftClaimResponse, { signal })).data,
    }),
};
