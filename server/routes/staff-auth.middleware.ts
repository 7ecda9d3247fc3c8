import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { holdsRole, type StaffMe, type StaffRole } from '../../schemas/staff-role.schema';
import { ForbiddenError } from '../domain/domain-errors';
import type { AuditActor } from '../services/audit-log.service';
import { staffOf } from '../services/staff-roles.service';
import type { MemberEnv } from './member-auth.middleware';
import { clientIp } from './request-info';

/** Routes behind requireStaff see the caller's roles as `c.var.staff`. */
export interface StaffEnv {
  Variables: MemberEnv['Variables'] & { staff: StaffMe };
}

/**
 * Behind requireMember (a guest has had its 401): a member holding no role gets 403. Mounted on
 * the whole /api/staff prefix (app.ts), so no console route can forget it; each router then asks
 * for its own role with `requireRole`.
 */
export const requireStaff = createMiddleware<StaffEnv>(async (c, next) => {
  const { db, env } = c.var.deps;
  const staff = await staffOf(db, c.var.member.id, env.STAFF_EMAILS, clientIp(c));
  if (!staff) throw new ForbiddenError();
  c.set('staff', staff);
  await next();
});

/** 403 unless the caller holds one of `roles` (an admin holds them all). */
export const requireRole = (...roles: StaffRole[]) =>
  createMiddleware<StaffEnv>(async (c, next) => {
    if (!holdsRole(c.var.staff.roles, roles)) throw new ForbiddenError();
    await next();
  });

/** Who writes, for the audit log: the staff member and the address their request came from. */
export const staffActor = (c: Context<StaffEnv>): AuditActor & { id: number } => ({
  id: c.var.staff.id,
  email: c.var.staff.email,
  ip: clientIp(c),
});
