import { and, eq, inArray } from 'drizzle-orm';
import type { Cart } from '../../schemas/cart.schema';
import type { TicketLine } from '../../schemas/event-apply.schema';
import type { Db } from '../db/client';
import { carts } from '../db/tables/cart.table';
import { eventTickets } from '../db/tables/event-ticket.table';
import { InvalidInputError } from '../domain/domain-errors';

const EMPTY: Cart = { session_id: null, items: [], subtotal: 0, total: 0 };

/** `GET /api/cart`: the member's chosen tickets priced now (SPEC §3 items, subtotal, total). */
export async function getCart(db: Db, memberId: number): Promise<Cart> {
  const [cart] = await db.select().from(carts).where(eq(carts.memberId, memberId));
  if (!cart?.sessionId || !cart.items.length) return EMPTY;
  const tickets = await db
    .select()
    .from(eventTickets)
    .where(
      and(
        eq(eventTickets.sessionId, cart.sessionId),
        inArray(
          eventTickets.id,
          cart.items.map((i) => i.ticket_id),
        ),
      ),
    );
  const items = cart.items.flatMap((line) => {
    const t = tickets.find((x) => x.id === line.ticket_id);
    return t
      ? [{ ticket_id: t.id, name: t.name, price: t.price, quantity: line.quantity, subtotal: t.price * line.quantity }]
      : [];
  });
  const subtotal = items.reduce((n, i) => n + i.subtotal, 0);
  return { session_id: cart.sessionId, items, subtotal, total: subtotal };
}

/** `POST /api/cart/add`: the tickets of one session; nothing is held until the order is placed. */
export async function addToCart(db: Db, memberId: number, input: { session_id: number; tickets: TicketLine[] }) {
  const lines = input.tickets.filter((l) => l.quantity > 0);
  const found = await db
    .select({ id: eventTickets.id })
    .from(eventTickets)
    .where(
      and(
        eq(eventTickets.sessionId, input.session_id),
        inArray(
          eventTickets.id,
          lines.map((l) => l.ticket_id),
        ),
      ),
    );
  if (found.length !== new Set(lines.map((l) => l.ticket_id)).size) {
    throw InvalidInputError.on('tickets', '請選擇此場次的票種。');
  }
  const now = new Date();
  await db
    .insert(carts)
    .values({ memberId, sessionId: input.session_id, items: lines, updatedAt: now })
    .onConflictDoUpdate({ target: carts.memberId, set: { sessionId: input.session_id, items: lines, updatedAt: now } });
  return getCart(db, memberId);
}

/** `POST /api/cart/clear`. */
export async function clearCart(db: Db, memberId: number): Promise<Cart> {
  await db.delete(carts).where(eq(carts.memberId, memberId));
  return EMPTY;
}
