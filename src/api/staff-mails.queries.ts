import { queryOptions } from '@tanstack/react-query';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffMailPageResponse } from '../../schemas/staff-mail.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The outbox list's filters as the address holds them (`?status=failed&q=…&page=2`); empty ones are left out. */
export interface StaffMailFilters {
  page: number;
  status?: string | undefined;
  q?: string | undefined;
}

/** The mail outbox (`/api/staff/mails`, admin), under the console's key. */
export const staffMailQueries = {
  all: () => [...staffQueries.all(), 'mails'] as const,
  list: (filters: StaffMailFilters) =>
    queryOptions({
      queryKey: [...staffMailQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffMails(), StaffMailPageResponse, { query: { ...filters }, signal }),
    }),
};
