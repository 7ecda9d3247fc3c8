import { queryOptions } from '@tanstack/react-query';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffGiftEventPageResponse, StaffGiftEventResponse } from '../../schemas/staff-gift-event.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

export interface StaffGiftEventFilters {
  page: number;
  q?: string | undefined;
}

/** Gift events with their gifts and stock (`/api/staff/gift-events`, service), under the console's key. */
export const staffGiftEventQueries = {
  all: () => [...staffQueries.all(), 'gift-events'] as const,
  list: (filters: StaffGiftEventFilters) =>
    queryOptions({
      queryKey: [...staffGiftEventQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffGiftEvents(), StaffGiftEventPageResponse, { query: { ...filters }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...staffGiftEventQueries.all(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffGiftEvent(id), StaffGiftEventResponse, { signal })).data,
    }),
};
