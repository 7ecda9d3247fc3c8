import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { type StaffOrder, StaffOrderResponse, type StaffRefundInput } from '../../schemas/staff-order.schema';
import { api, type MutationOptions } from './http-client';

/** `POST /api/staff/orders/{no}/cancel`: an unpaid order cancelled for its member; the order as it is now. */
export async function cancelStaffOrder(no: string, { signal }: MutationOptions = {}): Promise<StaffOrder> {
  return (await api.post(staffEndpoints.staffOrderCancel(no), StaffOrderResponse, { signal })).data;
}

/**
 * `POST /api/staff/orders/{no}/refunds`: some tickets refunded. Resolves with the order as it is
 * now, the refund among its refunds (succeeded, or failed with the gateway's reason).
 */
export async function refundStaffOrder(
  no: string,
  body: StaffRefundInput,
  { signal }: MutationOptions = {},
): Promise<StaffOrder> {
  return (await api.post(staffEndpoints.staffOrderRefunds(no), StaffOrderResponse, { body, signal })).data;
}

/** `POST /api/staff/orders/{no}/refunds/{id}/retry`: a failed refund asked of the gateway again. */
export async function retryStaffRefund(no: string, id: number, { signal }: MutationOptions = {}): Promise<StaffOrder> {
  return (await api.post(staffEndpoints.staffOrderRefundRetry(no, id), StaffOrderResponse, { signal })).data;
}

/** A failed refund recorded as handled outside the gateway (cash, a transfer) instead of retried. */
export async function settleStaffRefundOutside(
  no: string,
  id: number,
  { signal }: MutationOptions = {},
): Promise<StaffOrder> {
  return (await api.post(staffEndpoints.staffOrderRefundOutside(no, id), StaffOrderResponse, { signal })).data;
}
