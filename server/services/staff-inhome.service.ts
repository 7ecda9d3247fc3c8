import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  INHOME_STATUS_LABELS,
  type InhomeStatus,
  type InhomeStatusChange,
  visitText,
} from '../../schemas/inhome-status.schema';
import type { StaffInhomeDetail } from '../../schemas/staff-inhome.schema';
import type { StaffInhomeRow } from '../../schemas/staff-repair.schema';
import type { Db } from '../db/client';
import { inhomeRequests } from '../db/tables/inhome-request.table';
import { inhomeStatusChanges } from '../db/tables/inhome-status-change.table';
import { members } from '../db/tables/member.table';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { inhomeMoveOpen, inhomeStatusMoves, nextInhomeStatus } from '../domain/inhome-lifecycle.machine';
import { queueMail } from '../mail/mail-outbox';
import { inhomeMovedMailRef } from '../mail/mail-refs';
import { type AuditActor, recordAudit } from './audit-log.service';
import { type InhomeRow, inhomeRecordsOf, visitOf } from './inhome.service';
import { membersById } from './members.service';

export const STAFF_INHOME_MESSAGES = {
  notFound: '找不到此到府服務申請。',
  /** someone moved it since the page was read (or this is the second click of one decision) */
  stale: (status: InhomeStatus) => `這筆申請剛被更新，目前為「${INHOME_STATUS_LABELS[status]}」，請重新整理後再確認。`,
  refused: (from: InhomeStatus, to: InhomeStatus) =>
    `到府服務狀態無法由「${INHOME_STATUS_LABELS[from]}」改為「${INHOME_STATUS_LABELS[to]}」。`,
  needsVisit: '排定到府時請填寫到府日期。',
  needsStart: '排定到府時請填寫到府時段開始時間。',
  needsEnd: '排定到府時請填寫到府時段結束時間。',
  needsReason: '取消時請填寫原因，會寄給會員。',
} as const;

/** The board's rows of in-home requests: the member's record, who sent it, the moves left. */
export async function inhomeBoardRows(db: Db, rows: InhomeRow[]): Promise<StaffInhomeRow[]> {
  const records = await inhomeRecordsOf(db, rows);
  const byId = await membersById(
    db,
    rows.map((r) => r.memberId),
  );
  return rows.map((r, i) => {
    const { history: _history, ...record } = records[i] as NonNullable<(typeof records)[number]>;
    const person = byId.get(r.memberId);
    return {
      ...record,
      type: 'inhome' as const,
      version: r.version,
      member: { id: r.memberId, name: person?.name || r.name, email: person?.email ?? null, phone: r.phone },
      moves: inhomeStatusMoves(r.status),
    };
  });
}

const decider = alias(members, 'decider');

/** `GET /api/staff/inhome-requests/{id}`: the request, where to go, and each step with who made it. */
export async function getStaffInhome(db: Db, id: number): Promise<StaffInhomeDetail> {
  const [found] = await db
    .select({ row: inhomeRequests, decidedBy: decider.email })
    .from(inhomeRequests)
    .leftJoin(decider, eq(decider.id, inhomeRequests.decidedBy))
    .where(eq(inhomeRequests.id, id));
  if (!found) throw new NotFoundError(STAFF_INHOME_MESSAGES.notFound);
  const { row } = found;
  const [board] = await inhomeBoardRows(db, [row]);
  if (!board) throw new NotFoundError(STAFF_INHOME_MESSAGES.notFound);
  const steps = await db
    .select({ step: inhomeStatusChanges, by: members.email })
    .from(inhomeStatusChanges)
    .leftJoin(members, eq(members.id, inhomeStatusChanges.byMemberId))
    .where(eq(inhomeStatusChanges.requestId, id))
    .orderBy(inhomeStatusChanges.at, inhomeStatusChanges.id);
  return {
    ...board,
    problem: row.problem,
    contact: { name: row.name, phone: row.phone, address: `${row.zipCode} ${row.city}${row.town}${row.address}` },
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: found.decidedBy,
    steps: steps.map(({ step, by }) => ({
      from: (step.fromStatus as InhomeStatus | null) ?? null,
      status: step.toStatus as InhomeStatus,
      at: step.at.toISOString(),
      // the member's own submission is nobody on the staff
      by: step.byMemberId === null || step.byMemberId === row.memberId ? null : (by ?? null),
      visit: visitOf(step),
      note: step.note,
    })),
  };
}

