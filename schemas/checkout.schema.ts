import { z } from 'zod';

/**
 * How the browser reaches the payment gateway (server/payments/payment-gateway.ts CheckoutStart):
 * go to a URL, or post a form of signed fields to the gateway.
 */
export const CheckoutStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('form'), action: z.string(), fields: z.record(z.string(), z.string()) }),
]);
export type CheckoutStart = z.infer<typeof CheckoutStartSchema>;
