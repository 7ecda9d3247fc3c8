import type { PublicationMove } from '../../schemas/publication.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type {
  LocationInput,
  LocationUpdate,
  ProductInfoUpdate,
  ProductModelInput,
  ProductModelUpdate,
  StaffLocation,
  StaffProductInfo,
  StaffProductModel,
} from '../../schemas/staff-catalogue.schema';
import { api, type MutationOptions } from './http-client';
import { StaffLocationResponse, StaffProductInfoResponse, StaffProductModelResponse } from './staff-catalogue.queries';

/*
 * The catalogue's writes. A 422 rejects with the field messages; a save from a stale version
 * rejects with 409 and the record as it is now in `ApiRequestError.data.current`.
 */

/** `PUT /api/staff/product-infos/{brandId}` */
export async function saveProductInfo(
  id: number,
  input: ProductInfoUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffProductInfo> {
  return (await api.put(staffEndpoints.staffProductInfo(id), StaffProductInfoResponse, { body: input, signal })).data;
}

/** `POST /api/staff/product-models` */
export async function createProductModel(
  input: ProductModelInput,
  { signal }: MutationOptions = {},
): Promise<StaffProductModel> {
  return (await api.post(staffEndpoints.staffProductModels(), StaffProductModelResponse, { body: input, signal })).data;
}

/** `PUT /api/staff/product-models/{id}` */
export async function saveProductModel(
  id: number,
  input: ProductModelUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffProductModel> {
  return (await api.put(staffEndpoints.staffProductModel(id), StaffProductModelResponse, { body: input, signal })).data;
}

/** `POST /api/staff/locations`: a new store, a draft until it is published. */
export async function createLocation(input: LocationInput, { signal }: MutationOptions = {}): Promise<StaffLocation> {
  return (await api.post(staffEndpoints.staffLocations(), StaffLocationResponse, { body: input, signal })).data;
}

/** `PUT /api/staff/locations/{id}` */
export async function saveLocation(
  id: number,
  input: LocationUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffLocation> {
  return (await api.put(staffEndpoints.staffLocation(id), StaffLocationResponse, { body: input, signal })).data;
}

/** `POST /api/staff/locations/{id}/publication`: publish now, take down, back to draft. */
export async function moveLocationPublication(
  id: number,
  move: PublicationMove,
  { signal }: MutationOptions = {},
): Promise<StaffLocation> {
  return (await api.post(staffEndpoints.staffLocationPublication(id), StaffLocationResponse, { body: move, signal }))
    .data;
}
