import { z } from 'zod';
import { endpoints } from '../../schemas/api-endpoints';
import { CheckoutStartSchema } from '../../schemas/checkout.schema';
import type { EventOrderSubmission } from '../../schemas/event-apply.schema';
import { type RefundReceipt, RefundReceiptResponse, type RefundSubmission } from '../../schemas/refund.schema';
import { type PlacedOrder, PlacedOrderResponse } from '../../schemas/user-order.schema';
import { api, type MutationOptions } from './http-client';

/** `POST /api/cart/pay`: the order; a 422 rejects with the refused fields. */
export async function placeEventOrder(
  input: EventOrderSubmission,
  options: MutationOptions = {},
): Promise<PlacedOrder> {
  return (await api.post(endpoints.cartPay(), PlacedOrderResponse, { body: input, signal: options.signal })).data;
}

export async function refundOrder(
  orderNumber: string,
  input: RefundSubmission,
  options: MutationOptions = {},
): Promise<RefundReceipt> {
  return (
    await api.post(endpoints.userRefundOrder(orderNumber), RefundReceiptResponse, {
      body: input,
      signal: options.signal,
    })
  ).data;
}

const CancelResponse = z.object({ data: z.object({ order_number: z.string(), status: z.string() }) });
export async function cancelOrder(orderNumber: string) {
  return (await api.post(endpoints.userCancelOrder(orderNumber), CancelResponse, {})).data;
}

const PayResponse = z.object({ data: z.object({ checkout: CheckoutStartSchema }) });
export async function payOrder(orderNumber: string) {
  return (await api.post(endpoints.userPayOrder(orderNumber), PayResponse, {})).data.checkout;
}

const FavouriteResponse = z.object({ data: z.object({ event_id: z.number(), is_favourite: z.boolean() }) });
export async function toggleFavourite(eventId: number) {
  return (await api.post(endpoints.userCollectEvent(eventId), FavouriteResponse, {})).data;
}
