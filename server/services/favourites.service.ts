import { and, desc, eq } from 'drizzle-orm';
import type { EventCard } from '../../schemas/event.schema';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { favouriteEvents } from '../db/tables/favourite-event.table';
import { NotFoundError } from '../domain/domain-errors';
import { findEvent, toEventCards } from './events.service';

/** `POST /api/user/collect_events/{id}`: saves the event, or drops it when it was saved. */
export async function toggleFavouriteEvent(db: Db, memberId: number, eventId: number) {
  if (!(await findEvent(db, { id: eventId }))) throw new NotFoundError();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(favouriteEvents)
      .where(and(eq(favouriteEvents.memberId, memberId), eq(favouriteEvents.eventId, eventId)))
      .returning({ id: favouriteEvents.eventId });
    if (removed.length) return { event_id: eventId, is_favourite: false };
    await tx.insert(favouriteEvents).values({ memberId, eventId }).onConflictDoNothing();
    return { event_id: eventId, is_favourite: true };
  });
}

/** `GET /api/user/favorite_events`: the member's saved events, last saved first. */
export async function listFavouriteEvents(db: Db, memberId: number): Promise<EventCard[]> {
  const rows = await db
    .select({ event: events })
    .from(favouriteEvents)
    .innerJoin(events, eq(events.id, favouriteEvents.eventId))
    .where(eq(favouriteEvents.memberId, memberId))
    .orderBy(desc(favouriteEvents.createdAt), desc(favouriteEvents.eventId));
  return toEventCards(
    db,
    rows.map((r) => r.event),
  );
}
