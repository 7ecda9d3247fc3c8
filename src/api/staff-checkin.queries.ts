import { queryOptions } from '@tanstack/react-query';
import { CheckinSessionsResponse } from '../../schemas/checkin.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** Door check-in's chooser (`/api/staff/checkin/sessions`, role events), under the console's key. */
export const staffCheckinQueries = {
  all: () => [...staffQueries.all(), 'checkin'] as const,
  sessions: () =>
    queryOptions({
      queryKey: [...staffCheckinQueries.all(), 'sessions'],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffCheckinSessions(), CheckinSessionsResponse, { signal })).data,
    }),
};
