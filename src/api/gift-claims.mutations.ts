import { endpoints } from '../../schemas/api-endpoints';
import { type GiftClaim, GiftClaimResponse, type GiftSubmission } from '../../schemas/gift-apply.schema';
import { api } from './http-client';

/** `POST /api/submit_gift_event`: a 422 rejects with the refused fields (ApiRequestError.data.errors). */
export async function submitGiftClaim(
  input: GiftSubmission,
  options: { signal?: AbortSignal } = {},
): Promise<GiftClaim> {
  return (await api.post(endpoints.submitGiftEvent(), GiftClaimResponse, { body: input, signal: options.signal })).data;
}
