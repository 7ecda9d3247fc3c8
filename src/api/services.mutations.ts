import { endpoints } from '../../schemas/api-endpoints';
import { type InhomeReceipt, InhomeReceiptResponse, type InhomeSubmission } from '../../schemas/inhome.schema';
import { type RepairReceipt, RepairReceiptResponse, type RepairSubmissionInput } from '../../schemas/repair.schema';
import {
  type WarrantyReceipt,
  WarrantyReceiptResponse,
  type WarrantySubmissionInput,
} from '../../schemas/warranty.schema';
import { api } from './http-client';

type Options = { signal?: AbortSignal };

/** `POST /api/user/repairs`: a 422 rejects with the refused fields. */
export async function submitRepair(input: RepairSubmissionInput, { signal }: Options = {}): Promise<RepairReceipt> {
  return (await api.post(endpoints.userRepairs(), RepairReceiptResponse, { body: input, signal })).data;
}

/** `POST /api/user/warranties`. */
export async function registerWarranty(
  input: WarrantySubmissionInput,
  { signal }: Options = {},
): Promise<WarrantyReceipt> {
  return (await api.post(endpoints.userWarrantyRegistration(), WarrantyReceiptResponse, { body: input, signal })).data;
}

/** `POST /api/user/inhome_services`. */
export async function requestInhome(input: InhomeSubmission, { signal }: Options = {}): Promise<InhomeReceipt> {
  return (await api.post(endpoints.userInhomeServices(), InhomeReceiptResponse, { body: input, signal })).data;
}
