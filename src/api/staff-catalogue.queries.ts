import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import {
  StaffLocationSchema,
  StaffProductInfoSchema,
  StaffProductModelSchema,
} from '../../schemas/staff-catalogue.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** A catalogue list's filters as the address holds them; empty ones are left out. */
export interface StaffCatalogueFilters {
  page: number;
  per_page?: number | undefined;
  q?: string | undefined;
  brand_id?: string | undefined;
  city?: string | undefined;
  status?: string | undefined;
}

export const StaffProductInfoResponse = dataEnvelope(StaffProductInfoSchema);
export const StaffProductModelResponse = dataEnvelope(StaffProductModelSchema);
export const StaffLocationResponse = dataEnvelope(StaffLocationSchema);

/** Every brand, for the model form's select and the models list's filter (the API's largest page). */
export const BRANDS_PAGE = { page: 1, per_page: 200 } as const;

// an editor's open form is the truth while they type: no refetch behind their back
const whileEditing = { staleTime: Number.POSITIVE_INFINITY } as const;

/** The console's catalogue (`/api/staff/product-infos|product-models|locations`), under the console's key. */
export const staffCatalogueQueries = {
  all: () => [...staffQueries.all(), 'catalogue'] as const,
  infos: () => [...staffCatalogueQueries.all(), 'product-infos'] as const,
  models: () => [...staffCatalogueQueries.all(), 'product-models'] as const,
  locations: () => [...staffCatalogueQueries.all(), 'locations'] as const,
  infoList: (filters: StaffCatalogueFilters) =>
    queryOptions({
      queryKey: [...staffCatalogueQueries.infos(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffProductInfos(), pagedEnvelope(StaffProductInfoSchema), {
          query: { ...filters },
          signal,
        }),
    }),
  info: (id: number) =>
    queryOptions({
      queryKey: [...staffCatalogueQueries.infos(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffProductInfo(id), StaffProductInfoResponse, { signal })).data,
      ...whileEditing,
    }),
  modelList: (filters: StaffCatalogueFilters) =>
    queryOptions({
      queryKey: [...staffCatalogueQueries.models(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffProductModels(), pagedEnvelope(StaffProductModelSchema), {
          query: { ...filters },
          signal,
        }),
    }),
  model: (id: number) =>
    queryOptions({
      queryKey: [...staffCatalogueQueries.models(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffProductModel(id), StaffProductModelResponse, { signal })).data,
      ...whileEditing,
    }),
  locationList: (filters: StaffCatalogueFilters) =>
    queryOptions({
      queryKey: [...staffCatalogueQueries.locations(), 'list', filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffLocations(), pagedEnvelope(StaffLocationSchema), { query: { ...filters }, signal }),
    }),
  location: (id: number) =>
    queryOptions({
      queryKey: [...staffCatalogueQueries.locations(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffLocation(id), StaffLocationResponse, { signal })).data,
      ...whileEditing,
    }),
};

/** A record's id in a console address (`/staff/locations/12`). */
export const CatalogueIdParam = z.coerce.number().int().positive();
