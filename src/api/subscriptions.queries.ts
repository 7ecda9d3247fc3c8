import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const optionSchemas = () => import('../../schemas/option.schema');

/** SPEC §9: every subscribe topic on one page. */
export const SUBSCRIBE_TOPICS_PER_PAGE = 999;

export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  /** SPEC §7 `GET /subscribe_topics` (page 1, per_page 999) */
  topics: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'topics'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.subscribeTopics(), () => optionSchemas().then((m) => m.SubscribeTopicsResponse), {
            query: { page: 1, per_page: SUBSCRIBE_TOPICS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
};
