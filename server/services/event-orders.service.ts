import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { EventOrderSubmission, SurveyAnswer } from '../../schemas/event-apply.schema';
import { ORDER_HOLD_MINUTES } from '../../schemas/order-holds';
import type { GatewayPaymentType } from '../../schemas/payment-type.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import type { PlacedOrder } from '../../schemas/user-order.schema';
import type { Db } from '../db/client';
import { carts } from '../db/tables/cart.table';
import { events } from '../db/tables/event.table';
import { eventOrderItems, eventOrders } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { eventTickets } from '../db/tables/event-ticket.table';
import { members } from '../db/tables/member.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import type { InvoiceIssuer } from '../invoices/invoice-issuer';
import { defaultInvoiceIssuer } from '../invoices/track-range.issuer';
import type { PayableOwner, PaymentGateway } from '../payments/payment-gateway';
import { startPayment } from '../payments/payments.service';
import { checkSurveyAnswers, storeSurveyResponse } from './event-surveys.service';
import { mailOrder, memberActor, noteOrder, type OrderActor, SYSTEM_ACTOR } from './order-history.service';
import { checkUnpaidHolds } from './order-holds.service';
import { limitSubmission, type SenderAddress } from './rate-limit.service';
import { expireHolds, offerFreedSeats, takeHold } from './waitlist.service';

/** The payable kind of event orders (server/payments/payable-owners.ts). */
export const EVENT_ORDER_KIND = 'event_order';

export interface OrderDeps {
  gateway: PaymentGateway;
}

type Order = typeof eventOrders.$inferSelect;

const token = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
/** digits only: it is a path segment of /member/refund/{order_number}, whose paths are lower case */
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
// dated by Taiwan's calendar, as the member's receipt and invoice are
const newOrderNumber = (now: Date) => `${formatTaipei(now, 'YYMMDD')}${digits(8)}`;
const newRegistrationNumber = (eventId: number) => `R${String(eventId).padStart(4, '0')}${token(5)}`;

/**
 * Seats and ticket quota an order held, given back (cancel, expiry, refund): in the caller's
 * transaction. The session's waiting list gets them first (held for the first in line that fits).
 */
async function releaseSeats(
  tx: Db,
  order: Pick<Order, 'id' | 'sessionId' | 'count'>,
  now = new Date(),
  /** only these tickets of the order (a partial refund); all of them when left out */
  itemIds?: readonly number[],
) {
  const lines = await tx
    .select({ ticketId: eventOrderItems.ticketId, n: sql<number>`count(*)::int` })
    .from(eventOrderItems)
    .where(and(eq(eventOrderItems.orderId, order.id), itemIds ? inArray(eventOrderItems.id, [...itemIds]) : undefined))
    .groupBy(eventOrderItems.ticketId)
    .orderBy(asc(eventOrderItems.ticketId));
  const seats = itemIds ? lines.reduce((n, l) => n + l.n, 0) : order.count;
  for (const line of lines) {
    await tx
      .update(eventTickets)
      .set({ sold: sql`${eventTickets.sold} - ${line.n}` })
      .where(eq(eventTickets.id, line.ticketId));
  }
  await tx
    .update(eventSessions)
    .set({ seatsTaken: sql`${eventSessions.seatsTaken} - ${seats}` })
    .where(eq(eventSessions.id, order.sessionId));
  await offerFreedSeats(tx, order.sessionId, now);
}

/**
 * Unpaid orders past their hold: expired, their seats given back. Locks each with SKIP LOCKED, so
 * an order being paid or cancelled right now is left to that transaction. `sessionId` narrows the
 * sweep to the session a purchase is about to sell. Waiting-list holds past their 24 hours go the
 * same way (to the next in line).
 */
export async function expireOrders(db: Db, now = new Date(), sessionId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: eventOrders.id,
        orderNumber: eventOrders.orderNumber,
        sessionId: eventOrders.sessionId,
        count: eventOrders.count,
      })
      .from(eventOrders)
      .where(
        and(
          eq(eventOrders.status, 'pending_payment'),
          lt(eventOrders.expiresAt, now),
          sessionId === undefined ? undefined : eq(eventOrders.sessionId, sessionId),
        ),
      )
      .orderBy(asc(eventOrders.id))
      .for('update', { skipLocked: true });
    for (const order of due) {
      await tx
        .update(eventOrders)
        .set({ status: 'expired', expiredAt: now, updatedAt: now })
        .where(eq(eventOrders.id, order.id));
      await releaseSeats(tx, order, now);
      await noteOrder(tx, SYSTEM_ACTOR, order.orderNumber, 'order.expired');
      await mailOrder(tx, order.orderNumber, 'expired');
    }
    await expireHolds(tx, now, sessionId);
    return due.length;
  });
}

