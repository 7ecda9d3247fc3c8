import { and, asc, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  type CheckinAnswer,
  type CheckinConflict,
  type CheckinCounts,
  type CheckinList,
  type CheckinScanRequest,
  type CheckinSession,
  type CheckinSyncRequest,
  type CheckinSyncResult,
  type CheckinVerdict,
  isRegistrationNumber,
} from '../../schemas/checkin.schema';
import { readTicketCode, verifyTicketCode } from '../../schemas/ticket-code';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { eventOrderItems, eventOrders } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { ticketCheckinConflicts, ticketCheckins } from '../db/tables/ticket-checkin.table';
import { NotFoundError } from '../domain/domain-errors';
import { type AuditActor, recordAudit } from './audit-log.service';

/** Sessions this long past their end still show on the chooser (a late upload, a look at the counts). */
const RECENT_MS = 7 * 24 * 3_600_000;

type Actor = AuditActor & { id: number };

/** What a scan names, once read: the ticket and how it was presented, or nothing we issued. */
type Identified =
  | { kind: 'invalid'; registrationNumber: string | null }
  | {
      kind: 'ticket';
      method: 'qr' | 'number';
      /** the session a signed code names (a typed number names none) */
      codeSessionId: number | null;
      item: { id: number; registrationNumber: string; holder: string; ticketName: string };
      order: { status: string; sessionId: number };
    };

async function identify(db: Db, keys: readonly JsonWebKey[], text: string): Promise<Identified> {
  let registrationNumber: string;
  let codeSessionId: number | null = null;
  const method = isRegistrationNumber(text) ? 'number' : 'qr';
  if (method === 'number') {
    registrationNumber = text.trim().toUpperCase();
  } else {
    const check = await verifyTicketCode(text, keys);
    if (!check.ok)
      return { kind: 'invalid', registrationNumber: readTicketCode(text.trim())?.ticket.registration_number ?? null };
    registrationNumber = check.ticket.registration_number;
    codeSessionId = check.ticket.session_id;
  }
  const [row] = await db
    .select({
      id: eventOrderItems.id,
      registrationNumber: eventOrderItems.registrationNumber,
      holder: eventOrderItems.userName,
      ticketName: eventOrderItems.ticketName,
      status: eventOrders.status,
      sessionId: eventOrders.sessionId,
      refundedAt: eventOrderItems.refundedAt,
    })
    .from(eventOrderItems)
    .innerJoin(eventOrders, eq(eventOrders.id, eventOrderItems.orderId))
    .where(eq(eventOrderItems.registrationNumber, registrationNumber));
  if (!row) return { kind: 'invalid', registrationNumber };
  return {
    kind: 'ticket',
    method,
    codeSessionId,
    item: { id: row.id, registrationNumber: row.registrationNumber, holder: row.holder, ticketName: row.ticketName },
    // a ticket refunded on its own (a partial refund) is refunded, though its order stays paid
    order: { status: row.refundedAt ? 'refunded' : row.status, sessionId: row.sessionId },
  };
}

/**
 * The door's rule before anyone is let in: the ticket must be this session's (the code's and the
 * order's session both: a code for another date is refused even if the order moved), and paid.
 */
function refusal(found: Identified, sessionId: number): Exclude<CheckinVerdict, 'admitted' | 'already'> | null {
  if (found.kind === 'invalid') return 'invalid';
  if (found.order.sessionId !== sessionId || (found.codeSessionId !== null && found.codeSessionId !== sessionId)) {
    return 'wrong_session';
  }
  if (found.order.status === 'refunded') return 'refunded';
  // an order never paid (pending, cancelled, expired) has no ticket to present
  if (found.order.status !== 'paid') return 'invalid';
  return null;
}

async function checkinOf(db: Db, orderItemId: number) {
  const [row] = await db.select().from(ticketCheckins).where(eq(ticketCheckins.orderItemId, orderItemId));
  return row ?? null;
}

const firstOf = (row: { checkedInAt: Date; device: string }) => ({
  at: row.checkedInAt.toISOString(),
  device: row.device,
});

async function sessionOrThrow(db: Db, sessionId: number) {
  const [row] = await db
    .select({
      id: eventSessions.id,
      subject: eventSessions.subject,
      startedAt: eventSessions.startedAt,
      placeName: eventSessions.placeName,
      eventSubject: events.subject,
    })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(eq(eventSessions.id, sessionId));
  if (!row) throw new NotFoundError('找不到這個場次。');
  return row;
}

