import { endpoints } from '../../schemas/api-endpoints';
import { type ContactReceipt, ContactReceiptResponse, type ContactSubmission } from '../../schemas/contact.schema';
import { api } from './http-client';

/** `POST /api/contact`: a 422 rejects with the refused fields (ApiRequestError.data.errors). */
export async function submitContact(
  input: ContactSubmission,
  options: { signal?: AbortSignal } = {},
): Promise<ContactReceipt> {
  return (await api.post(endpoints.contact(), ContactReceiptResponse, { body: input, signal: options.signal })).data;
}
