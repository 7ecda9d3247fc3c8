import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { PublicationMoveSchema } from '../../schemas/publication.schema';
import {
  LocationInputSchema,
  LocationUpdateSchema,
  ProductInfoUpdateSchema,
  ProductModelInputSchema,
  ProductModelUpdateSchema,
  StaffLocationQuery,
  StaffProductInfoQuery,
  StaffProductModelQuery,
} from '../../schemas/staff-catalogue.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  createLocation,
  getStaffLocation,
  listStaffLocations,
  moveLocation,
  updateLocation,
} from '../services/staff-locations.service';
import { getStaffProductInfo, listStaffProductInfos, updateProductInfo } from '../services/staff-product-infos.service';
import {
  createProductModel,
  getStaffProductModel,
  listStaffProductModels,
  updateProductModel,
} from '../services/staff-product-models.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const editor = requireRole('editor');

/**
 * The console's catalogue (editor): each brand's product info, the product models, the stores
 * (published like content). Roles on each route, not `use('*')` (staff.routes.ts says why).
 */
export function staffCatalogueRoutes() {
  return (
    new Hono<StaffEnv>()
      .get('/product-infos', editor, validate('query', StaffProductInfoQuery), async (c) =>
        c.json(withLinks(await listStaffProductInfos(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .get('/product-infos/:id', editor, validate('param', IdParam), async (c) =>
        c.json({ data: await getStaffProductInfo(c.var.deps.db, c.req.valid('param').id) }),
      )
      .put(
        '/product-infos/:id',
        editor,
        validate('param', IdParam),
        validate('json', ProductInfoUpdateSchema),
        async (c) =>
          c.json({
            data: await updateProductInfo(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
      .get('/product-models', editor, validate('query', StaffProductModelQuery), async (c) =>
        c.json(withLinks(await listStaffProductModels(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .post('/product-models', editor, validate('json', ProductModelInputSchema), async (c) =>
        c.json({ data: await createProductModel(c.var.deps.db, staffActor(c), c.req.valid('json')) }, 201),
      )
      .get('/product-models/:id', editor, validate('param', IdParam), async (c) =>
        c.json({ data: await getStaffProductModel(c.var.deps.db, c.req.valid('param').id) }),
      )
      .put(
        '/product-models/:id',
        editor,
        validate('param', IdParam),
        validate('json', ProductModelUpdateSchema),
        async (c) =>
          c.json({
            data: await updateProductModel(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
      .get('/locations', editor, validate('query', StaffLocationQuery), async (c) =>
        c.json(withLinks(await listStaffLocations(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .post('/locations', editor, validate('json', LocationInputSchema), async (c) =>
        c.json({ data: await createLocation(c.var.deps.db, staffActor(c), c.req.valid('json')) }, 201),
      )
      .get('/locations/:id', editor, validate('param', IdParam), async (c) =>
        c.json({ data: await getStaffLocation(c.var.deps.db, c.req.valid('param').id) }),
      )
      .put('/locations/:id', editor, validate('param', IdParam), validate('json', LocationUpdateSchema), async (c) =>
        c.json({
          data: await updateLocation(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
      )
      // PublicationMoveSchema: publish now, schedule (Taipei time with its offset), take down, draft
      .post(
        '/locations/:id/publication',
        editor,
        validate('param', IdParam),
        validate('json', PublicationMoveSchema),
        async (c) =>
          c.json({
            data: await moveLocation(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
  );
}
