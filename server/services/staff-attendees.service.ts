import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AttendeeOrder, SessionAttendees, StaffWaitlistEntry } from '../../schemas/staff-event-attendees.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../schemas/user-order.schema';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { eventOrderItems, eventOrders } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { eventSurveys, surveyQuestions, surveyResponses } from '../db/tables/event-survey.table';
import { members } from '../db/tables/member.table';
import { waitlist } from '../db/tables/waitlist.table';
import { NotFoundError } from '../domain/domain-errors';
import { type AuditActor, recordAudit } from './audit-log.service';
import { giveBack } from './waitlist.service';

/**
 * A session's attendees for staff holding `events` (issue 27 item 2): its orders with their
 * participants and survey answers, the same as a CSV that Excel in Taiwan opens (UTF-8 with a
 * BOM, STAFF.md "Exports"), and its waiting list, from which staff may remove an entry.
 */

/** The session, only when it belongs to the event named (a 404 never says which is wrong). */
async function sessionOf(db: Db, eventId: number, sessionId: number) {
  const [row] = await db
    .select({ session: eventSessions, subject: events.subject })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.eventId, eventId)));
  if (!row) throw new NotFoundError('找不到此場次。');
  return row;
}

const answerText = (value: string | string[]) => (Array.isArray(value) ? value.join('、') : value);

/** `GET /api/staff/events/{id}/sessions/{sessionId}/attendees`: every order of the session, oldest first. */
export async function sessionAttendees(db: Db, eventId: number, sessionId: number): Promise<SessionAttendees> {
  const { session, subject } = await sessionOf(db, eventId, sessionId);
  const [orders, questions] = await Promise.all([
    db
      .select({
        order: eventOrders,
        memberName: members.name,
        memberEmail: members.email,
        answers: surveyResponses.answers,
      })
      .from(eventOrders)
      .innerJoin(members, eq(members.id, eventOrders.memberId))
      .leftJoin(surveyResponses, eq(surveyResponses.id, eventOrders.surveyResponseId))
      .where(eq(eventOrders.sessionId, sessionId))
      .orderBy(asc(eventOrders.id)),
    db
      .select({ id: surveyQuestions.id, title: surveyQuestions.title })
      .from(surveyQuestions)
      .innerJoin(eventSurveys, eq(eventSurveys.id, surveyQuestions.surveyId))
      .where(eq(eventSurveys.eventId, eventId))
      .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id)),
  ]);
  const items = orders.length
    ? await db
        .select()
        .from(eventOrderItems)
        .where(
          inArray(
            eventOrderItems.orderId,
            orders.map((o) => o.order.id),
          ),
        )
        .orderBy(asc(eventOrderItems.id))
    : [];
  return {
    event: { id: eventId, subject },
    session: {
      id: session.id,
      subject: session.subject,
      started_at: session.startedAt.toISOString(),
      capacity: session.capacity,
      seats_taken: session.seatsTaken,
    },
    questions,
    orders: orders.map(
      ({ order, memberName, memberEmail, answers }): AttendeeOrder => ({
        id: order.id,
        order_number: order.orderNumber,
        status: order.status as OrderStatus,
        member_name: memberName,
        member_email: memberEmail,
        count: order.count,
        total: order.total,
        created_at: order.createdAt.toISOString(),
        participants: items
          .filter((i) => i.orderId === order.id)
          .map((i) => ({
            registration_number: i.registrationNumber,
            ticket_name: i.ticketName,
            ticket_price: i.ticketPrice,
            user_name: i.userName,
            user_phone: i.userPhone,
            user_email: i.userEmail,
          })),
        answers: Object.fromEntries((answers ?? []).map((a) => [String(a.question_id), answerText(a.value)])),
      }),
    ),
  };
}

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180, quotes doubled).
 * A cell Excel would read as a formula (=, @, or + and - not starting a number) is prefixed with
 * an apostrophe: a participant's name must never run in the staff member's spreadsheet.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d.])/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_HEADER = [
  '訂單編號',
  '訂單狀態',
  '報名時間',
  '報名序號',
  '票種',
  '票價',
  '參加者姓名',
  '參加者手機',
  '參加者 Email',
];

/** The attendees as a CSV: one line a participant, the order's answers on each of its lines. */
export async function sessionAttendeesCsv(db: Db, eventId: number, sessionId: number) {
  const list = await sessionAttendees(db, eventId, sessionId);
  const lines = [[...CSV_HEADER, ...list.questions.map((q) => q.title)]];
  for (const order of list.orders) {
    for (const p of order.participants) {
      lines.push([
        order.order_number,
        ORDER_STATUS_LABELS[order.status],
        formatTaipei(order.created_at, 'YYYY/MM/DD HH:mm'),
        p.registration_number,
        p.ticket_name,
        String(p.ticket_price),
        p.user_name,
        p.user_phone,
        p.user_email,
        ...list.questions.map((q) => order.answers[String(q.id)] ?? ''),
      ]);
    }
  }
  const body = `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
  const filename = `attendees-${eventId}-${sessionId}-${formatTaipei(new Date(), 'YYYYMMDD')}.csv`;
  return { body, filename };
}

/** `GET …/sessions/{sessionId}/waitlist`: the line in its order (first come, first held). */
export async function sessionWaitlist(db: Db, eventId: number, sessionId: number): Promise<StaffWaitlistEntry[]> {
  await sessionOf(db, eventId, sessionId);
  const rows = await db
    .select({ entry: waitlist, name: members.name, email: members.email })
    .from(waitlist)
    .innerJoin(members, eq(members.id, waitlist.memberId))
    .where(eq(waitlist.sessionId, sessionId))
    .orderBy(asc(waitlist.joinedAt), asc(waitlist.id));
  return rows.map(({ entry, name, email }, i) => ({
    id: entry.id,
    member_name: name,
    member_email: email,
    seats: entry.seats,
    status: entry.status,
    position: i + 1,
    joined_at: entry.joinedAt.toISOString(),
    held_until: entry.heldUntil?.toISOString() ?? null,
  }));
}

/**
 * `DELETE …/waitlist/{entryId}`: staff take an entry off the line (audited `waitlist.remove`);
 * seats it held go back to the session and on to the next in line, as when a member leaves.
 */
export async function removeWaitlistEntry(
  db: Db,
  actor: AuditActor,
  eventId: number,
  sessionId: number,
  entryId: number,
  now = new Date(),
): Promise<{ id: number }> {
  await sessionOf(db, eventId, sessionId);
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(waitlist)
      .where(and(eq(waitlist.id, entryId), eq(waitlist.sessionId, sessionId)))
      .returning();
    if (!gone) throw new NotFoundError('找不到此候補。');
    if (gone.status === 'held') await giveBack(tx, sessionId, gone.seats, now);
    await recordAudit(tx, actor, {
      action: 'waitlist.remove',
      entity: 'waitlist',
      entityId: gone.id,
      before: {
        id: gone.id,
        member_id: gone.memberId,
        session_id: gone.sessionId,
        seats: gone.seats,
        status: gone.status,
        joined_at: gone.joinedAt.toISOString(),
        held_until: gone.heldUntil?.toISOString() ?? null,
      },
    });
    return { id: gone.id };
  });
}
