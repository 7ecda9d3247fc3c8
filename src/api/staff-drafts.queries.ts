import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { type StaffDraftKind, StaffDraftStateSchema } from '../../schemas/staff-draft.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

const DraftStateResponse = dataEnvelope(StaffDraftStateSchema);

/** A record's drafts (`/api/staff/drafts/{kind}/{key}`): the caller's own and who else has one. */
export const staffDraftQueries = {
  all: () => [...staffQueries.all(), 'drafts'] as const,
  state: (kind: StaffDraftKind, key: string) =>
    queryOptions({
      queryKey: [...staffDraftQueries.all(), kind, key],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffDraft(kind, key), DraftStateResponse, { signal })).data,
      // read once as the form opens: the autosave keeps the own draft, and another person's
      // draft is news only to someone about to start editing
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
};
