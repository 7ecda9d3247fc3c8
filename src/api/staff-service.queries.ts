import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffInhomeDetailResponse } from '../../schemas/staff-inhome.schema';
import { StaffRepairDetailResponse, StaffRepairPageResponse } from '../../schemas/staff-repair.schema';
import { StaffReserveStoresResponse, StaffReserveTimesResponse } from '../../schemas/staff-reserve-time.schema';
import { StaffWarrantyPageResponse, StaffWarrantyResponse } from '../../schemas/staff-warranty.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** A list's filters as the address holds them; empty ones are left out. */
export type StaffFilters = { page: number } & Record<string, string | number | undefined>;

/** The service screens' reads (`/api/staff/repairs`, `reserve-times`, `warranties`; role service), under the console's key. */
export const staffServiceQueries = {
  all: () => [...staffQueries.all(), 'service'] as const,
  repairs: (filters: StaffFilters) =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'repairs', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffRepairs(), StaffRepairPageResponse, { query: { ...filters }, signal }),
    }),
  repair: (id: number) =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'repair', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffRepair(id), StaffRepairDetailResponse, { signal })).data,
    }),
  inhome: (id: number) =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'inhome', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffInhomeRequest(id), StaffInhomeDetailResponse, { signal })).data,
    }),
  repairBrands: () =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'repair-brands'],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffRepairBrands(), dataEnvelope(z.array(z.string())), { signal })).data,
    }),
  stores: () =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'stores'],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffReserveStores(), StaffReserveStoresResponse, { signal })).data,
    }),
  reserveTimes: (storeId: number, from: string, to: string) =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'reserve-times', storeId, from, to],
      queryFn: async ({ signal }) =>
        (
          await api.get(staffEndpoints.staffReserveTimes(), StaffReserveTimesResponse, {
            query: { store_id: storeId, from, to },
            signal,
          })
        ).data,
    }),
  warranties: (filters: StaffFilters) =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'warranties', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffWarranties(), StaffWarrantyPageResponse, { query: { ...filters }, signal }),
    }),
  warranty: (id: number) =>
    queryOptions({
      queryKey: [...staffServiceQueries.all(), 'warranty', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffWarranty(id), StaffWarrantyResponse, { signal })).data,
    }),
};