/** one refused field; the message says it too, for a field no step of the form shows (event_id) */
const refuse = (field: string, message: string) => new InvalidInputError({ [field]: [message] }, message);

/** The way to pay an order still waiting for its money: a fresh attempt at the gateway. */
async function checkoutFor(tx: Db, deps: OrderDeps, order: Order, eventName: string, origin: string, now: Date) {
  const { checkout } = await startPayment(
    tx,
    deps,
    {
      kind: EVENT_ORDER_KIND,
      id: order.orderNumber,
      amount: order.total,
      description: `${eventName} 報名費（${order.count} 張）`,
      payType: order.paymentType as GatewayPaymentType,
      returnPath: `/member/activity?order=${order.orderNumber}`,
    },
    origin,
    now,
  );
  return checkout;
}

/**
 * `POST /api/cart/pay`: the four apply steps become one order in one transaction. The member's
 * row is locked first, so their own concurrent submissions queue (purchase limit, idempotency key);
 * seats and quota are taken by conditional updates, so 200 buyers of 100 seats make 100 orders.
 * A free order is paid at once; a paid one holds its seats ORDER_HOLD_MINUTES for the gateway,
 * within the bounds on unpaid holds (order-holds.service.ts).
 */
export async function placeEventOrder(
  db: Db,
  deps: OrderDeps & SenderAddress,
  memberId: number,
  input: EventOrderSubmission,
  origin: string,
  now = new Date(),
): Promise<PlacedOrder> {
  await expireOrders(db, now, input.session_id);
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');

    const [again] = await tx
      .select()
      .from(eventOrders)
      .where(and(eq(eventOrders.memberId, memberId), eq(eventOrders.idempotencyKey, input.idempotency_key)));
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, input.event_id), sql`${events.publishedAt} <= now()`));
    if (!event) throw refuse('event_id', '找不到此活動。');
    if (again) {
      const checkout =
        again.status === 'pending_payment' ? await checkoutFor(tx, deps, again, event.subject, origin, now) : null;
      return {
        order_number: again.orderNumber,
        status: again.status as PlacedOrder['status'],
        total: again.total,
        checkout,
      };
    }
    // counted in the order's transaction: a refused order, or a double click answered above, counts nothing
    await limitSubmission(tx, 'eventOrder', { member: memberId, ip: deps.clientIp });
    if (event.status !== 'open') throw refuse('event_id', '此活動已截止報名。');

    const [session] = await tx
      .select()
      .from(eventSessions)
      .where(and(eq(eventSessions.id, input.session_id), eq(eventSessions.eventId, event.id)));
    if (!session) throw refuse('session_id', '請選擇此活動的場次。');
    if ((session.signUpEndsAt ?? session.startedAt) <= now) throw refuse('session_id', '此場次已截止報名。');

    const lines = input.tickets.filter((l) => l.quantity > 0).sort((a, b) => a.ticket_id - b.ticket_id);
    if (new Set(lines.map((l) => l.ticket_id)).size !== lines.length) throw refuse('tickets', '同一票種請只選一次。');
    const tickets = await tx
      .select()
      .from(eventTickets)
      .where(
        and(
          eq(eventTickets.sessionId, session.id),
          inArray(
            eventTickets.id,
            lines.map((l) => l.ticket_id),
          ),
        ),
      );
    if (tickets.length !== lines.length) throw refuse('tickets', '請選擇此場次的票種。');
    const count = lines.reduce((n, l) => n + l.quantity, 0);
    if (input.participants.length !== count) {
      throw refuse('participants', `請填寫 ${count} 位參加者的資料（每張票一位）。`);
    }
    const priceOf = new Map(tickets.map((t) => [t.id, t]));
    const total = lines.reduce((sum, l) => sum + (priceOf.get(l.ticket_id)?.price ?? 0) * l.quantity, 0);
    if (total === 0 && input.payment_type !== 'ZERO') throw refuse('payment_type', '免費活動不需付款。');
    if (total > 0 && input.payment_type === 'ZERO') throw refuse('payment_type', '請選擇付款方式。');

    await checkSurveyAnswers(tx, event.id, input.answers as SurveyAnswer[]);

    // the member's tickets of the session still standing: a refunded ticket (a partial refund
    // leaves its order paid) gave its seat back and no longer counts against the limit
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventOrderItems)
      .innerJoin(eventOrders, eq(eventOrders.id, eventOrderItems.orderId))
      .where(
        and(
          eq(eventOrders.memberId, memberId),
          eq(eventOrders.sessionId, session.id),
          inArray(eventOrders.status, ['pending_payment', 'paid']),
          isNull(eventOrderItems.refundedAt),
        ),
      );
    const already = held?.n ?? 0;
    if (already + count > session.purchaseLimit) {
      throw refuse(
        'tickets',
        already > 0
          ? `每人限購 ${session.purchaseLimit} 張，您已報名 ${already} 張。`
          : `每人限購 ${session.purchaseLimit} 張。`,
      );
    }
    // a paid order holds seats until it is paid: within the member's bounds (issue 22 item 6)
    if (total > 0) await checkUnpaidHolds(tx, memberId, session.id, count, now);

    // a waiting-list hold of this member's for the session: its seats are theirs to take again
    const holding = await takeHold(tx, memberId, session.id, now);
    // seats: conditional updates, ticket rows in id order then the session (one lock order everywhere)
    for (const line of lines) {
      const [ok] = await tx
        .update(eventTickets)
        .set({ sold: sql`${eventTickets.sold} + ${line.quantity}` })
        .where(
          and(
            eq(eventTickets.id, line.ticket_id),
            sql`${eventTickets.sold} + ${line.quantity} <= ${eventTickets.quota}`,
          ),
        )
        .returning({ id: eventTickets.id });
      if (!ok) throw refuse('tickets', `「${priceOf.get(line.ticket_id)?.name}」剩餘張數不足。`);
    }
    const [seated] = await tx
      .update(eventSessions)
      .set({ seatsTaken: sql`${eventSessions.seatsTaken} + ${count - holding}` })
      .where(
        and(
          eq(eventSessions.id, session.id),
          sql`${eventSessions.seatsTaken} + ${count - holding} <= ${eventSessions.capacity}`,
        ),
      )
      .returning({ id: eventSessions.id });
    if (!seated) throw refuse('session_id', '此場次已額滿。');
    // held seats the order did not use go on down the line
    if (holding > count) await offerFreedSeats(tx, session.id, now);

    const surveyResponseId = await storeSurveyResponse(tx, event.id, memberId, input.answers as SurveyAnswer[], now);
    const free = total === 0;
    const [order] = await tx
      .insert(eventOrders)
      .values({
        orderNumber: newOrderNumber(now),
        memberId,
        eventId: event.id,
        sessionId: session.id,
        status: free ? 'paid' : 'pending_payment',
        amount: total,
        total,
        count,
        paymentType: input.payment_type,
        idempotencyKey: input.idempotency_key,
        surveyResponseId,
        invoice: input.invoice,
        expiresAt: free ? null : new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
        paidAt: free ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('the order was not stored');
    let participant = 0;
    const items = lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => {
        const person = input.participants[participant++];
        const ticket = priceOf.get(line.ticket_id);
        if (!person || !ticket) throw new Error('participants and tickets do not match');
        return {
          orderId: order.id,
          ticketId: ticket.id,
          ticketName: ticket.name,
          ticketPrice: ticket.price,
          registrationNumber: newRegistrationNumber(event.id),
          userName: person.name,
          userPhone: person.phone,
          userEmail: person.email,
        };
      }),
    );
    await tx.insert(eventOrderItems).values(items);
    await tx.delete(carts).where(eq(carts.memberId, memberId));
    const checkout = free ? null : await checkoutFor(tx, deps, order, event.subject, origin, now);
    const member = memberActor(memberId, deps.clientIp);
    await noteOrder(tx, member, order.orderNumber, 'order.placed', {
      status: order.status,
      total,
      count,
      payment_type: input.payment_type,
    });
    if (free) await noteOrder(tx, member, order.orderNumber, 'order.paid', { amount: 0 });
    // how to pay and until when; a free order is confirmed at once, with its tickets
    await mailOrder(tx, order.orderNumber, free ? 'paid' : 'placed');
    return { order_number: order.orderNumber, status: order.status as PlacedOrder['status'], total, checkout };
  });
}

