import { Hono } from 'hono';
import { AuditQuerySchema } from '../../schemas/audit-log.schema';
import { IdParam } from '../../schemas/id-param.schema';
import { CONTENT_MEDIA_KIND } from '../../schemas/media.schema';
import { RepairStatusChangeSchema } from '../../schemas/repair-status.schema';
import { StaffGrantSchema, StaffRolesUpdateSchema } from '../../schemas/staff-role.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { listAudit } from '../services/audit-log.service';
import { changeRepairStatus } from '../services/repairs.service';
import { grantStaffByEmail, listStaff, setStaffRoles } from '../services/staff-roles.service';
import { answerMediaUpload, mediaUploadLimit } from './media.routes';
import { staffArticleRoutes } from './staff-articles.routes';
import { requireRole, requireStaff, type StaffEnv, staffActor } from './staff-auth.middleware';
import { staffBrandRoutes } from './staff-brands.routes';
import { staffCatalogueRoutes } from './staff-catalogue.routes';
import { staffCheckinRoutes } from './staff-checkin.routes';
import { staffDraftRoutes } from './staff-drafts.routes';
import { staffEventRoutes } from './staff-events.routes';
import { staffFlowInsightRoutes } from './staff-flow-insight.routes';
import { staffGiftClaimRoutes } from './staff-gift-claims.routes';
import { staffGiftEventRoutes } from './staff-gift-events.routes';
import { staffHomeRoutes } from './staff-home.routes';
import { staffInboxRoutes } from './staff-inbox.routes';
import { staffLegalRoutes } from './staff-legal.routes';
import { staffMailRoutes } from './staff-mails.routes';
import { staffOrderRoutes } from './staff-orders.routes';
import { staffPageBlockRoutes } from './staff-page-blocks.routes';
import { staffRecipeRoutes } from './staff-recipes.routes';
import { staffRepairRoutes } from './staff-repairs.routes';
import { staffReserveTimeRoutes } from './staff-reserve-times.routes';
import { staffWarrantyRoutes } from './staff-warranties.routes';

/** The console's own calls: who am I, who holds which role (admin), the audit log (admin). */
function consoleRoutes() {
  return (
    new Hono<StaffEnv>()
      .get('/me', (c) => c.json({ data: c.var.staff }))
      .get('/people', requireRole('admin'), async (c) => c.json({ data: await listStaff(c.var.deps.db) }))
      .post('/people', requireRole('admin'), validate('json', StaffGrantSchema), async (c) =>
        c.json({ data: { roles: await grantStaffByEmail(c.var.deps.db, staffActor(c), c.req.valid('json')) } }),
      )
      .put(
        '/people/:id/roles',
        requireRole('admin'),
        validate('param', IdParam),
        validate('json', StaffRolesUpdateSchema),
        async (c) =>
          c.json({
            data: {
              roles: await setStaffRoles(
                c.var.deps.db,
                staffActor(c),
                c.req.valid('param').id,
                c.req.valid('json').roles,
              ),
            },
          }),
      )
      // pictures for published content (article bodies): public once stored (media-file.routes.ts)
      // an event's picture (issue 27) is a content picture too
      .post('/media', requireRole('editor', 'events'), mediaUploadLimit(), (c) =>
        answerMediaUpload(c, CONTENT_MEDIA_KIND),
      )
      .get('/audit', requireRole('admin'), validate('query', AuditQuerySchema), async (c) =>
        c.json(withLinks(await listAudit(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
  );
}

/** `POST /api/staff/repairs/{id}/status`: the repair life cycle's moves (server/domain/repair-lifecycle.machine.ts). */
function repairStaffRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return new Hono<StaffEnv>().post(
    '/repairs/:id/status',
    requireRole('service'),
    validate('param', IdParam),
    validate('json', RepairStatusChangeSchema),
    async (c) =>
      c.json({
        data: await changeRepairStatus(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
      }),
  );
}

/** Everything under /api/staff (behind requireMember, app.ts): staff only, each router its role. */
export function staffRoutes() {
  return new Hono<StaffEnv>()
    .use('*', requireStaff)
    .route('/', consoleRoutes())
    .route('/', repairStaffRoutes())
    .route('/', staffArticleRoutes())
    .route('/', staffCatalogueRoutes())
    .route('/', staffLegalRoutes())
    .route('/', staffHomeRoutes())
    .route('/', staffPageBlockRoutes())
    .route('/', staffDraftRoutes())
    .route('/', staffRecipeRoutes())
    .route('/', staffBrandRoutes())
    .route('/', staffMailRoutes())
    .route('/', staffEventRoutes())
    .route('/', staffOrderRoutes())
    .route('/', staffRepairRoutes())
    .route('/', staffReserveTimeRoutes())
    .route('/', staffWarrantyRoutes())
    .route('/', staffGiftClaimRoutes())
    .route('/', staffGiftEventRoutes())
    .route('/', staffInboxRoutes())
    .route('/', staffCheckinRoutes())
    .route('/', staffFlowInsightRoutes());
}
