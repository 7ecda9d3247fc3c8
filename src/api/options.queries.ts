import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { BrandServiceType } from '../../schemas/brand.schema';
import { api } from './http-client';

const brandSchemas = () => import('../../schemas/brand.schema');
const optionSchemas = () => import('../../schemas/option.schema');

/** SPEC §9: option lists page 1, 100 a page. */
export const OPTIONS_PER_PAGE = 100;

export const optionQueries = {
  all: () => ['options'] as const,
  /** SPEC §7 `GET /option/brands?type=`: the brands of a service (or all) */
  brands: (type: BrandServiceType | 'all' = 'all') =>
    queryOptions({
      queryKey: [...optionQueries.all(), 'brands', type],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionBrands(), () => brandSchemas().then((m) => m.OptionBrandsResponse), {
            query: { type, page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** SPEC §7 `GET /contact_classes` (page 1, per_page 100) */
  contactClasses: () =>
    queryOptions({
      queryKey: [...optionQueries.all(), 'contact-classes'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.contactClasses(), () => optionSchemas().then((m) => m.ContactClassesResponse), {
            query: { page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** SPEC §7 `GET /option/channels` (page 1, per_page 100): where a product was bought */
  channels: () =>
    queryOptions({
      queryKey: [...optionQueries.all(), 'channels'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionChannels(), () => optionSchemas().then((m) => m.ChannelsResponse), {
            query: { page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** SPEC §7 `GET /option/address`: the 22 cities with their towns and zip codes, one page */
  address: () =>
    queryOptions({
      queryKey: [...optionQueries.all(), 'address'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionAddress(), () => optionSchemas().then((m) => m.AddressOptionsResponse), {
            query: { page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      // the post office's list changes with a new build at most
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The cities for AddressField (the name the flow screens use). */
export const addressOptions = () => optionQueries.address();