/** The member's own order, locked for the rest of the transaction; another member's is 404. */
export async function lockOwnOrder(tx: Db, memberId: number, orderNumber: string): Promise<Order> {
  const [order] = await tx
    .select()
    .from(eventOrders)
    .where(and(eq(eventOrders.orderNumber, orderNumber), eq(eventOrders.memberId, memberId)))
    .for('update');
  if (!order) throw new NotFoundError('找不到此訂單。');
  return order;
}

/** `POST /api/user/pay_order/{order_number}`: another attempt at the gateway while the hold lasts. */
export async function payEventOrder(
  db: Db,
  deps: OrderDeps,
  memberId: number,
  orderNumber: string,
  origin: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, memberId, orderNumber);
    if (order.status !== 'pending_payment' || (order.expiresAt && order.expiresAt <= now)) {
      throw refuse('order_number', '此訂單已無法付款。');
    }
    const [event] = await tx.select({ subject: events.subject }).from(events).where(eq(events.id, order.eventId));
    return { checkout: await checkoutFor(tx, deps, order, event?.subject ?? '', origin, now) };
  });
}

/** `POST /api/user/cancel_order/{order_number}`: only an unpaid order; its seats go back at once. */
export async function cancelEventOrder(db: Db, memberId: number, orderNumber: string, now = new Date(), ip = '') {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, memberId, orderNumber);
    return cancelLockedOrder(tx, order, memberActor(memberId, ip), now);
  });
}

