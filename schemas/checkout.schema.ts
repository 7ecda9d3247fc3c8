import { z } from 'zod';

/**
 * The site page of the thing being paid (`/member/activity?order=…`): where the gateway sends the
 * payer back, and where the browser's Back from the gateway lands (components/payment/gateway-handoff.tsx),
 * rather than on the form that placed the order.
 */
const back = z
  .string()
  .regex(/^\/(?!\/)/)
  .optional();

/**
 * How the browser reaches the payment gateway (server/payments/payment-gateway.ts CheckoutStart):
 * go to a URL, or post a form of signed fields to the gateway.
 */
export const CheckoutStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string(), back }),
  z.object({ kind: z.literal('form'), action: z.string(), fields: z.record(z.string(), z.string()), back }),
]);
export type CheckoutStart = z.infer<typeof CheckoutStartSchema>;
