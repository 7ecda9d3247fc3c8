import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IdParam } from '../../schemas/id-param.schema';
import { RepairStatusChangeSchema } from '../../schemas/repair-status.schema';
import { ForbiddenError } from '../domain/domain-errors';
import { validate } from '../http/validate';
import { changeRepairStatus } from '../services/repairs.service';
import { isStaff } from '../services/staff.service';
import type { MemberEnv } from './member-auth.middleware';

/** Staff only (behind requireMember): anyone else gets 403. */
export const requireStaff = createMiddleware<MemberEnv>(async (c, next) => {
  const { db, env } = c.var.deps;
  if (!(await isStaff(db, c.var.member.id, env.STAFF_EMAILS))) throw new ForbiddenError();
  await next();
});

/** `POST /api/staff/repairs/{id}/status`: the repair life cycle's moves (server/domain/repair-lifecycle.machine.ts). */
export function staffRoutes() {
  return new Hono<MemberEnv>()
    .use('*', requireStaff)
    .post('/repairs/:id/status', validate('param', IdParam), validate('json', RepairStatusChangeSchema), async (c) =>
      c.json({
        data: await changeRepairStatus(c.var.deps.db, c.var.member.id, c.req.valid('param').id, c.req.valid('json')),
      }),
    );
}
