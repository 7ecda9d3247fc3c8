import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type { StaffBrand, StaffBrandInput, StaffBrandUpdate } from '../../schemas/staff-brand.schema';
import { api, type MutationOptions } from './http-client';
import { StaffBrandResponse } from './staff-brands.queries';

/** `POST /api/staff/brands`. A 422 rejects with the field messages. */
export async function createBrand(input: StaffBrandInput, { signal }: MutationOptions = {}): Promise<StaffBrand> {
  return (await api.post(staffEndpoints.staffBrands(), StaffBrandResponse, { body: input, signal })).data;
}

/** `PUT /api/staff/brands/{id}` from the version the editor started with (a 409 carries `current`). */
export async function saveBrand(
  id: number,
  input: StaffBrandUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffBrand> {
  return (await api.put(staffEndpoints.staffBrand(id), StaffBrandResponse, { body: input, signal })).data;
}