/** Why the machine refused a move staff may make from here: the field they left empty. */
function missingFields(to: InhomeStatus, change: InhomeStatusChange) {
  const errors: Record<string, string[]> = {};
  if (to === 'scheduled') {
    if (!change.visit_date) errors.visit_date = [STAFF_INHOME_MESSAGES.needsVisit];
    if (!change.visit_start) errors.visit_start = [STAFF_INHOME_MESSAGES.needsStart];
    if (!change.visit_end) errors.visit_end = [STAFF_INHOME_MESSAGES.needsEnd];
  }
  if (to === 'cancelled' && !change.note) errors.note = [STAFF_INHOME_MESSAGES.needsReason];
  return errors;
}

/**
 * `POST /api/staff/inhome-requests/{id}/move`: moves a request along its life cycle when the
 * machine takes the move from where it is, from the version staff saw. The row is locked first,
 * so two staff deciding at once (or one double click) make one decision: the second is a 409
 * saying where the request is now. The move, its step, the member's mail and the audit entry
 * commit together.
 */
export async function moveStaffInhome(
  db: Db,
  staff: AuditActor & { id: number },
  id: number,
  change: InhomeStatusChange,
): Promise<StaffInhomeDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(inhomeRequests).where(eq(inhomeRequests.id, id)).for('update');
    if (!row) throw new NotFoundError(STAFF_INHOME_MESSAGES.notFound);
    if (row.version !== change.version) {
      const message = STAFF_INHOME_MESSAGES.stale(row.status);
      throw new ConflictError(message, { status: [message] });
    }
    const visit =
      change.status === 'scheduled' && change.visit_date && change.visit_start && change.visit_end
        ? { date: change.visit_date, start: change.visit_start, end: change.visit_end }
        : null;
    const note = change.note ?? null;
    const from = row.status;
    const to = nextInhomeStatus(from, change.status, { visit, note });
    if (!to) {
      const missing = inhomeMoveOpen(from, change.status) ? missingFields(change.status, change) : {};
      throw new InvalidInputError(
        Object.keys(missing).length ? missing : { status: [STAFF_INHOME_MESSAGES.refused(from, change.status)] },
      );
    }
    const earlier = visitOf(row);
    const now = new Date();
    await tx
      .update(inhomeRequests)
      .set({
        status: to,
        version: row.version + 1,
        // a visit stays on the record once set (a completed one says when it was), replaced by a new one
        ...(visit ? { visitDate: visit.date, visitStart: visit.start, visitEnd: visit.end } : {}),
        staffNote: note,
        decidedAt: now,
        decidedBy: staff.id,
        updatedAt: now,
      })
      .where(eq(inhomeRequests.id, id));
    const [step] = await tx
      .insert(inhomeStatusChanges)
      .values({
        requestId: id,
        fromStatus: from,
        toStatus: to,
        visitDate: visit?.date ?? null,
        visitStart: visit?.start ?? null,
        visitEnd: visit?.end ?? null,
        byMemberId: staff.id,
        at: now,
        note,
      })
      .returning({ id: inhomeStatusChanges.id });
    if (!step) throw new Error('in-home step was not stored');
    // the member hears of each move (a new visit time too), from the step it made
    await queueMail(tx, `inhome:${id}:moved:${step.id}`, inhomeMovedMailRef(id, step.id));
    await recordAudit(tx, staff, {
      action: 'inhome.status',
      entity: 'inhome_request',
      entityId: id,
      before: { status: from, ...(earlier ? { visit: visitText(earlier) } : {}) },
      after: { status: to, ...(visit ? { visit: visitText(visit) } : {}), ...(note ? { note } : {}) },
    });
  });
  return getStaffInhome(db, id);
}
