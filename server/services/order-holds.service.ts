import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import {
  ORDER_HOLD_MESSAGES,
  RELEASED_UNPAID_PER_SESSION,
  RELEASED_UNPAID_WINDOW_HOURS,
  UNPAID_ORDERS_PER_SESSION,
  UNPAID_SEATS_PER_MEMBER,
} from '../../schemas/order-holds';
import { formatDateTime } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { eventOrders } from '../db/tables/event-order.table';
import { InvalidInputError } from '../domain/domain-errors';

const refuse = (field: string, message: string) => new InvalidInputError({ [field]: [message] }, message);

/**
 * Before a paid order takes its seats (issue 22 item 6): the member's unpaid holds stay within
 * bounds (schemas/order-holds.ts). Runs in the order's transaction after the member's row is
 * locked, so one member's concurrent orders are counted one after the other. Free orders are
 * paid at once and hold nothing: they are not asked.
 *
 * - one order waiting for payment per session (refused on `session_id`, naming that order);
 * - the unpaid seats of every session together (on `tickets`), unless nothing else is held;
 * - orders of this session given back unpaid (cancelled or expired) within the window, so that
 *   cancelling (or letting it lapse) and placing again cannot keep a session held (on `session_id`).
 */
export async function checkUnpaidHolds(
  tx: Db,
  memberId: number,
  sessionId: number,
  count: number,
  now: Date,
): Promise<void> {
  const waiting = await tx
    .select({ orderNumber: eventOrders.orderNumber, sessionId: eventOrders.sessionId, count: eventOrders.count })
    .from(eventOrders)
    .where(
      and(
        eq(eventOrders.memberId, memberId),
        eq(eventOrders.status, 'pending_payment'),
        // past its hold, an order holds nothing whether or not the sweep has reached it
        gt(eventOrders.expiresAt, now),
      ),
    )
    .orderBy(asc(eventOrders.id));
  const here = waiting.filter((o) => o.sessionId === sessionId);
  if (here.length >= UNPAID_ORDERS_PER_SESSION && here[0]) {
    throw refuse('session_id', ORDER_HOLD_MESSAGES.waiting(here[0].orderNumber));
  }
  const held = waiting.reduce((n, o) => n + o.count, 0);
  if (held > 0 && held + count > UNPAID_SEATS_PER_MEMBER) throw refuse('tickets', ORDER_HOLD_MESSAGES.seats(held));

  const since = new Date(now.getTime() - RELEASED_UNPAID_WINDOW_HOURS * 3_600_000);
  const released = (
    await tx
      .select({ cancelledAt: eventOrders.cancelledAt, expiredAt: eventOrders.expiredAt })
      .from(eventOrders)
      .where(
        and(
          eq(eventOrders.memberId, memberId),
          eq(eventOrders.sessionId, sessionId),
          inArray(eventOrders.status, ['cancelled', 'expired']),
          or(gt(eventOrders.cancelledAt, since), gt(eventOrders.expiredAt, since)),
        ),
      )
  )
    .map((o) => (o.cancelledAt ?? o.expiredAt ?? now).getTime())
    .sort((a, b) => a - b);
  if (released.length >= RELEASED_UNPAID_PER_SESSION) {
    // free again once all but one less than the bound are older than the window
    const oldest = released[released.length - RELEASED_UNPAID_PER_SESSION] ?? now.getTime();
    const from = new Date(oldest + RELEASED_UNPAID_WINDOW_HOURS * 3_600_000);
    throw refuse('session_id', ORDER_HOLD_MESSAGES.released(formatDateTime(from)));
  }
}
