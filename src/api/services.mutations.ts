import { z } from 'zod';
import { endpoints } from '../../schemas/api-endpoints';
import { dataEnvelope } from '../../schemas/api-envelope.schema';
import { type CheckoutStart, CheckoutStartSchema } from '../../schemas/checkout.schema';
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

const PayAgainResponse = dataEnvelope(z.object({ checkout: CheckoutStartSchema }));

/** `POST /api/user/repairs/{id}/pay`: a new way to the gateway for an unpaid deep cleaning. */
export async function payRepair(id: number, { signal }: Options = {}): Promise<CheckoutStart> {
  return (await api.post(endpoints.userRepairPay(id), PayAgainResponse, { signal })).data.checkout;
}
