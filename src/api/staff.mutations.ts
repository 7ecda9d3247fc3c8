import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import {
  type StaffGrant,
  type StaffRole,
  StaffRolesResponse,
  type StaffRolesUpdate,
} from '../../schemas/staff-role.schema';
import { api, type MutationOptions } from './http-client';

/**
 * `POST /api/staff/people`: gives roles to the member who signed up with the email. Resolves with
 * the roles they hold now; a 422 (no such member, bad input) or a 409 (one's own roles) rejects
 * with the field messages in `ApiRequestError.data`.
 */
export async function grantStaffRoles(input: StaffGrant, { signal }: MutationOptions = {}): Promise<StaffRole[]> {
  return (await api.post(staffEndpoints.staffPeople(), StaffRolesResponse, { body: input, signal })).data.roles;
}

/** `PUT /api/staff/people/{id}/roles`: the whole set the person holds from now on (409: own roles, last admin). */
export async function setStaffRoles(
  { id, roles }: StaffRolesUpdate & { id: number },
  { signal }: MutationOptions = {},
): Promise<StaffRole[]> {
  return (await api.put(staffEndpoints.staffPersonRoles(id), StaffRolesResponse, { body: { roles }, signal })).data
    .roles;
}
