import { eq } from 'drizzle-orm';
import { verifyTicketCode } from '../../schemas/ticket-code';
import type { TicketVerification } from '../../schemas/ticket-verify.schema';
import type { Db } from '../db/client';
import { eventOrderItems, eventOrders } from '../db/tables/event-order.table';

/**
 * What the door learns offline (the signature) and what only the server knows: whether the
 * ticket's order is still paid. A code whose signature fails never reaches the database.
 */
export async function verifyTicket(
  db: Db,
  publicKeys: readonly JsonWebKey[],
  code: string,
): Promise<TicketVerification> {
  const check = await verifyTicketCode(code, publicKeys);
  if (!check.ok) return { status: 'invalid', ticket: null };
  const { ticket } = check;
  const [row] = await db
    .select({ status: eventOrders.status, sessionId: eventOrders.sessionId, refundedAt: eventOrderItems.refundedAt })
    .from(eventOrderItems)
    .innerJoin(eventOrders, eq(eventOrders.id, eventOrderItems.orderId))
    .where(eq(eventOrderItems.registrationNumber, ticket.registration_number));
  // a ticket refunded on its own (a partial refund) is refused, though its order stays paid
  const live = row?.status === 'paid' && row.refundedAt === null && row.sessionId === ticket.session_id;
  return { status: live ? 'valid' : 'revoked', ticket };
}
