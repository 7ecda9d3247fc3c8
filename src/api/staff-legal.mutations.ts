import {
  type StaffLegalInput,
  type StaffLegalVersion,
  StaffLegalVersionResponse,
} from '../../schemas/legal-document.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { api, type MutationOptions } from './http-client';

/** `POST /api/staff/legal`: a new version, as a draft. A 422 rejects with the field messages. */
export async function createLegalVersion(
  input: StaffLegalInput,
  { signal }: MutationOptions = {},
): Promise<StaffLegalVersion> {
  return (await api.post(staffEndpoints.staffLegal(), StaffLegalVersionResponse, { body: input, signal })).data;
}

/** `POST /api/staff/legal/{id}/publish`: the version members agree to from now on; 409 when already published. */
export async function publishLegalVersion(id: number, { signal }: MutationOptions = {}): Promise<StaffLegalVersion> {
  return (await api.post(staffEndpoints.staffLegalPublish(id), StaffLegalVersionResponse, { signal })).data;
}
