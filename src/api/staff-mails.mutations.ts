import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { type StaffMail, StaffMailResponse } from '../../schemas/staff-mail.schema';
import { api, type MutationOptions } from './http-client';

/**
 * `POST /api/staff/mails/{id}/retry`: a failed mail queued again. Resolves with the mail as it is
 * now (待寄出); a 422 (it is not failed any more) rejects with the message on `id`.
 */
export async function retryStaffMail(id: number, { signal }: MutationOptions = {}): Promise<StaffMail> {
  return (await api.post(staffEndpoints.staffMailRetry(id), StaffMailResponse, { signal })).data;
}
