import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { EVENT_COST_PLANS, EVENT_FORMATS } from '../../schemas/event.schema';
import { api } from './http-client';

const eventSchemas = () => import('../../schemas/event.schema');

export const EVENTS_PER_PAGE = 12;

export interface EventFilters {
  page: number;
  costPlan?: (typeof EVENT_COST_PLANS)[number] | undefined;
  format?: (typeof EVENT_FORMATS)[number] | undefined;
  /** SPEC §4: true = open for sign-up, false = closed */
  status?: boolean | undefined;
  categoryId?: number | undefined;
  /** a unit category (organiser), combined with the theme */
  unitId?: number | undefined;
  /** `YYYY-MM`: the calendar's month */
  month?: string | undefined;
}

/** SPEC §7 event calls: `{top, list}` with SPEC §4's filters, one event, the categories. */
export const eventQueries = {
  all: () => ['events'] as const,
  list: ({ page, costPlan, format, status, categoryId, unitId, month }: EventFilters) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list', { page, costPlan, format, status, categoryId, unitId, month }],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.events(), () => eventSchemas().then((m) => m.EventTopListResponse), {
            query: {
              page: month ? 1 : page,
              per_page: month ? 100 : EVENTS_PER_PAGE,
              cost_plan: costPlan,
              format,
              status: status === undefined ? undefined : String(status),
              category_id: [categoryId, unitId].filter((id): id is number => id !== undefined),
              month,
            },
            signal,
          })
        ).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.event(id), () => eventSchemas().then((m) => m.EventResponse), { signal })).data,
    }),
  /** other open events, those of the same theme first (`/event_recommends/{id}`) */
  recommends: (id: number) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'recommends', id],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.eventRecommends(id), () => eventSchemas().then((m) => m.EventCardsResponse), {
            signal,
          })
        ).data,
    }),
  /**
   * Price from and seats left of the events on screen (`/event_availability`): never in the page
   * cache, so cards show them once the page runs; one call for a whole list.
   */
  availability: (ids: readonly number[]) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'availability', [...ids].sort((a, b) => a - b)],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.eventAvailability(),
            () => import('../../schemas/event-availability.schema').then((m) => m.EventAvailabilityResponse),
            { query: { id: [...ids] }, signal },
          )
        ).data,
      enabled: ids.length > 0,
      staleTime: 30_000,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'categories'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.eventCategories(), () => eventSchemas().then((m) => m.EventCategoriesResponse), {
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
};
