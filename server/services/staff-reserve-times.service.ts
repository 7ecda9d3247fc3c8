import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { RepairStatus } from '../../schemas/repair-status.schema';
import {
  CLOSE_MESSAGE_REQUIRED,
  type ReserveTimesClose,
  type ReserveTimesOpen,
  type SlotBooking,
  type StaffReserveTime,
  type StaffReserveTimesQuery,
} from '../../schemas/staff-reserve-time.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { repairs } from '../db/tables/repair.table';
import { repairStatusChanges } from '../db/tables/repair-status-change.table';
import { reserveTimes } from '../db/tables/reserve-time.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { nextRepairStatus } from '../domain/repair-lifecycle.machine';
import { queueMail } from '../mail/mail-outbox';
import { repairMailRef } from '../mail/mail-refs';
import { type AuditActor, recordAudit } from './audit-log.service';
import { reserveStoreOf } from './service-options.service';

type SlotRow = typeof reserveTimes.$inferSelect;

/** The live bookings of some slots (a cancelled repair no longer holds its place), by slot. */
async function bookingsOf(db: Db, slotIds: number[]): Promise<Map<number, SlotBooking[]>> {
  const out = new Map<number, SlotBooking[]>();
  if (slotIds.length === 0) return out;
  const rows = await db
    .select({ id: repairs.id, slot: repairs.reserveTimeId, sender: repairs.sender, status: repairs.status })
    .from(repairs)
    .where(and(inArray(repairs.reserveTimeId, slotIds), ne(repairs.status, 'cancelled')))
    .orderBy(asc(repairs.id));
  for (const r of rows) {
    if (r.slot === null) continue;
    const list = out.get(r.slot) ?? [];
    list.push({ repair_id: r.id, member_name: r.sender.name, phone: r.sender.phone, status: r.status as RepairStatus });
    out.set(r.slot, list);
  }
  return out;
}

const toSlot = (r: SlotRow, bookings: SlotBooking[]): StaffReserveTime => ({
  id: r.id,
  store_id: r.locationId,
  date: r.date,
  time: r.time,
  capacity: r.capacity,
  booked: r.booked,
  closed: r.closedAt !== null,
  bookings,
});

async function storeOrRefuse(db: Db, storeId: number) {
  const store = await reserveStoreOf(db, storeId);
  if (!store) throw InvalidInputError.on('store_id', '請選擇提供速修服務的門市。');
  return store;
}

/** `GET /api/staff/reserve-times`: a store's slots over the days asked, closed ones too, each with its bookings. */
export async function listStaffReserveTimes(db: Db, query: StaffReserveTimesQuery): Promise<StaffReserveTime[]> {
  const rows = await db
    .select()
    .from(reserveTimes)
    .where(
      and(
        eq(reserveTimes.locationId, query.store_id),
        gte(reserveTimes.date, query.from),
        lte(reserveTimes.date, query.to),
      ),
    )
    .orderBy(asc(reserveTimes.date), asc(reserveTimes.time));
  const bookings = await bookingsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSlot(r, bookings.get(r.id) ?? []));
}

const notPast = (date: string, now?: Date) => {
  if (date < taipeiToday(now)) throw InvalidInputError.on('date', '不能變更已過去的日期。');
};

/**
 * `POST /api/staff/reserve-times`: opens times of a day at a store with the capacity given. A time
 * that exists already gets that capacity (never below its bookings) and is opened again if it was
 * closed; one audit entry says what the day looked like before and after.
 */
export async function openReserveTimes(
  db: Db,
  actor: AuditActor,
  input: ReserveTimesOpen,
  now?: Date,
): Promise<StaffReserveTime[]> {
  await storeOrRefuse(db, input.store_id);
  notPast(input.date, now);
  const day = and(eq(reserveTimes.locationId, input.store_id), eq(reserveTimes.date, input.date));
  await db.transaction(async (tx) => {
    const before = await tx.select().from(reserveTimes).where(day).for('update');
    const byTime = new Map(before.map((r) => [r.time, r]));
    const tooSmall = input.times.filter((t) => (byTime.get(t)?.booked ?? 0) > input.capacity);
    if (tooSmall.length)
      throw InvalidInputError.on(
        'capacity',
        `${tooSmall.join('、')} 已有 ${byTime.get(tooSmall[0] ?? '')?.booked} 位預約，名額不可少於預約數。`,
      );
    for (const time of input.times) {
      const existing = byTime.get(time);
      if (existing)
        await tx
          .update(reserveTimes)
          .set({ capacity: input.capacity, closedAt: null })
          .where(eq(reserveTimes.id, existing.id));
      else
        await tx
          .insert(reserveTimes)
          .values({ locationId: input.store_id, date: input.date, time, capacity: input.capacity });
    }
    await recordAudit(tx, actor, {
      action: 'reserve_time.open',
      entity: 'reserve_day',
      entityId: `${input.store_id}:${input.date}`,
      before: { times: before.map((r) => ({ time: r.time, capacity: r.capacity, closed: r.closedAt !== null })) },
      after: { times: input.times, capacity: input.capacity },
    });
  });
  return listStaffReserveTimes(db, { store_id: input.store_id, from: input.date, to: input.date });
}