type Admission =
  | { outcome: 'admitted' | 'repeat'; first: { at: string; device: string } }
  | { outcome: 'taken'; first: { at: string; device: string }; checkinId: number };

/**
 * Lets the ticket in unless it is in already. The unique order item decides between two phones
 * scanning at once: the second insert does nothing (PostgreSQL makes it wait for the first's
 * commit), and it reads the first's row. A scan id seen before is the same scan sent again.
 */
async function admit(
  db: Db,
  actor: Actor,
  sessionId: number,
  found: Extract<Identified, { kind: 'ticket' }>,
  scan: { scanId: string; device: string; at: Date; offline: boolean },
): Promise<Admission> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ticketCheckins)
      .values({
        orderItemId: found.item.id,
        sessionId,
        scanId: scan.scanId,
        device: scan.device,
        checkedInAt: scan.at,
        staffId: actor.id,
        method: found.method,
        offline: scan.offline,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await recordAudit(tx, actor, {
        action: 'checkin.admit',
        entity: 'ticket_checkin',
        entityId: found.item.registrationNumber,
        after: {
          session_id: sessionId,
          device: scan.device,
          checked_in_at: scan.at.toISOString(),
          method: found.method,
          offline: scan.offline,
        },
      });
      return { outcome: 'admitted', first: firstOf(inserted) };
    }
    const [sameScan] = await tx.select().from(ticketCheckins).where(eq(ticketCheckins.scanId, scan.scanId));
    if (sameScan) return { outcome: 'repeat', first: firstOf(sameScan) };
    const first = await checkinOf(tx, found.item.id);
    if (!first) throw new Error('check-in insert did nothing, yet no row holds the ticket');
    return { outcome: 'taken', first: firstOf(first), checkinId: first.id };
  });
}

/** `POST …/scans`: one scan, answered from the database at once. */
export async function scanTicket(
  db: Db,
  keys: readonly JsonWebKey[],
  actor: Actor,
  sessionId: number,
  request: CheckinScanRequest,
): Promise<CheckinAnswer> {
  await sessionOrThrow(db, sessionId);
  const found = await identify(db, keys, request.ticket);
  // an invalid ticket names nobody: a typed number of an unpaid order shows no one's name
  const item = found.kind === 'ticket' ? found.item : null;
  const answer = (verdict: CheckinVerdict, first: CheckinAnswer['first'] = null): CheckinAnswer => ({
    scan_id: request.scan_id,
    verdict,
    registration_number: item?.registrationNumber ?? (found.kind === 'invalid' ? found.registrationNumber : null),
    holder: verdict === 'invalid' ? null : (item?.holder ?? null),
    ticket_name: verdict === 'invalid' ? null : (item?.ticketName ?? null),
    first,
  });
  const refused = refusal(found, sessionId);
  if (refused || found.kind !== 'ticket') return answer(refused ?? 'invalid');
  const admission = await admit(db, actor, sessionId, found, {
    scanId: request.scan_id,
    device: request.device,
    at: new Date(),
    offline: false,
  });
  return admission.outcome === 'taken' ? answer('already', admission.first) : answer('admitted', admission.first);
}

/**
 * `POST …/sync`: admissions a phone decided offline, in the order it made them, each at its own
 * time. One the server cannot accept (another phone let the ticket in first, a refund the phone
 * had not heard of) is kept as a conflict for staff to see; a scan uploaded twice counts once.
 */
