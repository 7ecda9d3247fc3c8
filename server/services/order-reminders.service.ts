import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventOrders } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { memberMails } from '../db/tables/member-mail.table';
import { queueOrderMail } from '../mail/mail-refs';
import type { OrderMailKind } from '../mail/order-mails';

/** an unpaid order is reminded this long before its hold ends (issue 25) */
export const PAY_SOON_MINUTES = 5;
/** a paid order's participants are reminded this long before their session starts */
export const EVENT_REMINDER_HOURS = 24;

/**
 * The reminders due now, queued once each (the outbox key is the order's and the reminder's): an
 * unpaid order within PAY_SOON_MINUTES of its hold's end, and a paid order whose session starts
 * within EVENT_REMINDER_HOURS. Run every minute by the job queue on one server; a second run, or a
 * second server, finds the key taken and queues nothing. Answers how many were queued.
 */
export async function queueDueReminders(db: Db, now = new Date()): Promise<number> {
  // joined on the reminder's own outbox key: an order that has that mail already is not due
  const mailOf = (kind: OrderMailKind) =>
    sql`${memberMails.key} = 'order:' || ${eventOrders.orderNumber} || ${`:${kind}`}`;

  const paySoon = await db
    .select({ orderNumber: eventOrders.orderNumber })
    .from(eventOrders)
    .leftJoin(memberMails, mailOf('pay-soon'))
    .where(
      and(
        eq(eventOrders.status, 'pending_payment'),
        gt(eventOrders.expiresAt, now),
        lte(eventOrders.expiresAt, new Date(now.getTime() + PAY_SOON_MINUTES * 60_000)),
        isNull(memberMails.id),
      ),
    );
  const upcoming = await db
    .select({ orderNumber: eventOrders.orderNumber })
    .from(eventOrders)
    .innerJoin(eventSessions, eq(eventSessions.id, eventOrders.sessionId))
    .leftJoin(memberMails, mailOf('reminder'))
    .where(
      and(
        eq(eventOrders.status, 'paid'),
        gt(eventSessions.startedAt, now),
        lte(eventSessions.startedAt, new Date(now.getTime() + EVENT_REMINDER_HOURS * 3_600_000)),
        isNull(memberMails.id),
      ),
    );
  let queued = 0;
  const due: [string, OrderMailKind][] = [
    ...paySoon.map((o) => [o.orderNumber, 'pay-soon'] as [string, OrderMailKind]),
    ...upcoming.map((o) => [o.orderNumber, 'reminder'] as [string, OrderMailKind]),
  ];
  for (const [orderNumber, kind] of due) {
    // one transaction each: the mail and its job together; a key taken meanwhile queues nothing
    const done = await db.transaction((tx) => queueOrderMail(tx, orderNumber, kind));
    if (done) queued += 1;
  }
  return queued;
}