/**
 * An unpaid order cancelled (by its member, or by staff for them), in the caller's transaction
 * with the order locked: its seats back at once, the member mailed, the step in its history.
 */
export async function cancelLockedOrder(tx: Db, order: Order, actor: OrderActor, now: Date) {
  if (order.status !== 'pending_payment') throw refuse('order_number', '只有待付款的訂單可以取消。');
  await tx
    .update(eventOrders)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(eq(eventOrders.id, order.id));
  await releaseSeats(tx, order, now);
  await noteOrder(tx, actor, order.orderNumber, 'order.cancelled', { status: 'cancelled' }, { status: order.status });
  await mailOrder(tx, order.orderNumber, 'cancelled');
  return { order_number: order.orderNumber, status: 'cancelled' as const };
}

/**
 * The payments' side of event orders. Money for an order still waiting within its hold pays it
 * (and issues its invoice); money for anything else (expired, cancelled, already paid by another
 * attempt) is refused here, and the payment is kept and flagged for a refund.
 */
export function eventOrderOwner(invoices: InvoiceIssuer = defaultInvoiceIssuer): PayableOwner {
  return {
    async onPaid(tx, payment) {
      const [order] = await tx
        .select()
        .from(eventOrders)
        .where(eq(eventOrders.orderNumber, payment.payableId))
        .for('update');
      if (order?.status !== 'pending_payment') return 'refund';
      if (order.expiresAt && order.expiresAt <= payment.at) {
        // past its hold: the seats go back now, whether or not the sweep got here first
        await tx
          .update(eventOrders)
          .set({ status: 'expired', expiredAt: payment.at, updatedAt: payment.at })
          .where(eq(eventOrders.id, order.id));
        await releaseSeats(tx, order, payment.at);
        await noteOrder(tx, SYSTEM_ACTOR, order.orderNumber, 'order.expired', { late_payment: payment.tradeNo });
        await mailOrder(tx, order.orderNumber, 'expired');
        return 'refund';
      }
      await tx
        .update(eventOrders)
        .set({ status: 'paid', paidAt: payment.at, expiresAt: null, updatedAt: payment.at })
        .where(eq(eventOrders.id, order.id));
      await noteOrder(tx, SYSTEM_ACTOR, order.orderNumber, 'order.paid', {
        trade_no: payment.tradeNo,
        gateway_trade_no: payment.gatewayTradeNo,
        amount: payment.amount,
      });
      const invoice = await invoices.issue(tx, {
        payableKind: EVENT_ORDER_KIND,
        payableId: order.orderNumber,
        amount: order.total,
        carrierType: order.invoice.carrier_type,
        carrierNum: order.invoice.carrier_num,
        buyerUbn: order.invoice.invoice_ubn,
        buyerTitle: order.invoice.invoice_title,
        email: order.invoice.invoice_email,
        at: payment.at,
      });
      await noteOrder(tx, SYSTEM_ACTOR, order.orderNumber, 'order.invoice_issued', {
        invoice_number: invoice.invoiceNumber,
        amount: order.total,
      });
      // the receipt with the tickets commits with the payment, or neither does
      await mailOrder(tx, order.orderNumber, 'paid');
      return 'fulfilled';
    },
    // a declined card leaves the order waiting: the member may pay again until the hold ends
    async onFailed(tx, payment) {
      await noteOrder(tx, SYSTEM_ACTOR, payment.payableId, 'order.payment_failed', { trade_no: payment.tradeNo });
    },
  };
}

export { releaseSeats };
