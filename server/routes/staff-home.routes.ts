import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { PublicationMoveSchema } from '../../schemas/publication.schema';
import {
  HomeBannerInputSchema,
  HomeBannerOrderSchema,
  HomeBannerUpdateSchema,
  HomeBlockKeyParam,
  HomeBlockUpdateSchema,
  StaffHomeBannerQuery,
} from '../../schemas/staff-home.schema';
import { validate } from '../http/validate';
import {
  createHomeBanner,
  getStaffHomeBanner,
  listStaffHomeBanners,
  moveHomeBanner,
  orderHomeBanners,
  updateHomeBanner,
} from '../services/staff-home-banners.service';
import { getStaffHomeBlock, listStaffHomeBlocks, updateHomeBlock } from '../services/staff-home-blocks.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const editor = requireRole('editor');

/**
 * The console's home page (editor): the carousels' banners, published like content, and the five
 * fixed blocks. Roles on each route, not `use('*')` (staff.routes.ts says why).
 */
export function staffHomeRoutes() {
  return (
    new Hono<StaffEnv>()
      .get('/home-banners', editor, validate('query', StaffHomeBannerQuery), async (c) =>
        c.json({ data: await listStaffHomeBanners(c.var.deps.db, c.req.valid('query')) }),
      )
      .post('/home-banners', editor, validate('json', HomeBannerInputSchema), async (c) =>
        c.json({ data: await createHomeBanner(c.var.deps.db, staffActor(c), c.req.valid('json')) }, 201),
      )
      .post('/home-banners/order', editor, validate('json', HomeBannerOrderSchema), async (c) =>
        c.json({ data: await orderHomeBanners(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
      )
      .get('/home-banners/:id', editor, validate('param', IdParam), async (c) =>
        c.json({ data: await getStaffHomeBanner(c.var.deps.db, c.req.valid('param').id) }),
      )
      .put(
        '/home-banners/:id',
        editor,
        validate('param', IdParam),
        validate('json', HomeBannerUpdateSchema),
        async (c) =>
          c.json({
            data: await updateHomeBanner(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
      // PublicationMoveSchema: publish now, schedule (Taipei time with its offset), take down, draft
      .post(
        '/home-banners/:id/publication',
        editor,
        validate('param', IdParam),
        validate('json', PublicationMoveSchema),
        async (c) =>
          c.json({
            data: await moveHomeBanner(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
      .get('/home-blocks', editor, async (c) => c.json({ data: await listStaffHomeBlocks(c.var.deps.db) }))
      .get('/home-blocks/:key', editor, validate('param', HomeBlockKeyParam), async (c) =>
        c.json({ data: await getStaffHomeBlock(c.var.deps.db, c.req.valid('param').key) }),
      )
      .put(
        '/home-blocks/:key',
        editor,
        validate('param', HomeBlockKeyParam),
        validate('json', HomeBlockUpdateSchema),
        async (c) =>
          c.json({
            data: await updateHomeBlock(c.var.deps.db, staffActor(c), c.req.valid('param').key, c.req.valid('json')),
          }),
      )
  );
}
