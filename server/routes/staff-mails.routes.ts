import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { StaffMailQuerySchema } from '../../schemas/staff-mail.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { listStaffMails, retryStaffMail } from '../services/staff-mails.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const admin = requireRole('admin');

/**
 * The mail outbox (admin): every member mail and its state, and a failed one sent again. Roles on
 * each route, not `use('*')` (staff.routes.ts says why).
 */
export function staffMailRoutes() {
  return new Hono<StaffEnv>()
    .get('/mails', admin, validate('query', StaffMailQuerySchema), async (c) =>
      c.json(withLinks(await listStaffMails(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .post('/mails/:id/retry', admin, validate('param', IdParam), async (c) =>
      c.json({ data: await retryStaffMail(c.var.deps.db, staffActor(c), c.req.valid('param').id) }),
    );
}
