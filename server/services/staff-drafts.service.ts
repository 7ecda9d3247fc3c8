import { and, eq, lt, sql } from 'drizzle-orm';
import {
  STAFF_DRAFT_DAYS,
  type StaffDraftKind,
  type StaffDraftPut,
  type StaffDraftState,
} from '../../schemas/staff-draft.schema';
import type { Db } from '../db/client';
import { members } from '../db/tables/member.table';
import { staffDrafts } from '../db/tables/staff-draft.table';

export interface DraftTarget {
  kind: StaffDraftKind;
  key: string;
}

const freshSince = () => new Date(Date.now() - STAFF_DRAFT_DAYS * 24 * 60 * 60 * 1000);

const ofRecord = (target: DraftTarget) => and(eq(staffDrafts.kind, target.kind), eq(staffDrafts.recordKey, target.key));

/** The caller's own draft of a record, and the others' (name, since when), newest first. */
export async function draftState(db: Db, target: DraftTarget, memberId: number): Promise<StaffDraftState> {
  const rows = await db
    .select({
      memberId: staffDrafts.memberId,
      data: staffDrafts.data,
      baseVersion: staffDrafts.baseVersion,
      updatedAt: staffDrafts.updatedAt,
      name: members.name,
      email: members.email,
    })
    .from(staffDrafts)
    .innerJoin(members, eq(members.id, staffDrafts.memberId))
    .where(and(ofRecord(target), sql`${staffDrafts.updatedAt} >= ${freshSince()}`))
    .orderBy(sql`${staffDrafts.updatedAt} desc`);
  const iso = (d: Date | string) => new Date(d).toISOString();
  const mine = rows.find((r) => r.memberId === memberId);
  return {
    mine: mine ? { data: mine.data, base_version: mine.baseVersion, updated_at: iso(mine.updatedAt) } : null,
    others: rows
      .filter((r) => r.memberId !== memberId)
      .map((r) => ({ name: r.name, email: r.email, base_version: r.baseVersion, updated_at: iso(r.updatedAt) })),
  };
}

/**
 * The autosave: replaces the caller's draft of the record. Drafts are not audited: they change
 * nothing anyone else sees, every few seconds, and the row itself says who and when; the save
 * that follows is audited as every staff write is.
 */
export async function saveDraft(db: Db, target: DraftTarget, memberId: number, draft: StaffDraftPut): Promise<void> {
  const values = { data: draft.data, baseVersion: draft.base_version, updatedAt: new Date() };
  await db
    .insert(staffDrafts)
    .values({ kind: target.kind, recordKey: target.key, memberId, ...values })
    .onConflictDoUpdate({ target: [staffDrafts.kind, staffDrafts.recordKey, staffDrafts.memberId], set: values });
  // forgotten drafts go with the next autosave of anyone: no sweeper needed for a small table
  await db.delete(staffDrafts).where(lt(staffDrafts.updatedAt, freshSince()));
}

/** After the record is saved, or when the editor throws the draft away. */
export async function discardDraft(db: Db, target: DraftTarget, memberId: number): Promise<void> {
  await db.delete(staffDrafts).where(and(ofRecord(target), eq(staffDrafts.memberId, memberId)));
}
