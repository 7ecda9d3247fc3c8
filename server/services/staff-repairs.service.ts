import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { RepairStatus, RepairStatusChange } from '../../schemas/repair-status.schema';
import type { StaffRepair, StaffRepairDetail, StaffRepairQuery } from '../../schemas/staff-repair.schema';
import type { Db } from '../db/client';
import { members } from '../db/tables/member.table';
import { type RepairParty, repairs } from '../db/tables/repair.table';
import { repairStatusChanges } from '../db/tables/repair-status-change.table';
import { NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { repairStatusMoves } from '../domain/repair-lifecycle.machine';
import type { AuditActor } from './audit-log.service';
import { changeRepairStatus, type RepairRow, repairRecordsOf } from './repairs.service';

/** The instant a Taipei day starts (`YYYY-MM-DD` 00:00 at +08:00). */
const taipeiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(taipeiDayStart(day).getTime() + 86_400_000);

function boardFilter(query: StaffRepairQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(repairs.status, query.status));
  if (query.type) where.push(eq(repairs.type, query.type));
  if (query.brand) where.push(eq(repairs.brandName, query.brand));
  if (query.store_id) where.push(eq(repairs.bookStoreId, query.store_id));
  if (query.from) where.push(gte(repairs.createdAt, taipeiDayStart(query.from)));
  if (query.to) where.push(lt(repairs.createdAt, nextDay(query.to)));
  return where.length ? and(...where) : undefined;
}

type MemberRow = { id: number; name: string; email: string | null };

/** The board's rows: each member's record (repairs.service.ts makes it), who sent it, the moves left. */
async function boardRows(db: Db, rows: RepairRow[]): Promise<StaffRepair[]> {
  const records = await repairRecordsOf(db, rows);
  const ids = [...new Set(rows.map((r) => r.memberId))];
  const people: MemberRow[] = ids.length
    ? await db
        .select({ id: members.id, name: members.name, email: members.email })
        .from(members)
        .where(inArray(members.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
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

/** `GET /api/staff/repairs`: every member's repairs, newest first, filtered as the board's address says. */
export async function listStaffRepairs(db: Db, query: StaffRepairQuery): Promise<PageOf<StaffRepair>> {
  const where = boardFilter(query);
  const page = await paginate(query, {
    count: async () => (await db.select({ n: count() }).from(repairs).where(where))[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(repairs)
        .where(where)
        .orderBy(desc(repairs.createdAt), desc(repairs.id))
        .limit(limit)
        .offset(offset),
  });
  return { data: await boardRows(db, page.data), meta: page.meta };
}

/** The brands named on repairs (the board's brand filter offers these, as they were written). */
export async function listRepairBrands(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ name: repairs.brandName }).from(repairs).orderBy(sql`${repairs.brandName}`);
  return rows.map((r) => r.name);
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
