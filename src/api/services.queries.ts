import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { DeepCleanTicketsResponse } from '../../schemas/deep-clean-ticket.schema';
import { InhomeRecordsResponse } from '../../schemas/inhome.schema';
import { ProductInfosResponse, type ProductInfoType } from '../../schemas/product-info.schema';
import {
  RepairCreditNoteResponse,
  RepairPaymentReceiptResponse,
  RepairRecordResponse,
  RepairRecordsResponse,
} from '../../schemas/repair.schema';
import { ReserveStoresResponse, ReserveTimesResponse } from '../../schemas/reserve-time.schema';
import { WarrantyRecordsResponse } from '../../schemas/warranty.schema';
import { api } from './http-client';
import { OPTIONS_PER_PAGE } from './options.queries';

// Static schema imports, unlike the other query modules: only the service forms and the member area
// (never rendered on the server) use these queries, and their screens import the same schemas, so
// an import() here would load nothing later (rolldown says so: INEFFECTIVE_DYNAMIC_IMPORT).
// See first-page-speed.md.

/** A store's slots of the bookable weeks in one page (the API allows 500; about 105 are seeded). */
const RESERVE_TIMES_PER_PAGE = 500;

/** The service forms' option lists (SPEC §3 productInfos, reserveTimes, deepCleanTickets). */
export const serviceOptionQueries = {
  all: () => ['options', 'services'] as const,
  products: (type: ProductInfoType) =>
    queryOptions({
      queryKey: [...serviceOptionQueries.all(), 'products', type],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionProducts(), ProductInfosResponse, {
            query: { type, page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** the stores that do fast repair (the locations tagged 速修服務) */
  reserveStores: () =>
    queryOptions({
      queryKey: [...serviceOptionQueries.all(), 'reserve-stores'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionReserveStores(), ReserveStoresResponse, {
            query: { page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** a store's reserve times of the coming weeks: their places change with every booking, so never kept long */
  reserveTimes: (storeId: number) =>
    queryOptions({
      queryKey: [...serviceOptionQueries.all(), 'reserve-times', storeId],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionReserveTimes(), ReserveTimesResponse, {
            query: { store_id: storeId, page: 1, per_page: RESERVE_TIMES_PER_PAGE },
            signal,
          })
        ).data,
      staleTime: 0,
    }),
  deepCleanTickets: () =>
    queryOptions({
      queryKey: [...serviceOptionQueries.all(), 'deep-clean-tickets'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.optionDeepServices(), DeepCleanTicketsResponse, {
            query: { page: 1, per_page: OPTIONS_PER_PAGE },
            signal,
          })
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
      queryFn: async ({ signal }) => (await api.get(endpoints.userRepairs(), RepairRecordsResponse, { signal })).data,
    }),
  /** one page of the member's repairs with its `meta` (the pager's totals) */
  repairsPage: (page: number) =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'repairs', page],
      queryFn: ({ signal }) => api.get(endpoints.userRepairs(), RepairRecordsResponse, { query: { page }, signal }),
    }),
  repair: (id: number) =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'repair', id],
      queryFn: async ({ signal }) => (await api.get(endpoints.userRepair(id), RepairRecordResponse, { signal })).data,
    }),
  creditNote: (no: string) =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'credit-note', no],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userRepairCreditNote(no), RepairCreditNoteResponse, { signal })).data,
    }),
  /** a paid service's payment receipt, with the e-invoice issued for it */
  receipt: (id: number) =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'receipt', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userRepairReceipt(id), RepairPaymentReceiptResponse, { signal })).data,
    }),
  warranties: () =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'warranties'],
      queryFn: async ({ signal }) =>
        (
          await api.get(endpoints.userWarranties('all'), WarrantyRecordsResponse, {
            query: { page: 1, per_page: 999 },
            signal,
          })
        ).data,
    }),
  inhome: () =>
    queryOptions({
      queryKey: [...serviceRecordQueries.all(), 'inhome'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.userInhomeServices(), InhomeRecordsResponse, { signal })).data,
    }),
};
