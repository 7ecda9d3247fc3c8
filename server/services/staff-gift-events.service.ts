import { and, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type {
  StaffGift,
  StaffGiftCreate,
  StaffGiftEvent,
  StaffGiftEventQuery,
  StaffGiftEventUpdate,
  StaffGiftUpdate,
} from '../../schemas/staff-gift-event.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { giftChoices } from '../db/tables/gift-choice.table';
import { giftClaims } from '../db/tables/gift-claim.table';
import { giftEvents } from '../db/tables/gift-event.table';
import { InvalidInputError, NotFoundError, StaleVersionError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, likeText, recordAudit } from './audit-log.service';
import { giftEventStatus } from './gift-events.service';

export const STAFF_GIFT_MESSAGES = {
  stockBelowZero: (left: number) => `庫存不足：目前剩 ${left} 份，最多只能減少 ${left} 份。`,
} as const;

type EventRow = typeof giftEvents.$inferSelect;

/** Each event's gifts with how many claims (not refused) took each, and its claims waiting for a decision. */
async function giftsOf(db: Db, eventIds: number[]) {
  const gifts = new Map<number, StaffGift[]>();
  const pending = new Map<number, number>();
  if (eventIds.length === 0) return { gifts, pending };
  const rows = await db
    .select({
      id: giftChoices.id,
      eventId: giftChoices.giftEventId,
      name: giftChoices.name,
      description: giftChoices.description,
      stock: giftChoices.stock,
    })
    .from(giftChoices)
    .where(inArray(giftChoices.giftEventId, eventIds))
    .orderBy(giftChoices.sort, giftChoices.id);
  const taken = await db
    .select({ giftId: giftClaims.giftChoiceId, n: count() })
    .from(giftClaims)
    .where(and(inArray(giftClaims.giftEventId, eventIds), ne(giftClaims.state, 'rejected')))
    .groupBy(giftClaims.giftChoiceId);
  const claimedOf = new Map(taken.map((t) => [t.giftId, t.n]));
  for (const r of rows) {
    gifts.set(r.eventId, [
      ...(gifts.get(r.eventId) ?? []),
      { id: r.id, name: r.name, description: r.description, stock: r.stock, claimed: claimedOf.get(r.id) ?? 0 },
    ]);
  }
  const waiting = await db
    .select({ eventId: giftClaims.giftEventId, n: count() })
    .from(giftClaims)
    .where(and(inArray(giftClaims.giftEventId, eventIds), eq(giftClaims.state, 'submitted')))
    .groupBy(giftClaims.giftEventId);
  for (const w of waiting) pending.set(w.eventId, w.n);
  return { gifts, pending };
}

function toStaffEvent(row: EventRow, gifts: StaffGift[], pending: number, today: string): StaffGiftEvent {
  return {
    id: row.id,
    subject: row.subject,
    summary: row.summary,
    started_on: row.startedOn,
    ended_on: row.endedOn,
    apply_ended_on: row.applyEndedOn,
    min_amount: row.minAmount,
    is_top: row.isTop,
    status: giftEventStatus(row, today),
    gifts,
    pending_claims: pending,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every gift event, the latest purchase window first, with its gifts and stock. */
export async function listStaffGiftEvents(db: Db, query: StaffGiftEventQuery): Promise<PageOf<StaffGiftEvent>> {
  const where: SQL | undefined = query.q ? ilike(giftEvents.subject, likeText(query.q)) : undefined;
  const today = taipeiToday();
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(giftEvents).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(giftEvents)
        .where(where)
        .orderBy(desc(giftEvents.startedOn), desc(giftEvents.id))
        .limit(limit)
        .offset(offset);
      const { gifts, pending } = await giftsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toStaffEvent(r, gifts.get(r.id) ?? [], pending.get(r.id) ?? 0, today));
    },
  });
}

export async function getStaffGiftEvent(db: Db, id: number): Promise<StaffGiftEvent> {
  const [row] = await db.select().from(giftEvents).where(eq(giftEvents.id, id));
  if (!row) throw new NotFoundError();
  const { gifts, pending } = await giftsOf(db, [id]);
  return toStaffEvent(row, gifts.get(id) ?? [], pending.get(id) ?? 0, taipeiToday());
}

