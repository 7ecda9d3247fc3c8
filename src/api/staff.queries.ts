import { queryOptions } from '@tanstack/react-query';
import { AuditPageResponse } from '../../schemas/audit-log.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffMeResponse, StaffPeopleResponse } from '../../schemas/staff-role.schema';
import { api } from './http-client';
import { USER_QUERY_KEY } from './profile.queries';

/** The audit log's filters and order as the address holds them (`?actor=…&page=2`); empty ones are left out. */
export interface AuditFilters {
  page: number;
  actor?: string | undefined;
  entity?: string | undefined;
  entity_id?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

/**
 * The console's calls (`/api/staff/*`). Under the signed-in member's key: logging out drops them
 * with the rest of what was cached about that person. The console is rendered in the browser only,
 * so its schemas are imported statically (they load with its own chunks, never with a public page).
 */
export const staffQueries = {
  all: () => [...USER_QUERY_KEY, 'staff'] as const,
  /** who the console is talking to; 403 when the member holds no role */
  me: () =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'me'],
      queryFn: async ({ signal }) => (await api.get(staffEndpoints.staffMe(), StaffMeResponse, { signal })).data,
    }),
  people: () =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'people'],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffPeople(), StaffPeopleResponse, { signal })).data,
    }),
  audit: (filters: AuditFilters) =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'audit', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffAudit(), AuditPageResponse, { query: { ...filters }, signal }),
    }),
};
