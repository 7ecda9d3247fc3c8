import { queryOptions } from '@tanstack/react-query';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { InboxMessagePageResponse, InboxMessageResponse } from '../../schemas/staff-inbox.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The inbox's filters as the address holds them (`?status=new&class_id=2&q=…`). */
export interface InboxFilters {
  page: number;
  status?: string | undefined;
  class_id?: string | undefined;
  q?: string | undefined;
}

/** The contact inbox (`/api/staff/inbox`, service), under the console's key. */
export const staffInboxQueries = {
  all: () => [...staffQueries.all(), 'inbox'] as const,
  list: (filters: InboxFilters) =>
    queryOptions({
      queryKey: [...staffInboxQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffInbox(), InboxMessagePageResponse, { query: { ...filters }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...staffInboxQueries.all(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffInboxMessage(id), InboxMessageResponse, { signal })).data,
    }),
};
