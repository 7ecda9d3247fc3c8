import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '../../schemas/api-endpoints';
import { EventCardSchema } from '../../schemas/event.schema';
import { EventSessionsResponse, EventSurveyResponse } from '../../schemas/event-session.schema';
import { CreditNoteResponse, UserOrderResponse, UserOrdersResponse } from '../../schemas/user-order.schema';
import { api } from './http-client';

const FavouritesResponse = z.object({ data: z.array(EventCardSchema) });

/** SPEC §7 calls about applying for events and the member's orders (none of them cached publicly). */
export const eventOrderQueries = {
  all: () => ['event-orders'] as const,
  sessions: (eventId: number) =>
    queryOptions({
      queryKey: ['events', 'sessions', eventId],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.calendarEvents(eventId), EventSessionsResponse, { signal })).data,
    }),
  survey: (eventId: number) =>
    queryOptions({
      queryKey: ['events', 'survey', eventId],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.eventSurvey(eventId), EventSurveyResponse, { signal })).data,
      staleTime: 5 * 60_000,
    }),
  orders: () =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'list'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userOrders(), UserOrdersResponse, { query: { sorting: '-id' }, signal })).data,
    }),
  order: (orderNumber: string) =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'order', orderNumber],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userOrder(orderNumber), UserOrderResponse, { signal })).data,
    }),
  creditNote: (no: string) =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'credit-note', no],
      queryFn: async ({ signal }) => (await api.get(endpoints.userCreditNote(no), CreditNoteResponse, { signal })).data,
    }),
  favourites: () =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'favourites'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userFavoriteEvents(), FavouritesResponse, { signal })).data,
    }),
};
