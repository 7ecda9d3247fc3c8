import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const giftApplySchemas = () => import('../../schemas/gift-apply.schema');

/** The signed-in member's gift claims and their state (`GET /api/user/gift_claims`). */
export const giftClaimQueries = {
  all: () => ['gift-claims'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...giftClaimQueries.all(), 'mine'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.userGiftClaims(), () => giftApplySchemas().then((m) => m.GiftClaimsResponse), {
            signal,
          })
        ).data,
    }),
};
