import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { ProductInfoType } from '../../schemas/product-info.schema';
import { api } from './http-client';
import { OPTIONS_PER_PAGE } from './options.queries';

const deepCleanTicketSchemas = () => import('../../schemas/deep-clean-ticket.schema');
const inhomeSchemas = () => import('../../schemas/inhome.schema');
const productInfoSchemas = () => import('../../schemas/product-info.schema');
const repairSchemas = () => import('../../schemas/repair.schema');
const reserveTimeSchemas = () => import('../../schemas/reserve-time.schema');
const warrantySchemas = () => import('../../schemas/warranty.schema');

/** The service forms' option lists (SPEC §3 productInfos, reserveTimes, deepCleanTickets). */
export const serviceOptionQueries = {
  all: () => ['options', 'services'] as const,
  products: (type: ProductInfoType) =>
    queryOptions({
      queryKey: [...serviceOptionQueries.all(), 'products', type],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionProducts(), () => productInfoSchemas().then((m) => m.ProductInfosResponse), {
            query: { type, page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** a day's reserve times: their places change with every booking, so never kept long */
  reserveTimes: (date: string) =>
    queryOptions({
      queryKey: [...serviceOptionQueries.all(), 'reserve-times', date],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.optionReserveTimes(),
            () => reserveTimeSchemas().then((m) => m.ReserveTimesResponse),
            {
              query: { date, page: 1, per_page: OPTIONS_PER_PAGE },
              signal,
            },
          )
        ).data,
      staleTime: 0,
    }),
  deepCleanTickets: () =>
    queryOptions({
      queryKey: [...serviceOptionQueries.all(), 'deep-clean-tickets'],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.optionDeepServices(),
            () => deepCleanTicketSchemas().then((m) => m.DeepCleanTicketsResponse),
            {
              query: { page: 1, per_page: OPTIONS_PER_PAGE },
              signal,
            },
          )
        ).data,
      staleTime: 5 * 60_000,
    }),
};

/** The member's service records (SPEC §7 /user/repairs, /user/warranties/{type}). */
export const serviceRecordQueries = {
  all: () => ['user', 'services'] as const,
  repairs: () =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'repairs'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userRepairs(), () => repairSchemas().then((m) => m.RepairRecordsResponse), { signal }))
          .data,
    }),
  repair: (id: number) =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'repair', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userRepair(id), () => repairSchemas().then((m) => m.RepairRecordResponse), { signal }))
          .data,
    }),
  creditNote: (no: string) =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'credit-note', no],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.userRepairCreditNote(no), () => repairSchemas().then((m) => m.RepairRecordResponse), {
            signal,
          })
        ).data,
    }),
  warranties: () =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'warranties'],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.userWarranties('all'),
            () => warrantySchemas().then((m) => m.WarrantyRecordsResponse),
            {
              query: { page: 1, per_page: 999 },
              signal,
            },
          )
        ).data,
    }),
  inhome: () =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'inhome'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.userInhomeServices(), () => inhomeSchemas().then((m) => m.InhomeRecordsResponse), {
            signal,
          })
        ).data,
    }),
};
