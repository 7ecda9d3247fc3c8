import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { StaffLegalInputSchema, StaffLegalQuerySchema } from '../../schemas/legal-document.schema';
import { validate } from '../http/validate';
import { createLegalVersion, listLegalVersions, publishLegalVersion } from '../services/legal-documents.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

/**
 * `/api/staff/legal`: the versions of the membership terms and the privacy policy. `editor`, as the
 * rest of the site's words: the texts are written by whoever writes content, and each publication
 * is in the audit log for the admins to read.
 */
export function staffLegalRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return new Hono<StaffEnv>()
    .get('/legal', requireRole('editor'), validate('query', StaffLegalQuerySchema), async (c) =>
      c.json({ data: await listLegalVersions(c.var.deps.db, c.req.valid('query').kind) }),
    )
    .post('/legal', requireRole('editor'), validate('json', StaffLegalInputSchema), async (c) =>
      c.json({ data: await createLegalVersion(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
    )
    .post('/legal/:id/publish', requireRole('editor'), validate('param', IdParam), async (c) =>
      c.json({ data: await publishLegalVersion(c.var.deps.db, staffActor(c), c.req.valid('param').id) }),
    );
}
