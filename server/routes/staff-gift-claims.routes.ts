import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, idValue } from '../../schemas/id-param.schema';
import {
  GiftClaimDecisionSchema,
  GiftClaimShipmentSchema,
  StaffGiftClaimQuerySchema,
} from '../../schemas/staff-gift-claim.schema';
import { API_MESSAGES } from '../http/api-errors';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  decideGiftClaim,
  getStaffGiftClaim,
  listStaffGiftClaims,
  readStaffGiftClaimMedia,
  shipGiftClaim,
} from '../services/staff-gift-claims.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const service = requireRole('service');
const ClaimMediaParam = z.object({ id: idValue('編號'), mediaId: idValue('圖片編號') });

/**
 * Gift claims (role `service`): the list, one claim with its invoice and photos, the decision
 * (approve, or refuse with a reason) and the parcel. The moves are the claim life cycle's
 * (server/domain/gift-claim-lifecycle.machine.ts). Roles on each route (staff.routes.ts says why).
 */
export function staffGiftClaimRoutes() {
  return (
    new Hono<StaffEnv>()
      .get('/gift-claims', service, validate('query', StaffGiftClaimQuerySchema), async (c) =>
        c.json(withLinks(await listStaffGiftClaims(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .get('/gift-claims/:id', service, validate('param', IdParam), async (c) =>
        c.json({ data: await getStaffGiftClaim(c.var.deps.db, c.req.valid('param').id) }),
      )
      .post(
        '/gift-claims/:id/decision',
        service,
        validate('param', IdParam),
        validate('json', GiftClaimDecisionSchema),
        async (c) =>
          c.json({
            data: await decideGiftClaim(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
      .post(
        '/gift-claims/:id/shipment',
        service,
        validate('param', IdParam),
        validate('json', GiftClaimShipmentSchema),
        async (c) =>
          c.json({
            data: await shipGiftClaim(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
      // the member's photos are theirs alone on /media: staff see a claim's own here, and nothing else
      .get('/gift-claims/:id/medias/:mediaId', service, validate('param', ClaimMediaParam), async (c) => {
        const { id, mediaId } = c.req.valid('param');
        const deps = c.var.deps;
        const found = await readStaffGiftClaimMedia({ db: deps.db, storage: deps.mediaStorage }, id, mediaId);
        const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
        if (!found) return c.text(API_MESSAGES.notFound, 404, headers);
        return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, {
          ...headers,
          'Content-Type': found.row.contentType,
          'Content-Length': String(found.bytes.length),
          'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(found.row.name)}`,
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        });
      })
  );
}