/** `PUT /api/staff/reserve-times/{id}`: one slot's capacity, never below what is booked in it. */
export async function setReserveTimeCapacity(
  db: Db,
  actor: AuditActor,
  id: number,
  capacity: number,
): Promise<StaffReserveTime> {
  return db.transaction(async (tx) => {
    const [slot] = await tx.select().from(reserveTimes).where(eq(reserveTimes.id, id)).for('update');
    if (!slot) throw new NotFoundError('找不到此時段。');
    if (slot.booked > capacity)
      throw InvalidInputError.on('capacity', `此時段已有 ${slot.booked} 位預約，名額不可少於預約數。`);
    const [saved] = await tx.update(reserveTimes).set({ capacity }).where(eq(reserveTimes.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'reserve_time.capacity',
      entity: 'reserve_time',
      entityId: id,
      before: { capacity: slot.capacity },
      after: { capacity },
    });
    const bookings = await bookingsOf(tx as unknown as Db, [id]);
    return toSlot(saved ?? { ...slot, capacity }, bookings.get(id) ?? []);
  });
}

/**
 * `POST /api/staff/reserve-times/close`: closes a store's day (a holiday) or one time of it. Members
 * no longer see or book those slots; each booking in them is cancelled through the repair life
 * cycle (a move recorded with who made it and staff's message as its note) and its member is
 * mailed that message through the outbox, all in one transaction with the audit entry. A slot
 * with bookings asks for the message first: nobody is cancelled without being told why.
 */
export async function closeReserveTimes(
  db: Db,
  staff: AuditActor & { id: number },
  input: ReserveTimesClose,
  now?: Date,
): Promise<{ closed: number; cancelled: number }> {
  await storeOrRefuse(db, input.store_id);
  notPast(input.date, now);
  return db.transaction(async (tx) => {
    const slots = await tx
      .select()
      .from(reserveTimes)
      .where(
        and(
          eq(reserveTimes.locationId, input.store_id),
          eq(reserveTimes.date, input.date),
          input.time ? eq(reserveTimes.time, input.time) : undefined,
          isNull(reserveTimes.closedAt),
        ),
      )
      .for('update');
    if (slots.length === 0) throw InvalidInputError.on(input.time ? 'time' : 'date', '這天沒有開放中的時段可以關閉。');
    const ids = slots.map((s) => s.id);
    const booked = await tx
      .select()
      .from(repairs)
      .where(and(inArray(repairs.reserveTimeId, ids), ne(repairs.status, 'cancelled')))
      .for('update');
    const cancellable = booked.filter((r) => nextRepairStatus(r.type, r.status as RepairStatus, 'cancelled'));
    if (cancellable.length > 0 && !input.message) throw InvalidInputError.on('message', CLOSE_MESSAGE_REQUIRED);
    const at = new Date();
    for (const repair of cancellable) {
      const from = repair.status as RepairStatus;
      await tx.update(repairs).set({ status: 'cancelled', updatedAt: at }).where(eq(repairs.id, repair.id));
      const [step] = await tx
        .insert(repairStatusChanges)
        .values({
          repairId: repair.id,
          fromStatus: from,
          toStatus: 'cancelled',
          byMemberId: staff.id,
          note: input.message ?? null,
        })
        .returning({ id: repairStatusChanges.id });
      await queueMail(
        tx as unknown as Db,
        `repair:${repair.id}:closed:${step?.id}`,
        repairMailRef(repair.id, 'closed', 'cancelled', input.message),
      );
      await recordAudit(tx, staff, {
        action: 'repair.status',
        entity: 'repair',
        entityId: repair.id,
        before: { status: from },
        after: { status: 'cancelled', note: input.message ?? null, reason: 'reserve_time.closed' },
      });
    }
    // the cancelled bookings give their places back, so a day opened again counts only who still comes
    for (const slot of slots) {
      const freed = cancellable.filter((r) => r.reserveTimeId === slot.id).length;
      await tx
        .update(reserveTimes)
        .set({ closedAt: at, booked: sql`${reserveTimes.booked} - ${freed}` })
        .where(eq(reserveTimes.id, slot.id));
    }
    await recordAudit(tx, staff, {
      action: 'reserve_time.close',
      entity: 'reserve_day',
      entityId: `${input.store_id}:${input.date}`,
      before: { times: slots.map((s) => ({ time: s.time, capacity: s.capacity, booked: s.booked })) },
      after: {
        closed: slots.map((s) => s.time),
        cancelled: cancellable.map((r) => r.id),
        message: input.message ?? null,
      },
    });
    return { closed: slots.length, cancelled: cancellable.length };
  });
}
