import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { WaitlistEntry, WaitlistSubmission } from '../../schemas/waitlist.schema';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { eventSessions } from '../db/tables/event-session.table';
import { eventTickets } from '../db/tables/event-ticket.table';
import { waitlist } from '../db/tables/waitlist.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { queueMail } from '../mail/mail-outbox';
import { waitlistHoldKey, waitlistHoldRef } from '../mail/mail-refs';
import { listEventSessions } from './event-sessions.service';

/**
 * The waiting list of full sessions (issue 20 item 8). A member joins a session with no seats
 * left; when seats come back (an order cancelled, refunded or expired: `releaseSeats`), the first
 * in line whose seats fit gets them held for HOLD_HOURS: the hold counts in the session's
 * `seats_taken`, so nobody else can buy them, and the member's own sign-up takes them back
 * (`takeHold` in `placeEventOrder`). Holds that pass are swept with the unpaid orders
 * (`expireOrders`, every minute and before each sale of the session), and their seats go on down
 * the line. Every seat move is a conditional UPDATE on the session row, in the transaction that
 * freed the seats, so two servers never hold the same seats twice.
 */
export const HOLD_HOURS = 24;

export interface WaitlistDeps {
  db: Db;
  verifyCaptcha: (token: string) => Promise<void>;
}

const refuse = (field: string, message: string) => new InvalidInputError({ [field]: [message] }, message);

/** `POST /api/user/waitlist`: a full, still open session, within its purchase limit, once per member. */
export async function joinWaitlist(
  deps: WaitlistDeps,
  memberId: number,
  input: WaitlistSubmission,
  now = new Date(),
): Promise<WaitlistEntry> {
  const [row] = await deps.db
    .select({ eventId: eventSessions.eventId })
    .from(eventSessions)
    .where(eq(eventSessions.id, input.session_id));
  // the session's state as the event page shows it (seats and tickets left, sign-up closed)
  const sessions = row
    ? await listEventSessions(deps.db, row.eventId, now).catch((err: unknown) => {
        // an event not (or no longer) published: no session of it to wait for
        if (err instanceof NotFoundError) return [];
        throw err;
      })
    : [];
  const session = sessions.find((s) => s.id === input.session_id);
  if (!session) throw refuse('session_id', '請選擇場次。');
  if (session.state === 'past') throw refuse('session_id', '此場次已截止報名。');
  if (session.state === 'open') throw refuse('session_id', '此場次尚有名額，請直接報名。');
  if (input.seats > session.purchase_limit) {
    throw refuse('seats', `此場次每人限購 ${session.purchase_limit} 張，請選擇 1 到 ${session.purchase_limit} 張。`);
  }
  await deps.verifyCaptcha(input.google_recaptcha_token);
  // the unique (member, session) index decides, also between two sends at once
  const [entry] = await deps.db
    .insert(waitlist)
    .values({ memberId, sessionId: session.id, seats: input.seats, joinedAt: now })
    .onConflictDoNothing()
    .returning({ id: waitlist.id });
  if (!entry) throw refuse('session_id', '您已在此場次的候補名單中。');
  const [mine] = await entriesOf(deps.db, memberId, entry.id);
  if (!mine) throw new Error('the waiting-list entry was not stored');
  return mine;
}

/** `GET /api/user/waitlist`: the member's entries, soonest session first. */
export const listWaitlist = (db: Db, memberId: number) => entriesOf(db, memberId);

async function entriesOf(db: Db, memberId: number, id?: number): Promise<WaitlistEntry[]> {
  const ahead = db.$with('ahead').as(
    db
      .select({
        id: waitlist.id,
        position:
          sql<number>`row_number() over (partition by ${waitlist.sessionId} order by ${waitlist.joinedAt}, ${waitlist.id})::int`.as(
            'position',
          ),
      })
      .from(waitlist),
  );
  const rows = await db
    .with(ahead)
    .select({ entry: waitlist, position: ahead.position, session: eventSessions, eventName: events.subject })
    .from(waitlist)
    .innerJoin(ahead, eq(ahead.id, waitlist.id))
    .innerJoin(eventSessions, eq(eventSessions.id, waitlist.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(waitlist.memberId, memberId), id === undefined ? undefined : eq(waitlist.id, id)))
    .orderBy(asc(eventSessions.startedAt), asc(waitlist.id));
  return rows.map(({ entry, position, session, eventName }) => ({
    id: entry.id,
    event_id: session.eventId,
    event_name: eventName,
    session_id: session.id,
    session_subject: session.subject,
    session_started_at: session.startedAt.toISOString(),
    session_ended_at: session.endedAt.toISOString(),
    seats: entry.seats,
    position,
    held_until: entry.status === 'held' ? (entry.heldUntil?.toISOString() ?? null) : null,
  }));
}

/** `POST /api/user/waitlist/{id}/leave`: the member's own entry only; seats it held go down the line. */
export async function leaveWaitlist(db: Db, memberId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [left] = await tx
      .delete(waitlist)
      .where(and(eq(waitlist.id, id), eq(waitlist.memberId, memberId)))
      .returning();
    if (!left) throw new NotFoundError('找不到此候補。');
    if (left.status === 'held') await giveBack(tx, left.sessionId, left.seats, now);
    return { id: left.id };
  });
}

