import { endpoints } from '../../schemas/api-endpoints';
import {
  type GiftClaim,
  GiftClaimResponse,
  type GiftPurchaseCheck,
  GiftPurchaseCheckResponse,
  type GiftSubmission,
} from '../../schemas/gift-apply.schema';
import { api } from './http-client';

/**
 * The event's minimum rides in the purchase step's data for the form's own check; the server
 * goes by its own event, so the client's copy is not sent.
 */
function withoutMinAmount<T extends { min_amount?: number }>(input: T): Omit<T, 'min_amount'> {
  const { min_amount: _client, ...body } = input;
  return body;
}

/** `POST /api/submit_gift_event`: a 422 rejects with the refused fields (ApiRequestError.data.errors). */
export async function submitGiftClaim(
  input: GiftSubmission,
  options: { signal?: AbortSignal } = {},
): Promise<GiftClaim> {
  return (
    await api.post(endpoints.submitGiftEvent(), GiftClaimResponse, {
      body: withoutMinAmount(input),
      signal: options.signal,
    })
  ).data;
}

/**
 * `POST /api/check_gift_purchase`, when step 1 is sent: resolves when this purchase can still
 * claim a gift of the event; a 422 rejects with the refused fields (an invoice claimed before).
 */
export async function checkGiftPurchase(
  input: GiftPurchaseCheck,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  await api.post(endpoints.checkGiftPurchase(), GiftPurchaseCheckResponse, {
    body: withoutMinAmount(input),
    signal: options.signal,
  });
}
