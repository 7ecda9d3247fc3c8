import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { GiftClaimsResponse } from '../../schemas/gift-apply.schema';
import { api } from './http-client';

// A static schema import, unlike the other query modules: only the gift flow and the member area
// (never rendered on the server) use this query, and their screens import the same schema, so an
// import() here would load nothing later (rolldown says so: INEFFECTIVE_DYNAMIC_IMPORT).

/** The signed-in member's gift claims and their state (`GET /api/user/gift_claims`). */
export const giftClaimQueries = {
  all: () => ['gift-claims'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...giftClaimQueries.all(), 'mine'],
      queryFn: async ({ signal }) => (await api.get(endpoints.userGiftClaims(), GiftClaimsResponse, { signal })).data,
    }),
};
