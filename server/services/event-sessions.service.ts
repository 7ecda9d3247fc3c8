import { asc, eq, inArray, min } from 'drizzle-orm';
import type { EventSession } from '../../schemas/event-session.schema';
import type { Db } from '../db/client';
import { eventSessions } from '../db/tables/event-session.table';
import { eventTickets } from '../db/tables/event-ticket.table';
import { NotFoundError } from '../domain/domain-errors';
import { findEvent } from './events.service';

/**
 * `GET /api/calendar_events/{eventId}`: the event's sessions by date, with the seats and tickets
 * left right now. Not cached (it changes with every order), unlike the event itself. `held`: the
 * asking member's waiting-list holds (session id → seats), left for them alone.
 */
export async function listEventSessions(
  db: Db,
  eventId: number,
  now = new Date(),
  held?: ReadonlyMap<number, number>,
): Promise<EventSession[]> {
  const event = await findEvent(db, { id: eventId });
  if (!event) throw new NotFoundError();
  const sessions = await db
    .select()
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId))
    .orderBy(asc(eventSessions.startedAt), asc(eventSessions.id));
  if (!sessions.length) return [];
  const tickets = await db
    .select()
    .from(eventTickets)
    .where(
      inArray(
        eventTickets.sessionId,
        sessions.map((s) => s.id),
      ),
    )
    .orderBy(asc(eventTickets.sort), asc(eventTickets.id));
  return sessions.map((s) => {
    const seatsLeft = s.capacity - s.seatsTaken + (held?.get(s.id) ?? 0);
    const own = tickets.filter((t) => t.sessionId === s.id);
    const past = event.status !== 'open' || (s.signUpEndsAt ?? s.startedAt) <= now;
    const full = seatsLeft <= 0 || own.every((t) => t.quota - t.sold <= 0);
    return {
      id: s.id,
      subject: s.subject,
      started_at: s.startedAt.toISOString(),
      ended_at: s.endedAt.toISOString(),
      place_name: s.placeName,
      place_address: s.placeAddress,
      format: s.format as EventSession['format'],
      capacity: s.capacity,
      seats_left: Math.max(0, seatsLeft),
      purchase_limit: s.purchaseLimit,
      state: past ? 'past' : full ? 'full' : 'open',
      tickets: own.map((t) => ({
        id: t.id,
        name: t.name,
        price: t.price,
        quota: t.quota,
        left: Math.max(0, Math.min(t.quota - t.sold, seatsLeft)),
      })),
    };
  });
}

/** The cheapest ticket of any of the event's sessions (0 when it has none): what an offer starts at. */
export async function lowestTicketPrice(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ price: min(eventTickets.price) })
    .from(eventTickets)
    .innerJoin(eventSessions, eq(eventSessions.id, eventTickets.sessionId))
    .where(eq(eventSessions.eventId, eventId));
  return row?.price ?? 0;
}
