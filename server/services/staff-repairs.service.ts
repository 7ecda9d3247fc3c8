import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { INHOME_STATUSES, type InhomeStatus } from '../../schemas/inhome-status.schema';
import { REPAIR_TYPES } from '../../schemas/repair.schema';
import { REPAIR_STATUSES, type RepairStatus, type RepairStatusChange } from '../../schemas/repair-status.schema';
import type {
  StaffBoardRow,
  StaffRepair,
  StaffRepairDetail,
  StaffRepairQuery,
} from '../../schemas/staff-repair.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { inhomeRequests } from '../db/tables/inhome-request.table';
import { members } from '../db/tables/member.table';
import { type RepairParty, repairs } from '../db/tables/repair.table';
import { repairStatusChanges } from '../db/tables/repair-status-change.table';
import { NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { repairStatusMoves } from '../domain/repair-lifecycle.machine';
import type { AuditActor } from './audit-log.service';
import { membersById } from './members.service';
import { changeRepairStatus, type RepairRow, repairRecordsOf } from './repairs.service';
import { inhomeBoardRows } from './staff-inhome.service';

/** The instant a Taipei day starts (`YYYY-MM-DD` 00:00 at +08:00). */
const taipeiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(taipeiDayStart(day).getTime() + 86_400_000);

/** The repairs' part of the board's filter; null when the filter leaves no repair (in-home only). */
function repairFilter(query: StaffRepairQuery): SQL[] | null {
  if (query.type === 'inhome') return null;
  if (query.status && !(REPAIR_STATUSES as readonly string[]).includes(query.status)) return null;
  const where: SQL[] = [];
  if (query.status) where.push(eq(repairs.status, query.status));
  if (query.type && (REPAIR_TYPES as readonly string[]).includes(query.type)) where.push(eq(repairs.type, query.type));
  if (query.brand) where.push(eq(repairs.brandName, query.brand));
  if (query.store_id) where.push(eq(repairs.bookStoreId, query.store_id));
  if (query.from) where.push(gte(repairs.createdAt, taipeiDayStart(query.from)));
  if (query.to) where.push(lt(repairs.createdAt, nextDay(query.to)));
  return where;
}

/** The in-home requests' part: none for a repair's kind or status, or a store (a visit has no store). */
function inhomeFilter(db: Db, query: StaffRepairQuery): SQL[] | null {
  if (query.type && query.type !== 'inhome') return null;
  if (query.store_id) return null;
  if (query.status && !(INHOME_STATUSES as readonly string[]).includes(query.status)) return null;
  const where: SQL[] = [];
  if (query.status) where.push(eq(inhomeRequests.status, query.status as InhomeStatus));
  if (query.brand)
    where.push(
      inArray(inhomeRequests.brandId, db.select({ id: brands.id }).from(brands).where(eq(brands.name, query.brand))),
    );
  if (query.from) where.push(gte(inhomeRequests.createdAt, taipeiDayStart(query.from)));
  if (query.to) where.push(lt(inhomeRequests.createdAt, nextDay(query.to)));
  return where;
}

/** The board's rows: each member's record (repairs.service.ts makes it), who sent it, the moves left. */
async function boardRows(db: Db, rows: RepairRow[]): Promise<StaffRepair[]> {
  const records = await repairRecordsOf(db, rows);
  const byId = await membersById(
    db,
    rows.map((r) => r.memberId),
  );
  return rows.map((r, i) => {
    const { history: _history, ...record } = records[i] as NonNullable<(typeof records)[number]>;
    const person = byId.get(r.memberId);
    return {
      ...record,
      member: {
        id: r.memberId,
        name: person?.name || r.sender.name,
        email: person?.email ?? null,
        phone: r.sender.phone,
      },
      moves: repairStatusMoves(r.type, r.status as RepairStatus),
    };
  });
}

type BoardKey = { kind: string; id: number; createdAt: Date };

/** The page's keys, newest first across both tables (one statement when both are on the board). */
async function boardKeys(db: Db, query: StaffRepairQuery, window: { limit: number; offset: number }) {
  const [repairWhere, inhomeWhere] = [repairFilter(query), inhomeFilter(db, query)];
  const repairKeys = () =>
    db
      .select({ kind: sql<string>`'repair'::text`.as('kind'), id: repairs.id, createdAt: repairs.createdAt })
      .from(repairs)
      .where(and(...(repairWhere ?? [])));
  const inhomeKeys = () =>
    db
      .select({
        kind: sql<string>`'inhome'::text`.as('kind'),
        id: inhomeRequests.id,
        createdAt: inhomeRequests.createdAt,
      })
      .from(inhomeRequests)
      .where(and(...(inhomeWhere ?? [])));
  // the two selects name the same columns (kind, id, created_at); their tables differ, which typing cannot see
  type Keys = ReturnType<typeof repairKeys>;
  const sources: Keys[] = [
    ...(repairWhere ? [repairKeys()] : []),
    ...(inhomeWhere ? [inhomeKeys() as unknown as Keys] : []),
  ];
  const [first, second] = sources;
  if (!first) return [];
  const board = (second ? unionAll(first, second) : first).as('board');
  const keys: BoardKey[] = await db
    .select()
    .from(board)
    .orderBy(desc(board.createdAt), desc(board.kind), desc(board.id))
    .limit(window.limit)
    .offset(window.offset);
  return keys;
}

async function boardCount(db: Db, query: StaffRepairQuery) {
  const [repairWhere, inhomeWhere] = [repairFilter(query), inhomeFilter(db, query)];
  const [r, i] = await Promise.all([
    repairWhere
      ? db
          .select({ n: count() })
          .from(repairs)
          .where(and(...repairWhere))
      : [{ n: 0 }],
    inhomeWhere
      ? db
          .select({ n: count() })
          .from(inhomeRequests)
          .where(and(...inhomeWhere))
      : [{ n: 0 }],
  ]);
  return Number(r[0]?.n ?? 0) + Number(i[0]?.n ?? 0);
}

/**
 * `GET /api/staff/repairs`: every member's repairs and in-home requests, newest first, filtered as
 * the board's address says; each row as its own kind builds it.
 */
export async function listStaffRepairs(db: Db, query: StaffRepairQuery): Promise<PageOf<StaffBoardRow>> {
  const page = await paginate(query, {
    count: () => boardCount(db, query),
    rows: (window) => boardKeys(db, query, window),
  });
  const idsOf = (kind: string) => page.data.filter((k) => k.kind === kind).map((k) => k.id);
  const [repairIds, inhomeIds] = [idsOf('repair'), idsOf('inhome')];
  const [repairRows, inhomeRows] = await Promise.all([
    repairIds.length ? db.select().from(repairs).where(inArray(repairs.id, repairIds)) : [],
    inhomeIds.length ? db.select().from(inhomeRequests).where(inArray(inhomeRequests.id, inhomeIds)) : [],
  ]);
  const [repairBoard, inhomeBoard] = await Promise.all([boardRows(db, repairRows), inhomeBoardRows(db, inhomeRows)]);
  const byKey = new Map<string, StaffBoardRow>([
    ...repairBoard.map((r) => [`repair:${r.id}`, r] as const),
    ...inhomeBoard.map((r) => [`inhome:${r.id}`, r] as const),
  ]);
  const data = page.data.flatMap((k) => byKey.get(`${k.kind}:${k.id}`) ?? []);
  return { data, meta: page.meta };
}

/** The brands named on repairs and in-home requests (the board's brand filter offers these). */
export async function listRepairBrands(db: Db): Promise<string[]> {
  const [named, asked] = await Promise.all([
    db.selectDistinct({ name: repairs.brandName }).from(repairs),
    db
      .selectDistinct({ name: brands.name })
      .from(inhomeRequests)
      .innerJoin(brands, eq(brands.id, inhomeRequests.brandId)),
  ]);
  return [...new Set([...named, ...asked].map((r) => r.name))].sort();
}

const party = (p: RepairParty) => ({
  name: p.name,
  phone: p.phone,
  address: `${p.zip_code} ${p.city}${p.town}${p.address}`,
});

/** `GET /api/staff/repairs/{id}`: the repair with its addresses and each step with who made it and the note. */
export async function getStaffRepair(db: Db, id: number): Promise<StaffRepairDetail> {
  const [row] = await db.select().from(repairs).where(eq(repairs.id, id));
  if (!row) throw new NotFoundError('找不到此維修單。');
  const [board] = await boardRows(db, [row]);
  if (!board) throw new NotFoundError('找不到此維修單。');
  const steps = await db
    .select({ step: repairStatusChanges, by: members.email })
    .from(repairStatusChanges)
    .leftJoin(members, eq(members.id, repairStatusChanges.byMemberId))
    .where(eq(repairStatusChanges.repairId, id))
    .orderBy(repairStatusChanges.at, repairStatusChanges.id);
  return {
    ...board,
    sender: party(row.sender),
    receiver: party(row.receiver),
    steps: steps.map(({ step, by }) => ({
      from: (step.fromStatus as RepairStatus | null) ?? null,
      status: step.toStatus as RepairStatus,
      at: step.at.toISOString(),
      // the member's own submission and the gateway's payment are nobody on the staff
      by: step.byMemberId === null || step.byMemberId === row.memberId ? null : (by ?? null),
      note: step.note,
    })),
  };
}

/** `POST /api/staff/repairs/{id}/status`: the life cycle's move (repairs.service.ts), answered with the repair's page. */
export async function moveStaffRepair(
  db: Db,
  staff: AuditActor & { id: number },
  id: number,
  change: RepairStatusChange,
): Promise<StaffRepairDetail> {
  await changeRepairStatus(db, staff, id, change);
  return getStaffRepair(db, id);
}
