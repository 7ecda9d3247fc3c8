import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { InhomeStatusChangeSchema } from '../../schemas/inhome-status.schema';
import { RepairStatusChangeSchema } from '../../schemas/repair-status.schema';
import { StaffRepairQuerySchema } from '../../schemas/staff-repair.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { getStaffInhome, moveStaffInhome } from '../services/staff-inhome.service';
import { getStaffRepair, listRepairBrands, listStaffRepairs, moveStaffRepair } from '../services/staff-repairs.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const service = requireRole('service');

/**
 * The repairs board (issue 28 item 1, role `service`): every member's repairs and in-home requests,
 * one repair's or request's page, and its move along its life cycle (server/domain's
 * repair-lifecycle and inhome-lifecycle machines decide). Roles on each route, not `use('*')`
 * (staff.routes.ts says why).
 */
export function staffRepairRoutes() {
  return new Hono<StaffEnv>()
    .get('/repairs', service, validate('query', StaffRepairQuerySchema), async (c) =>
      c.json(withLinks(await listStaffRepairs(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/repair-brands', service, async (c) => c.json({ data: await listRepairBrands(c.var.deps.db) }))
    .get('/repairs/:id', service, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffRepair(c.var.deps.db, c.req.valid('param').id) }),
    )
    .post(
      '/repairs/:id/move',
      service,
      validate('param', IdParam),
      validate('json', RepairStatusChangeSchema),
      async (c) =>
        c.json({
          data: await moveStaffRepair(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    )
    .get('/inhome-requests/:id', service, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffInhome(c.var.deps.db, c.req.valid('param').id) }),
    )
    .post(
      '/inhome-requests/:id/move',
      service,
      validate('param', IdParam),
      validate('json', InhomeStatusChangeSchema),
      async (c) =>
        c.json({
          data: await moveStaffInhome(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    );
}
