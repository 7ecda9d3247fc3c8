import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, eInvoices } from '../../db/tables/e-invoice.table';
import { events } from '../../db/tables/event.table';
import { eventOrderItems, eventOrders, eventRefunds } from '../../db/tables/event-order.table';
import { eventSessions } from '../../db/tables/event-session.table';
import { eventTickets } from '../../db/tables/event-ticket.table';
import { payments } from '../../db/tables/payment.table';
import { insertInChunks, maxId, syncSerial } from './batch-insert';
import { type NextIds, type OrderableSession, type OrderRows, orderRows, SCALE_IDEMPOTENCY_PREFIX } from './order-rows';
import { seededRandom } from './seeded-random';

/** The sessions orders can be for, each with its ticket types. */
export async function orderableSessions(db: Db): Promise<OrderableSession[]> {
  const [sessions, tickets] = await Promise.all([
    db
      .select({
        id: eventSessions.id,
        eventId: eventSessions.eventId,
        subject: events.subject,
        startedAt: eventSessions.startedAt,
        purchaseLimit: eventSessions.purchaseLimit,
      })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .orderBy(asc(eventSessions.id)),
    db.select().from(eventTickets).orderBy(asc(eventTickets.sessionId), asc(eventTickets.sort)),
  ]);
  const bySession = new Map<number, OrderableSession['tickets']>();
  for (const t of tickets) {
    const list = bySession.get(t.sessionId) ?? [];
    list.push({ id: t.id, name: t.name, price: t.price });
    bySession.set(t.sessionId, list);
  }
  return sessions.flatMap((s) => {
    const own = bySession.get(s.id);
    return own?.length ? [{ ...s, tickets: own }] : [];
  });
}

async function nextIds(db: Db): Promise<NextIds> {
  const [order, item, invoice, creditNote, payment] = await Promise.all(
    ['event_orders', 'event_order_items', 'e_invoices', 'credit_notes', 'payments'].map((t) => maxId(db, t)),
  );
  return {
    order: (order ?? 0) + 1,
    item: (item ?? 0) + 1,
    invoice: (invoice ?? 0) + 1,
    creditNote: (creditNote ?? 0) + 1,
    payment: (payment ?? 0) + 1,
  };
}

/** Generated orders waiting to be written, a few thousand at a time (memory stays flat at 100×). */
const FLUSH_ORDERS = 5_000;

async function writeOrders(db: Db, batch: OrderRows[]): Promise<void> {
  const pick = <T>(f: (o: OrderRows) => T | null) => batch.flatMap((o) => (f(o) === null ? [] : [f(o) as T]));
  await insertInChunks(
    db,
    eventOrders,
    pick((o) => o.order),
  );
  await insertInChunks(
    db,
    eventOrderItems,
    batch.flatMap((o) => o.items),
  );
  await insertInChunks(
    db,
    eInvoices,
    pick((o) => o.invoice),
  );
  await insertInChunks(
    db,
    creditNotes,
    pick((o) => o.creditNote),
  );
  await insertInChunks(
    db,
    eventRefunds,
    pick((o) => o.refund),
  );
  await insertInChunks(
    db,
    payments,
    pick((o) => o.payment),
  );
}

/**
 * Orders for each `[memberId, count]`, over every session (past and to come), with their items,
 * invoices, refunds and payments; then the seats they hold are counted into their sessions and
 * ticket types, as placing them through the app would have.
 */
export async function insertScaleOrders(
  db: Db,
  plan: readonly (readonly [memberId: number, orders: number])[],
  now: Date,
  seed = 26,
): Promise<number> {
  const sessions = await orderableSessions(db);
  if (!sessions.length) throw new Error('no event session to order: seed the demo content first');
  const ids = await nextIds(db);
  const random = seededRandom(seed);
  let batch: OrderRows[] = [];
  let made = 0;
  for (const [memberId, count] of plan) {
    for (let i = 0; i < count; i++) {
      const session = sessions[Math.floor(random() * sessions.length)] as OrderableSession;
      batch.push(orderRows(memberId, session, ids, random, now));
      made++;
      if (batch.length >= FLUSH_ORDERS) {
        await writeOrders(db, batch);
        batch = [];
      }
    }
  }
  await writeOrders(db, batch);
  await Promise.all(
    ['event_orders', 'event_order_items', 'e_invoices', 'credit_notes', 'payments'].map((t) => syncSerial(db, t)),
  );
  await countSeats(db);
  return made;
}

/** Seats held by the generated paid orders, added to their sessions and ticket types (room made where full). */
async function countSeats(db: Db): Promise<void> {
  const generated = sql`o.idempotency_key like ${`${SCALE_IDEMPOTENCY_PREFIX}%`} and o.status in ('paid', 'pending_payment')`;
  await db.execute(sql`
    update event_sessions s
       set seats_taken = s.seats_taken + x.n, capacity = greatest(s.capacity, s.seats_taken + x.n)
      from (select o.session_id, sum(o.count)::int as n from event_orders o where ${generated} group by o.session_id) x
     where s.id = x.session_id`);
  await db.execute(sql`
    update event_tickets t
       set sold = t.sold + x.n, quota = greatest(t.quota, t.sold + x.n)
      from (select i.ticket_id, count(*)::int as n
              from event_order_items i join event_orders o on o.id = i.order_id
             where ${generated} group by i.ticket_id) x
     where t.id = x.ticket_id`);
}