const eventAudit = (r: EventRow) => ({
  subject: r.subject,
  summary: r.summary,
  started_on: r.startedOn,
  ended_on: r.endedOn,
  apply_ended_on: r.applyEndedOn,
  min_amount: r.minAmount,
  is_top: r.isTop,
});

/** An event's words, dates and purchase rule, saved from `version` (stale: 409 with the event now). */
export async function updateStaffGiftEvent(
  db: Db,
  actor: AuditActor,
  id: number,
  input: StaffGiftEventUpdate,
): Promise<StaffGiftEvent> {
  const stale = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(giftEvents).where(eq(giftEvents.id, id)).for('update');
    if (!before) throw new NotFoundError();
    if (before.version !== input.version) return true;
    const [after] = await tx
      .update(giftEvents)
      .set({
        subject: input.subject,
        summary: input.summary,
        startedOn: input.started_on,
        endedOn: input.ended_on,
        applyEndedOn: input.apply_ended_on,
        minAmount: input.min_amount,
        isTop: input.is_top,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(giftEvents.id, id))
      .returning();
    if (!after) throw new Error('gift event update returned nothing');
    await recordAudit(tx, actor, {
      action: 'gift_event.update',
      entity: 'gift_event',
      entityId: id,
      before: eventAudit(before),
      after: eventAudit(after),
    });
    return false;
  });
  if (stale) throw new StaleVersionError(await getStaffGiftEvent(db, id));
  return getStaffGiftEvent(db, id);
}

async function giftOf(db: Db, eventId: number, giftId: number): Promise<StaffGift> {
  const event = await getStaffGiftEvent(db, eventId);
  const gift = event.gifts.find((g) => g.id === giftId);
  if (!gift) throw new NotFoundError();
  return gift;
}

/** A new gift of an event, with its stock. */
export async function createStaffGift(
  db: Db,
  actor: AuditActor,
  eventId: number,
  input: StaffGiftCreate,
): Promise<StaffGift> {
  const giftId = await db.transaction(async (tx) => {
    const [event] = await tx.select({ id: giftEvents.id }).from(giftEvents).where(eq(giftEvents.id, eventId));
    if (!event) throw new NotFoundError();
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${giftChoices.sort}), 0)` })
      .from(giftChoices)
      .where(eq(giftChoices.giftEventId, eventId));
    const [row] = await tx
      .insert(giftChoices)
      .values({ giftEventId: eventId, ...input, sort: Number(last?.sort ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('gift insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'gift.create',
      entity: 'gift_choice',
      entityId: row.id,
      after: { gift_event_id: eventId, ...input },
    });
    return row.id;
  });
  return giftOf(db, eventId, giftId);
}

/**
 * A gift's words, and its stock changed by `stock_change` in one conditional UPDATE: added to or
 * taken from what is there now, whatever claims took meanwhile, and never below zero (422, saying
 * how many are left).
 */
export async function updateStaffGift(
  db: Db,
  actor: AuditActor,
  eventId: number,
  giftId: number,
  input: StaffGiftUpdate,
): Promise<StaffGift> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(giftChoices)
      .where(and(eq(giftChoices.id, giftId), eq(giftChoices.giftEventId, eventId)))
      .for('update');
    if (!before) throw new NotFoundError();
    if (before.stock + input.stock_change < 0)
      throw InvalidInputError.on('stock_change', STAFF_GIFT_MESSAGES.stockBelowZero(before.stock));
    const [after] = await tx
      .update(giftChoices)
      .set({
        name: input.name,
        description: input.description,
        stock: sql`${giftChoices.stock} + ${input.stock_change}`,
      })
      .where(eq(giftChoices.id, giftId))
      .returning();
    if (!after) throw new Error('gift update returned nothing');
    await recordAudit(tx, actor, {
      action: 'gift.update',
      entity: 'gift_choice',
      entityId: giftId,
      before: { name: before.name, description: before.description, stock: before.stock },
      after: { name: after.name, description: after.description, stock: after.stock, stock_change: input.stock_change },
    });
  });
  return giftOf(db, eventId, giftId);
}
