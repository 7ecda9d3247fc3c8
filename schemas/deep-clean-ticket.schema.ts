import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';

/** SPEC §3 deepCleanTickets (`GET /option/deep_services`): what a deep cleaning costs, by plan. */
export const DeepCleanTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  description: z.string(),
  /** NT$, tax included */
  price: z.number().int(),
});
export type DeepCleanTicket = z.infer<typeof DeepCleanTicketSchema>;
export const DeepCleanTicketsResponse = pagedEnvelope(DeepCleanTicketSchema);
