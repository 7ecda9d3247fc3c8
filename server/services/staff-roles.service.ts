import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import {
  STAFF_ROLES,
  type StaffGrant,
  type StaffMe,
  type StaffPerson,
  type StaffRole,
} from '../../schemas/staff-role.schema';
import type { Db } from '../db/client';
import { auditLog } from '../db/tables/audit-log.table';
import { members } from '../db/tables/member.table';
import { staffRoles } from '../db/tables/staff-role.table';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type AuditActor, recordAudit } from './audit-log.service';

export const STAFF_MESSAGES = {
  notFoundByEmail: '找不到使用此 Email 的會員，請對方先登入網站一次。',
  lastAdmin: '網站至少需要一位管理員，無法移除最後一位管理員的管理員角色。',
  ownRoles: '不能變更自己的角色，請由另一位管理員處理。',
} as const;

const byRoleOrder = (roles: string[]) => STAFF_ROLES.filter((r) => roles.includes(r)) as StaffRole[];

async function rolesOf(db: Db, memberId: number): Promise<StaffRole[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.memberId, memberId));
  return byRoleOrder(rows.map((r) => r.role));
}

/**
 * The console's view of a signed-in member: their roles, or null when they hold none. STAFF_EMAILS
 * names the first admins: a listed member becomes admin at their first console call (recorded in
 * the audit log), unless their roles were ever set before: an admin who removed them is obeyed.
 */
export async function staffOf(
  db: Db,
  memberId: number,
  staffEmails: readonly string[],
  ip: string,
): Promise<StaffMe | null> {
  const [me] = await db
    .select({ id: members.id, name: members.name, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  if (!me) return null;
  const roles = await rolesOf(db, memberId);
  const listed = !!me.email && staffEmails.includes(me.email.toLowerCase());
  const held = listed && !roles.includes('admin') ? await bootstrapAdmin(db, memberId, ip) : roles;
  return held.length ? { ...me, roles: held } : null;
}

/** The audit log remembers whether a person's roles were ever set: then STAFF_EMAILS no longer applies. */
async function bootstrapAdmin(db: Db, memberId: number, ip: string): Promise<StaffRole[]> {
  return db.transaction(async (tx) => {
    // one at a time per person on every app server, so two first calls record one bootstrap
    await tx.execute(sql`select pg_advisory_xact_lock(29380528, ${memberId})`);
    const [managed] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'member'),
          eq(auditLog.entityId, String(memberId)),
          inArray(auditLog.action, ['staff.roles', 'staff.bootstrap']),
        ),
      )
      .limit(1);
    // read again under the lock: a call beside this one may have just made them admin
    const roles = await rolesOf(tx, memberId);
    if (managed) return roles;
    await tx.insert(staffRoles).values({ memberId, role: 'admin' }).onConflictDoNothing();
    const after = byRoleOrder([...roles, 'admin']);
    await recordAudit(
      tx,
      { id: null, email: null, ip },
      { action: 'staff.bootstrap', entity: 'member', entityId: memberId, before: { roles }, after: { roles: after } },
    );
    return after;
  });
}

/** Everyone holding a role, by name. */
export async function listStaff(db: Db): Promise<StaffPerson[]> {
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      roles: sql<string[]>`array_agg(${staffRoles.role})`,
      grantedAt: min(staffRoles.grantedAt),
    })
    .from(staffRoles)
    .innerJoin(members, eq(members.id, staffRoles.memberId))
    .groupBy(members.id)
    .orderBy(asc(members.name), asc(members.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    roles: byRoleOrder(r.roles),
    granted_at: new Date(r.grantedAt ?? 0).toISOString(),
  }));
}

/**
 * Sets the roles a person holds (the whole set). Nobody changes their own, and the last admin
 * keeps theirs: the admins' rows are locked first, so two admins removing each other at once
 * cannot both succeed.
 */
export async function setStaffRoles(
  db: Db,
  actor: AuditActor & { id: number },
  memberId: number,
  roles: readonly StaffRole[],
): Promise<StaffRole[]> {
  if (memberId === actor.id) throw new ConflictError(STAFF_MESSAGES.ownRoles, { roles: [STAFF_MESSAGES.ownRoles] });
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!person) throw new NotFoundError();
    const admins = await tx
      .select({ memberId: staffRoles.memberId })
      .from(staffRoles)
      .where(eq(staffRoles.role, 'admin'))
      .for('update');
    const before = await rolesOf(tx, memberId);
    const after = byRoleOrder([...roles]);
    const losesAdmin = before.includes('admin') && !after.includes('admin');
    if (losesAdmin && admins.length <= 1) {
      throw new ConflictError(STAFF_MESSAGES.lastAdmin, { roles: [STAFF_MESSAGES.lastAdmin] });
    }
    const removed = before.filter((r) => !after.includes(r));
    const added = after.filter((r) => !before.includes(r));
    if (removed.length) {
      await tx.delete(staffRoles).where(and(eq(staffRoles.memberId, memberId), inArray(staffRoles.role, removed)));
    }
    if (added.length) {
      await tx.insert(staffRoles).values(added.map((role) => ({ memberId, role, grantedBy: actor.id })));
    }
    if (removed.length || added.length) {
      await recordAudit(tx, actor, {
        action: 'staff.roles',
        entity: 'member',
        entityId: memberId,
        before: { roles: before },
        after: { roles: after },
      });
    }
    return after;
  });
}

/** Emails are kept as the sign-in service gave them: matched without case. */
async function memberByEmail(db: Db, email: string): Promise<{ id: number }> {
  const [person] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    .orderBy(asc(members.id))
    .limit(1);
  if (!person) throw InvalidInputError.on('email', STAFF_MESSAGES.notFoundByEmail);
  return person;
}

/** Gives roles to a member found by their sign-up email (added to what they hold). */
export async function grantStaffByEmail(
  db: Db,
  actor: AuditActor & { id: number },
  grant: StaffGrant,
): Promise<StaffRole[]> {
  const person = await memberByEmail(db, grant.email);
  const held = await rolesOf(db, person.id);
  return setStaffRoles(db, actor, person.id, byRoleOrder([...held, ...grant.roles]));
}

/** The README's command: grants roles by email outside the console (recorded, with no actor). */
export async function grantStaffFromCommand(db: Db, email: string, roles: readonly StaffRole[]): Promise<StaffRole[]> {
  const person = await memberByEmail(db, email);
  return db.transaction(async (tx) => {
    const before = await rolesOf(tx, person.id);
    const added = roles.filter((r) => !before.includes(r));
    if (added.length) await tx.insert(staffRoles).values(added.map((role) => ({ memberId: person.id, role })));
    const after = byRoleOrder([...before, ...added]);
    await recordAudit(
      tx,
      { id: null, email: null, ip: 'command' },
      {
        action: 'staff.roles',
        entity: 'member',
        entityId: person.id,
        before: { roles: before },
        after: { roles: after },
      },
    );
    return after;
  });
}
