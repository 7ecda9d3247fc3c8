import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/tables/member.table';

/**
 * Is the member staff? Their account's role says so; STAFF_EMAILS grants it: a listed member's
 * account is given the role at their first staff call (and keeps it).
 */
export async function isStaff(db: Db, memberId: number, staffEmails: readonly string[]): Promise<boolean> {
  const [me] = await db
    .select({ role: members.role, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  if (!me) return false;
  if (me.role === 'staff') return true;
  if (!me.email || !staffEmails.includes(me.email.toLowerCase())) return false;
  await db.update(members).set({ role: 'staff' }).where(eq(members.id, memberId));
  return true;
}
