import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { pagedEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type { StaffEvent, StaffEventListItem } from '../../schemas/staff-event.schema';
import type { SessionAttendees, StaffWaitlistEntry } from '../../schemas/staff-event-attendees.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The events list's filters as the address holds them; empty ones are left out. */
export interface StaffEventFilters {
  page: number;
  q?: string | undefined;
  state?: string | undefined;
}

// the console trusts its own server's shapes (schemas/staff-event*.schema.ts); only the envelope is checked
const ListResponse = pagedEnvelope(z.custom<StaffEventListItem>(() => true));
export const StaffEventResponse = z.object({ data: z.custom<StaffEvent>((v) => typeof v === 'object' && v !== null) });
const AttendeesResponse = z.object({ data: z.custom<SessionAttendees>(() => true) });
const WaitlistResponse = z.object({ data: z.array(z.custom<StaffWaitlistEntry>(() => true)) });

/** The console's events (`/api/staff/events`), under the console's key (dropped at sign-out). */
export const staffEventQueries = {
  all: () => [...staffQueries.all(), 'events'] as const,
  list: (filters: StaffEventFilters) =>
    queryOptions({
      queryKey: [...staffEventQueries.all(), 'list', filters],
      queryFn: ({ signal }) => api.get(staffEndpoints.staffEvents(), ListResponse, { query: { ...filters }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...staffEventQueries.all(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffEvent(id), StaffEventResponse, { signal })).data,
      // an editor's open steps are the truth while they type: no refetch behind their back
      staleTime: Number.POSITIVE_INFINITY,
    }),
  attendees: (id: number, sessionId: number) =>
    queryOptions({
      queryKey: [...staffEventQueries.all(), 'attendees', id, sessionId],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffEventAttendees(id, sessionId), AttendeesResponse, { signal })).data,
    }),
  waitlist: (id: number, sessionId: number) =>
    queryOptions({
      queryKey: [...staffEventQueries.all(), 'waitlist', id, sessionId],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffEventWaitlist(id, sessionId), WaitlistResponse, { signal })).data,
    }),
};
