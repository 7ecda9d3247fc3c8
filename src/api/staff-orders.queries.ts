import { queryOptions } from '@tanstack/react-query';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffOrderPageResponse, StaffOrderResponse } from '../../schemas/staff-order.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The orders list's filters as the address holds them (`?q=…&status=paid&page=2`); empty ones are left out. */
export interface StaffOrderFilters {
  page: number;
  q?: string | undefined;
  status?: string | undefined;
}

/** Event orders (`/api/staff/orders`, role events), under the console's key. */
export const staffOrderQueries = {
  all: () => [...staffQueries.all(), 'orders'] as const,
  list: (filters: StaffOrderFilters) =>
    queryOptions({
      queryKey: [...staffOrderQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffOrders(), StaffOrderPageResponse, { query: { ...filters }, signal }),
    }),
  detail: (orderNumber: string) =>
    queryOptions({
      queryKey: [...staffOrderQueries.all(), 'detail', orderNumber],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffOrder(orderNumber), StaffOrderResponse, { signal })).data,
    }),
};
