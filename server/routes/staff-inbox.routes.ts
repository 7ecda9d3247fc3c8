import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { InboxAnswerSchema, InboxQuerySchema, InboxStatusSchema } from '../../schemas/staff-inbox.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { answerInboxMessage, getInboxMessage, listInbox, setInboxStatus } from '../services/staff-inbox.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const service = requireRole('service');

/** The contact inbox (role `service`): every message by class and status, answered by mail from the site. */
export function staffInboxRoutes() {
  return new Hono<StaffEnv>()
    .get('/inbox', service, validate('query', InboxQuerySchema), async (c) =>
      c.json(withLinks(await listInbox(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/inbox/:id', service, validate('param', IdParam), async (c) =>
      c.json({ data: await getInboxMessage(c.var.deps.db, c.req.valid('param').id) }),
    )
    .post('/inbox/:id/answer', service, validate('param', IdParam), validate('json', InboxAnswerSchema), async (c) =>
      c.json({
        data: await answerInboxMessage(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
      }),
    )
    .post('/inbox/:id/status', service, validate('param', IdParam), validate('json', InboxStatusSchema), async (c) =>
      c.json({
        data: await setInboxStatus(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
      }),
    );
}