/** Seats a held entry had go back to the session and down its line (a member leaving, staff removing an entry). */
export async function giveBack(tx: Db, sessionId: number, seats: number, now: Date) {
  await tx
    .update(eventSessions)
    .set({ seatsTaken: sql`${eventSessions.seatsTaken} - ${seats}` })
    .where(eq(eventSessions.id, sessionId));
  await offerFreedSeats(tx, sessionId, now);
}

/**
 * Seats came back to a session (in the caller's transaction, which has the session row locked by
 * its UPDATE): the members in line, first come first, get what fits held for HOLD_HOURS. Each hold
 * takes its seats by a conditional UPDATE of the session, so a hold can never oversell it.
 */
export async function offerFreedSeats(tx: Db, sessionId: number, now = new Date()) {
  const [session] = await tx
    .select({
      capacity: eventSessions.capacity,
      taken: eventSessions.seatsTaken,
      signUpEndsAt: eventSessions.signUpEndsAt,
      startedAt: eventSessions.startedAt,
      eventStatus: events.status,
    })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(eq(eventSessions.id, sessionId))
    .for('update', { of: eventSessions });
  if (session?.eventStatus !== 'open' || (session.signUpEndsAt ?? session.startedAt) <= now) return;
  const [tickets] = await tx
    .select({ left: sql<number>`coalesce(sum(greatest(${eventTickets.quota} - ${eventTickets.sold}, 0)), 0)::int` })
    .from(eventTickets)
    .where(eq(eventTickets.sessionId, sessionId));
  let free = Math.min(session.capacity - session.taken, tickets?.left ?? 0);
  if (free <= 0) return;
  // an entry being left right now is skipped rather than waited for
  const line = await tx
    .select({ id: waitlist.id, seats: waitlist.seats })
    .from(waitlist)
    .where(and(eq(waitlist.sessionId, sessionId), eq(waitlist.status, 'waiting')))
    .orderBy(asc(waitlist.joinedAt), asc(waitlist.id))
    .for('update', { skipLocked: true });
  const heldUntil = new Date(now.getTime() + HOLD_HOURS * 3_600_000);
  for (const entry of line) {
    if (entry.seats > free) continue;
    const [seated] = await tx
      .update(eventSessions)
      .set({ seatsTaken: sql`${eventSessions.seatsTaken} + ${entry.seats}` })
      .where(
        and(
          eq(eventSessions.id, sessionId),
          sql`${eventSessions.seatsTaken} + ${entry.seats} <= ${eventSessions.capacity}`,
        ),
      )
      .returning({ id: eventSessions.id });
    if (!seated) return;
    await tx
      .update(waitlist)
      .set({ status: 'held', heldUntil })
      .where(and(eq(waitlist.id, entry.id), eq(waitlist.status, 'waiting')));
    // the offer's mail commits with the hold, or neither does
    await queueMail(tx, waitlistHoldKey(entry.id, heldUntil), waitlistHoldRef(entry.id));
    free -= entry.seats;
    if (free <= 0) return;
  }
}

/**
 * Holds past their time (in the sweep's transaction): deleted, their seats given to the next in
 * line. SKIP LOCKED: a hold being used by its member's sign-up right now is theirs to settle.
 */
export async function expireHolds(tx: Db, now = new Date(), sessionId?: number): Promise<number> {
  const due = await tx
    .select({ id: waitlist.id, sessionId: waitlist.sessionId, seats: waitlist.seats })
    .from(waitlist)
    .where(
      and(
        eq(waitlist.status, 'held'),
        lte(waitlist.heldUntil, now),
        sessionId === undefined ? undefined : eq(waitlist.sessionId, sessionId),
      ),
    )
    .orderBy(asc(waitlist.sessionId), asc(waitlist.id))
    .for('update', { skipLocked: true });
  if (!due.length) return 0;
  await tx.delete(waitlist).where(
    inArray(
      waitlist.id,
      due.map((d) => d.id),
    ),
  );
  const bySession = new Map<number, number>();
  for (const d of due) bySession.set(d.sessionId, (bySession.get(d.sessionId) ?? 0) + d.seats);
  for (const [session, seats] of bySession) await giveBack(tx, session, seats, now);
  return due.length;
}

/**
 * The member's sign-up uses their hold (in the order's transaction): the hold is deleted and its
 * seats answered, for the order to take again with its own conditional UPDATE.
 */
export async function takeHold(tx: Db, memberId: number, sessionId: number, now = new Date()): Promise<number> {
  const [hold] = await tx
    .delete(waitlist)
    .where(
      and(
        eq(waitlist.memberId, memberId),
        eq(waitlist.sessionId, sessionId),
        eq(waitlist.status, 'held'),
        gt(waitlist.heldUntil, now),
      ),
    )
    .returning({ seats: waitlist.seats });
  return hold?.seats ?? 0;
}

/** The member's live holds, session id → seats: their own view of the seats left counts them. */
export async function heldSeats(db: Db, memberId: number, now = new Date()): Promise<Map<number, number>> {
  const rows = await db
    .select({ sessionId: waitlist.sessionId, seats: waitlist.seats })
    .from(waitlist)
    .where(and(eq(waitlist.memberId, memberId), eq(waitlist.status, 'held'), gt(waitlist.heldUntil, now)));
  return new Map(rows.map((r) => [r.sessionId, r.seats]));
}