export async function syncScans(
  db: Db,
  keys: readonly JsonWebKey[],
  actor: Actor,
  sessionId: number,
  request: CheckinSyncRequest,
): Promise<CheckinSyncResult> {
  await sessionOrThrow(db, sessionId);
  const results: CheckinSyncResult['results'] = [];
  for (const scan of request.scans) {
    const [knownConflict] = await db
      .select({ reason: ticketCheckinConflicts.reason })
      .from(ticketCheckinConflicts)
      .where(eq(ticketCheckinConflicts.scanId, scan.scan_id));
    if (knownConflict) {
      results.push({ scan_id: scan.scan_id, outcome: 'conflict', verdict: knownConflict.reason as CheckinVerdict });
      continue;
    }
    const found = await identify(db, keys, scan.ticket);
    const refused = refusal(found, sessionId);
    const at = new Date(scan.scanned_at);
    if (!refused && found.kind === 'ticket') {
      const admission = await admit(db, actor, sessionId, found, {
        scanId: scan.scan_id,
        device: request.device,
        at,
        offline: true,
      });
      if (admission.outcome !== 'taken') {
        results.push({ scan_id: scan.scan_id, outcome: admission.outcome, verdict: 'admitted' });
        continue;
      }
      await recordConflict(db, actor, sessionId, scan.scan_id, request.device, at, {
        registrationNumber: found.item.registrationNumber,
        reason: 'already',
        checkinId: admission.checkinId,
      });
      results.push({ scan_id: scan.scan_id, outcome: 'conflict', verdict: 'already' });
      continue;
    }
    const reason = refused ?? 'invalid';
    await recordConflict(db, actor, sessionId, scan.scan_id, request.device, at, {
      registrationNumber:
        (found.kind === 'ticket' ? found.item.registrationNumber : found.registrationNumber) ??
        scan.ticket.slice(0, 40),
      reason,
      checkinId: null,
    });
    results.push({ scan_id: scan.scan_id, outcome: 'conflict', verdict: reason });
  }
  return { results, counts: await countsOf(db, sessionId), conflicts: await conflictsOf(db, sessionId) };
}

async function recordConflict(
  db: Db,
  actor: Actor,
  sessionId: number,
  scanId: string,
  device: string,
  at: Date,
  what: { registrationNumber: string; reason: Exclude<CheckinVerdict, 'admitted'>; checkinId: number | null },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ticketCheckinConflicts)
      .values({
        sessionId,
        scanId,
        registrationNumber: what.registrationNumber,
        device,
        scannedAt: at,
        staffId: actor.id,
        reason: what.reason,
        checkinId: what.checkinId,
      })
      .onConflictDoNothing()
      .returning({ id: ticketCheckinConflicts.id });
    // a repeated upload of a scan another request just recorded: that one is audited
    if (!row) return;
    await recordAudit(tx, actor, {
      action: 'checkin.conflict',
      entity: 'ticket_checkin',
      entityId: what.registrationNumber,
      after: { session_id: sessionId, device, scanned_at: at.toISOString(), reason: what.reason },
    });
  });
}

async function countsOf(db: Db, sessionId: number): Promise<CheckinCounts> {
  return (await countsFor(db, [sessionId])).get(sessionId) ?? { tickets: 0, checked_in: 0, conflicts: 0 };
}

/** Each session's paid tickets, admissions and conflicts, in three grouped counts. */
async function countsFor(db: Db, sessionIds: number[]): Promise<Map<number, CheckinCounts>> {
  const counts = new Map<number, CheckinCounts>(
    sessionIds.map((id) => [id, { tickets: 0, checked_in: 0, conflicts: 0 }]),
  );
  if (!sessionIds.length) return counts;
  const tickets = await db
    .select({ sessionId: eventOrders.sessionId, n: count() })
    .from(eventOrderItems)
    .innerJoin(eventOrders, eq(eventOrders.id, eventOrderItems.orderId))
    .where(
      and(
        inArray(eventOrders.sessionId, sessionIds),
        eq(eventOrders.status, 'paid'),
        isNull(eventOrderItems.refundedAt),
      ),
    )
    .groupBy(eventOrders.sessionId);
  const admitted = await db
    .select({ sessionId: ticketCheckins.sessionId, n: count() })
    .from(ticketCheckins)
    .where(inArray(ticketCheckins.sessionId, sessionIds))
    .groupBy(ticketCheckins.sessionId);
  const conflicts = await db
    .select({ sessionId: ticketCheckinConflicts.sessionId, n: count() })
    .from(ticketCheckinConflicts)
    .where(inArray(ticketCheckinConflicts.sessionId, sessionIds))
    .groupBy(ticketCheckinConflicts.sessionId);
  for (const r of tickets) (counts.get(r.sessionId) as CheckinCounts).tickets = Number(r.n);
  for (const r of admitted) (counts.get(r.sessionId) as CheckinCounts).checked_in = Number(r.n);
  for (const r of conflicts) (counts.get(r.sessionId) as CheckinCounts).conflicts = Number(r.n);
  return counts;
}

