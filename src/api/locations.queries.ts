import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const locationSchemas = () => import('../../schemas/location.schema');

/** SPEC §9: locations 200 a page, location categories and classes 20. */
export const LOCATIONS_PER_PAGE = 200;
export const LOCATION_TAXONOMY_PER_PAGE = 20;

/** The stores' one filter type: city and type come from the address, a category from a service page. */
export interface LocationFilters {
  city?: number | undefined;
  type?: number | undefined;
  categoryId?: number | undefined;
}

/** SPEC §7 location calls: the filters' cities and types, the stores, one store. */
export const locationQueries = {
  all: () => ['locations'] as const,
  cities: () =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'cities'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.locationCities(), () => locationSchemas().then((m) => m.LocationCitiesResponse), {
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** what a store offers (速修服務, 深層清潔...) */
  categories: () =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'categories'],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.locationCategories(),
            () => locationSchemas().then((m) => m.LocationCategoriesResponse),
            {
              query: { page: 1, per_page: LOCATION_TAXONOMY_PER_PAGE },
              signal,
            },
          )
        ).data,
      staleTime: 5 * 60_000,
    }),
  classes: () =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'classes'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.locationClasses(), () => locationSchemas().then((m) => m.LocationClassesResponse), {
            query: { page: 1, per_page: LOCATION_TAXONOMY_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  list: ({ city, type, categoryId }: LocationFilters) =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'list', { city, type, categoryId }],
      queryFn: async ({ signal }) => {
        const { data, meta } = await api.get(
          endpoints.locations(),
          () => locationSchemas().then((m) => m.LocationPageResponse),
          {
            query: { page: 1, per_page: LOCATIONS_PER_PAGE, city, type, category_id: categoryId },
            signal,
          },
        );
        return { data, meta };
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.location(id), () => locationSchemas().then((m) => m.LocationResponse), { signal }))
          .data,
    }),
};
