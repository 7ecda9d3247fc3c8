import { z } from 'zod';
import { TICKET_CODE_MAX_LENGTH } from './ticket-code';

/** `POST /api/tickets/verify`: the text a door scanner read from a ticket's QR code. */
export const TicketVerifyRequest = z.object({
  code: z
    .string({ error: '請提供票券 QR Code 的內容。' })
    .trim()
    .min(1, '請提供票券 QR Code 的內容。')
    .max(TICKET_CODE_MAX_LENGTH, '這不是本站票券的 QR Code。'),
});
export type TicketVerifyRequest = z.infer<typeof TicketVerifyRequest>;

/**
 * `valid`: signed by us and its order still paid; `revoked`: signed by us but refunded, cancelled
 * or gone; `invalid`: not a code we signed (forged, altered, cut short, or not ours at all).
 */
export const TICKET_VERDICTS = ['valid', 'revoked', 'invalid'] as const;

export const TicketVerificationSchema = z.object({
  status: z.enum(TICKET_VERDICTS),
  /** what the code says, only when we signed it */
  ticket: z
    .object({ registration_number: z.string(), session_id: z.number().int(), issued_at: z.number().int() })
    .nullable(),
});
export type TicketVerification = z.infer<typeof TicketVerificationSchema>;