/** The chooser: sessions not long over, soonest first, each with its counts. */
export async function listCheckinSessions(db: Db, now = new Date()): Promise<CheckinSession[]> {
  const rows = await db
    .select({
      id: eventSessions.id,
      subject: eventSessions.subject,
      startedAt: eventSessions.startedAt,
      placeName: eventSessions.placeName,
      eventSubject: events.subject,
    })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(gte(eventSessions.endedAt, new Date(now.getTime() - RECENT_MS)))
    .orderBy(asc(eventSessions.startedAt), asc(eventSessions.id))
    .limit(100);
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => sessionOut(r, counts.get(r.id) as CheckinCounts));
}

const sessionOut = (
  r: { id: number; subject: string; startedAt: Date; placeName: string; eventSubject: string },
  counts: CheckinCounts,
): CheckinSession => ({
  id: r.id,
  event_subject: r.eventSubject,
  subject: r.subject,
  started_at: r.startedAt.toISOString(),
  place_name: r.placeName,
  counts,
});

async function conflictsOf(db: Db, sessionId: number): Promise<CheckinConflict[]> {
  const rows = await db
    .select({
      scanId: ticketCheckinConflicts.scanId,
      registrationNumber: ticketCheckinConflicts.registrationNumber,
      device: ticketCheckinConflicts.device,
      scannedAt: ticketCheckinConflicts.scannedAt,
      reason: ticketCheckinConflicts.reason,
      holder: eventOrderItems.userName,
      firstAt: ticketCheckins.checkedInAt,
      firstDevice: ticketCheckins.device,
    })
    .from(ticketCheckinConflicts)
    .leftJoin(ticketCheckins, eq(ticketCheckins.id, ticketCheckinConflicts.checkinId))
    .leftJoin(eventOrderItems, eq(eventOrderItems.registrationNumber, ticketCheckinConflicts.registrationNumber))
    .where(eq(ticketCheckinConflicts.sessionId, sessionId))
    .orderBy(asc(ticketCheckinConflicts.scannedAt), asc(ticketCheckinConflicts.id));
  return rows.map((r) => ({
    scan_id: r.scanId,
    registration_number: r.registrationNumber,
    holder: r.holder,
    device: r.device,
    scanned_at: r.scannedAt.toISOString(),
    reason: r.reason as CheckinConflict['reason'],
    first: r.firstAt && r.firstDevice ? { at: r.firstAt.toISOString(), device: r.firstDevice } : null,
  }));
}

/**
 * `GET …/sessions/{id}`: what a phone keeps to decide without the server: the session's paid and
 * refunded tickets (holder's name for a search, no phone or email), who is in already, and the
 * public keys that check a code's signature.
 */
export async function checkinList(db: Db, keys: readonly JsonWebKey[], sessionId: number): Promise<CheckinList> {
  const session = await sessionOrThrow(db, sessionId);
  const tickets = await db
    .select({
      registrationNumber: eventOrderItems.registrationNumber,
      holder: eventOrderItems.userName,
      ticketName: eventOrderItems.ticketName,
      status: eventOrders.status,
      refundedAt: eventOrderItems.refundedAt,
      firstAt: ticketCheckins.checkedInAt,
      firstDevice: ticketCheckins.device,
    })
    .from(eventOrderItems)
    .innerJoin(eventOrders, eq(eventOrders.id, eventOrderItems.orderId))
    .leftJoin(ticketCheckins, eq(ticketCheckins.orderItemId, eventOrderItems.id))
    .where(and(eq(eventOrders.sessionId, sessionId), inArray(eventOrders.status, ['paid', 'refunded'])))
    .orderBy(asc(eventOrderItems.id));
  return {
    session: sessionOut(session, await countsOf(db, sessionId)),
    tickets: tickets.map((t) => ({
      registration_number: t.registrationNumber,
      holder: t.holder,
      ticket_name: t.ticketName,
      status: (t.refundedAt ? 'refunded' : t.status) as 'paid' | 'refunded',
      first: t.firstAt && t.firstDevice ? { at: t.firstAt.toISOString(), device: t.firstDevice } : null,
    })),
    conflicts: await conflictsOf(db, sessionId),
    keys: keys.map((k) => ({ ...k }) as Record<string, unknown>),
    fetched_at: new Date().toISOString(),
  };
}
