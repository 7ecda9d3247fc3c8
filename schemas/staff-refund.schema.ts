import { z } from 'zod';
import { type StaffOrder, type StaffOrderRefund, StaffRefundInputSchema } from './staff-order.schema';

/**
 * A staff refund of an order's tickets (machines/staff-refund.machine.ts): pick the tickets, say
 * how the money goes back and why, read it back with its amount and confirm. The steps are the
 * pieces of `POST /api/staff/orders/{no}/refunds` (StaffRefundInputSchema), so the form, the
 * machine's guards and the API refuse the same things with the same words.
 */

/** The tickets refundable now (paid, not free, not in a refund): kept from the start, not filled in. */
const OfferStep = z.object({ open: z.array(z.number().int().positive()) });
const TicketsStep = StaffRefundInputSchema.pick({ item_ids: true });
const HowStep = StaffRefundInputSchema.pick({ method: true, reason: true, notify_member: true });
/** The review's own step: nothing to fill, its button confirms. */
const ConfirmStep = z.object({});

export const STAFF_REFUND_STEPS = {
  offer: OfferStep,
  tickets: TicketsStep,
  how: HowStep,
  confirm: ConfirmStep,
} as const;
export type StaffRefundSteps = typeof STAFF_REFUND_STEPS;

/**
 * The refund a call made: the order's newest one. A repeated call (same key) answers with the same
 * order, so it is still the newest.
 */
export const refundMade = (order: Pick<StaffOrder, 'refunds'>): StaffOrderRefund | undefined =>
  [...order.refunds].sort((a, b) => a.id - b.id).at(-1);

/** The gateway said no: the refund is kept as failed (to retry or settle outside), nothing moved. */
export const gatewayRefused = (answer: unknown): boolean => {
  const refunds = (answer as { refunds?: unknown } | null)?.refunds;
  return Array.isArray(refunds) && refundMade({ refunds: refunds as StaffOrderRefund[] })?.status === 'failed';
};
