import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/tables/member.table';

/** The member account's side of a verified id_token (its profile is profile.service.ts's). */
export interface MemberClaims {
  outerId: string;
  name: string | null;
  email: string | null;
  mobile: string | null;
}

/**
 * The member behind a verified id_token, created at first login. The sign-in service owns the
 * email, so it is refreshed every login; name and mobile are only filled in while the member's
 * own are empty, so edits made on the profile page survive the next login.
 */
export async function upsertMember(db: Db, claims: MemberClaims): Promise<{ id: number }> {
  const [row] = await db
    .insert(members)
    .values({
      outerId: claims.outerId,
      name: claims.name ?? '',
      email: claims.email,
      mobile: claims.mobile,
    })
    .onConflictDoUpdate({
      target: members.outerId,
      set: {
        email: sql`coalesce(excluded.email, ${members.email})`,
        name: sql`coalesce(nullif(${members.name}, ''), excluded.name)`,
        mobile: sql`coalesce(${members.mobile}, excluded.mobile)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member upsert returned no row');
  return row;
}

/** The member of this outer_id, if they have logged in before. */
export async function findMemberByOuterId(db: Db, outerId: string): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.outerId, outerId)).limit(1);
  return row ?? null;
}

/** The name and address of each member of `ids` (a list's people read once, not row by row). */
export async function membersById(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; email: string | null }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: members.name, email: members.email })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((p) => [p.id, p]));
}
