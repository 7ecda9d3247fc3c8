import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { type BrandServiceType, OptionBrandsResponse } from '../../schemas/brand.schema';
import { api } from './http-client';

/** SPEC §9: option lists page 1, 100 a page. */
export const OPTIONS_PER_PAGE = 100;

/** SPEC §7 `GET /option/brands?type=`: the brands of a service (or all). */
export const optionQueries = {
  all: () => ['options'] as const,
  brands: (type: BrandServiceType | 'all' = 'all') =>
    queryOptions({
      queryKey: [...optionQueries.all(), 'brands', type],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionBrands(), OptionBrandsResponse, {
            query: { type, page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
};
