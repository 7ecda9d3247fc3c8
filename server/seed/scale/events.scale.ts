import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/tables/event.table';
import { eventCategoryLinks } from '../../db/tables/event-category-link.table';
import { eventSessions } from '../../db/tables/event-session.table';
import { eventTickets } from '../../db/tables/event-ticket.table';
import { insertInChunks, maxId, syncSerial } from './batch-insert';
import { magazineBody } from './magazine-body';
import { copiedId, copiedTitle, movedBack } from './scale-copy';

/** A copy lies this many days before the previous one: at 100× two years of past events. */
const EVENT_STEP_DAYS = 7;

/**
 * Copies 2..factor of every demo event with its category links, sessions and ticket types,
 * moved back a week per copy; one that is over is closed, as the real calendar would have it.
 * Seats start empty: the generated orders take theirs afterwards (orders.scale.ts).
 */
export async function copyEvents(db: Db, factor: number, now: Date): Promise<void> {
  const [demo, links, sessions, tickets] = await Promise.all([
    db.select().from(events).orderBy(asc(events.id)),
    db.select().from(eventCategoryLinks),
    db.select().from(eventSessions).orderBy(asc(eventSessions.id)),
    db.select().from(eventTickets).orderBy(asc(eventTickets.id)),
  ]);
  const [eventStride, sessionStride, ticketStride] = await Promise.all([
    maxId(db, 'events'),
    maxId(db, 'event_sessions'),
    maxId(db, 'event_tickets'),
  ]);
  for (let k = 2; k <= factor; k++) {
    const back = (at: Date) => movedBack(at, k, EVENT_STEP_DAYS);
    await insertInChunks(
      db,
      events,
      demo.map((e) => ({
        ...e,
        id: copiedId(e.id, eventStride, k),
        subject: copiedTitle(e.subject, k, '第'),
        ...magazineBody(e.body, e.bodyText, e.id + k * 5),
        isTop: false,
        startedAt: back(e.startedAt),
        endedAt: back(e.endedAt),
        status: back(e.endedAt) <= now ? 'closed' : e.status,
        publishedAt: e.publishedAt && back(e.publishedAt),
        createdAt: back(e.createdAt),
        updatedAt: back(e.updatedAt),
      })),
      200,
    );
    await insertInChunks(
      db,
      eventCategoryLinks,
      links.map((l) => ({ eventId: copiedId(l.eventId, eventStride, k), categoryId: l.categoryId })),
    );
    await insertInChunks(
      db,
      eventSessions,
      sessions.map((s) => ({
        ...s,
        id: copiedId(s.id, sessionStride, k),
        eventId: copiedId(s.eventId, eventStride, k),
        startedAt: back(s.startedAt),
        endedAt: back(s.endedAt),
        signUpEndsAt: s.signUpEndsAt ? back(s.signUpEndsAt) : null,
        seatsTaken: 0,
        createdAt: back(s.createdAt),
        updatedAt: back(s.updatedAt),
      })),
    );
    await insertInChunks(
      db,
      eventTickets,
      tickets.map((t) => ({
        ...t,
        id: copiedId(t.id, ticketStride, k),
        sessionId: copiedId(t.sessionId, sessionStride, k),
        sold: 0,
      })),
    );
  }
  await Promise.all([syncSerial(db, 'events'), syncSerial(db, 'event_sessions'), syncSerial(db, 'event_tickets')]);
}
