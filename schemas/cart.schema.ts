import { z } from 'zod';
import { ApplyTicketsSchema } from './event-apply.schema';

/** `POST /api/cart/add`: the tickets of one session (replaces what the cart held). */
export const CartAddSchema = ApplyTicketsSchema;

/** SPEC §3 cart: items[], subtotal, total. */
export const CartSchema = z.object({
  session_id: z.number().int().nullable(),
  items: z.array(
    z.object({
      ticket_id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      quantity: z.number().int(),
      subtotal: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  total: z.number().int(),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartResponse = z.object({ data: CartSchema });
