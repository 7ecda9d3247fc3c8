import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { EventAvailability } from '../../schemas/event-availability.schema';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { eventSessions } from '../db/tables/event-session.table';
import { eventTickets } from '../db/tables/event-ticket.table';

/** Each event's lowest ticket price above zero (absent: every ticket free, or none set up). */
export async function lowestPrices(db: Db, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: eventSessions.eventId,
      priceFrom: sql<number | null>`min(${eventTickets.price}) filter (where ${eventTickets.price} > 0)`,
    })
    .from(eventTickets)
    .innerJoin(eventSessions, eq(eventSessions.id, eventTickets.sessionId))
    .where(inArray(eventSessions.eventId, eventIds))
    .groupBy(eventSessions.eventId);
  return new Map(rows.flatMap((r) => (r.priceFrom === null ? [] : [[r.eventId, Number(r.priceFrom)] as const])));
}

/**
 * Price from and seats left for each published event of `ids` (unknown ids are left out). Read
 * per request, never from the public cache: seats move with every order.
 */
export async function listEventAvailability(db: Db, ids: number[], now = new Date()): Promise<EventAvailability[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: events.id, status: events.status })
    .from(events)
    .where(and(inArray(events.id, unique), lte(events.publishedAt, sql`now()`)));
  if (found.length === 0) return [];
  const prices = await lowestPrices(
    db,
    found.map((e) => e.id),
  );
  // a session's seats left: its own seats, and no more than its tickets still on sale
  const seats = await db
    .select({
      eventId: eventSessions.eventId,
      sessions: sql<number>`count(*)::int`,
      seatsLeft: sql<number>`coalesce(sum(greatest(0, least(${eventSessions.capacity} - ${eventSessions.seatsTaken}, (select coalesce(sum(${eventTickets.quota} - ${eventTickets.sold}), 0) from ${eventTickets} where ${eventTickets.sessionId} = ${eventSessions.id})))), 0)::int`,
    })
    .from(eventSessions)
    .where(
      and(
        inArray(
          eventSessions.eventId,
          found.filter((e) => e.status === 'open').map((e) => e.id),
        ),
        or(
          gt(eventSessions.signUpEndsAt, now),
          and(isNull(eventSessions.signUpEndsAt), gt(eventSessions.startedAt, now)),
        ),
      ),
    )
    .groupBy(eventSessions.eventId);
  return found.map((e) => {
    const open = seats.find((s) => s.eventId === e.id);
    const seatsLeft = open ? Number(open.seatsLeft) : 0;
    const priceFrom = prices.get(e.id) ?? null;
    return {
      event_id: e.id,
      price_from: priceFrom,
      seats_left: seatsLeft,
      state: !open ? 'closed' : seatsLeft > 0 ? 'open' : 'full',
    };
  });
}
