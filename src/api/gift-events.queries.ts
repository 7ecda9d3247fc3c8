import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const giftEventSchemas = () => import('../../schemas/gift-event.schema');

export const GIFT_EVENTS_PER_PAGE = 12;

export interface GiftEventFilters {
  page: number;
  channelId?: number | undefined;
  menuId?: number | undefined;
}

/**
 * SPEC §7 gift calls: the list (top + paged, by channel or menu) and one event. Never cached
 * long: the gifts left change with every claim.
 */
export const giftEventQueries = {
  all: () => ['gift-events'] as const,
  list: ({ page, channelId, menuId }: GiftEventFilters) =>
    queryOptions({
      queryKey: [...giftEventQueries.all(), 'list', { page, channelId, menuId }],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.giftEvents(), () => giftEventSchemas().then((m) => m.GiftEventListResponse), {
            query: { page, per_page: GIFT_EVENTS_PER_PAGE, channel_id: channelId, menu_id: menuId },
            signal,
          })
        ).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...giftEventQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.giftEvent(id), () => giftEventSchemas().then((m) => m.GiftEventResponse), { signal }))
          .data,
    }),
};
