import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { StaffBrandInputSchema, StaffBrandQuerySchema, StaffBrandUpdateSchema } from '../../schemas/staff-brand.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { createStaffBrand, getStaffBrand, listStaffBrands, updateStaffBrand } from '../services/staff-brands.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const editor = requireRole('editor');

/** `/api/staff/brands` (editor): the brands of the service and FAQ selects (schemas/staff-brand.schema.ts). */
export function staffBrandRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return new Hono<StaffEnv>()
    .get('/brands', editor, validate('query', StaffBrandQuerySchema), async (c) =>
      c.json(withLinks(await listStaffBrands(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .post('/brands', editor, validate('json', StaffBrandInputSchema), async (c) =>
      c.json({ data: await createStaffBrand(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
    )
    .get('/brands/:id', editor, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffBrand(c.var.deps.db, c.req.valid('param').id) }),
    )
    .put('/brands/:id', editor, validate('param', IdParam), validate('json', StaffBrandUpdateSchema), async (c) =>
      c.json({
        data: await updateStaffBrand(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
      }),
    );
}
