import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, idValue } from '../../schemas/id-param.schema';
import { StaffWarrantyQuerySchema, WarrantyReviewSchema } from '../../schemas/staff-warranty.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  getStaffWarranty,
  listStaffWarranties,
  readWarrantyPhoto,
  reviewWarranty,
} from '../services/staff-warranties.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const service = requireRole('service');
const PhotoParam = z.object({ id: idValue('編號'), mediaId: idValue('照片編號') });

/**
 * Warranty review (issue 28 item 3, role `service`): the registrations, one with its invoice photo
 * (served here: the member's /media address answers its owner only), and the decision, which the
 * review machine (server/domain/warranty-review.machine.ts) takes or refuses.
 */
export function staffWarrantyRoutes() {
  return new Hono<StaffEnv>()
    .get('/warranties', service, validate('query', StaffWarrantyQuerySchema), async (c) =>
      c.json(withLinks(await listStaffWarranties(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/warranties/:id', service, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffWarranty(c.var.deps.db, c.req.valid('param').id) }),
    )
    .get('/warranties/:id/photos/:mediaId', service, validate('param', PhotoParam), async (c) => {
      const { id, mediaId } = c.req.valid('param');
      const { row, bytes } = await readWarrantyPhoto(
        { db: c.var.deps.db, storage: c.var.deps.mediaStorage },
        id,
        mediaId,
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        // the stored type is always one of our re-encoded image types, never the uploader's
        'Content-Type': row.contentType,
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      });
    })
    .post(
      '/warranties/:id/review',
      service,
      validate('param', IdParam),
      validate('json', WarrantyReviewSchema),
      async (c) =>
        c.json({
          data: await reviewWarranty(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    );
}
