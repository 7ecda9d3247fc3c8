import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { OrderStatus } from '../../schemas/user-order.schema';
import { api } from './http-client';

const eventSchemas = () => import('../../schemas/event.schema');
const eventSessionSchemas = () => import('../../schemas/event-session.schema');
const userOrderSchemas = () => import('../../schemas/user-order.schema');

export interface UserOrdersParams {
  page?: number;
  perPage?: number;
  sorting?: 'id' | '-id' | 'session_started_at' | '-session_started_at';
  status?: OrderStatus[];
}

/** SPEC §7 calls about applying for events and the member's orders (none of them cached publicly). */
export const eventOrderQueries = {
  all: () => ['event-orders'] as const,
  sessions: (eventId: number) =>
    queryOptions({
      queryKey: ['events', 'sessions', eventId],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.calendarEvents(eventId),
            () => eventSessionSchemas().then((m) => m.EventSessionsResponse),
            { signal },
          )
        ).data,
    }),
  survey: (eventId: number) =>
    queryOptions({
      queryKey: ['events', 'survey', eventId],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.eventSurvey(eventId),
            () => eventSessionSchemas().then((m) => m.EventSurveyResponse),
            { signal },
          )
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** One page of the member's orders with its `meta` (the pager's totals); newest first unless told. */
  orders: (params: UserOrdersParams = {}) =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'list', params],
      queryFn: async ({ signal }) =>
        api.get(endpoints.userOrders(), () => userOrderSchemas().then((m) => m.UserOrdersResponse), {
          query: {
            sorting: params.sorting ?? '-id',
            page: params.page ?? 1,
            ...(params.perPage ? { per_page: params.perPage } : {}),
            ...(params.status ? { status: params.status } : {}),
          },
          signal,
        }),
    }),
  order: (orderNumber: string) =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'order', orderNumber],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.userOrder(orderNumber), () => userOrderSchemas().then((m) => m.UserOrderResponse), {
            signal,
          })
        ).data,
    }),
  creditNote: (no: string) =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'credit-note', no],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.userCreditNote(no), () => userOrderSchemas().then((m) => m.CreditNoteResponse), {
            signal,
          })
        ).data,
    }),
  favourites: () =>
    queryOptions({
      queryKey: [...eventOrderQueries.all(), 'favourites'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.userFavoriteEvents(), () => eventSchemas().then((m) => m.EventCardsResponse), {
            signal,
          })
        ).data,
    }),
};
