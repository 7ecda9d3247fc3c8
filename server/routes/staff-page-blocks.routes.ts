import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import {
  PageBlockDeleteSchema,
  PageBlockInputSchema,
  PageBlockOrderSchema,
  PageBlockUpdateSchema,
  StaffPageBlockQuery,
} from '../../schemas/staff-page-block.schema';
import { validate } from '../http/validate';
import {
  createPageBlock,
  deletePageBlock,
  getStaffPageBlock,
  listStaffPageBlocks,
  orderPageBlocks,
  updatePageBlock,
} from '../services/staff-page-blocks.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const editor = requireRole('editor');

/** The console's page sections (editor): sustainability, talent-development, zonezone. */
export function staffPageBlockRoutes() {
  return new Hono<StaffEnv>()
    .get('/page-blocks', editor, validate('query', StaffPageBlockQuery), async (c) =>
      c.json({ data: await listStaffPageBlocks(c.var.deps.db, c.req.valid('query')) }),
    )
    .post('/page-blocks', editor, validate('json', PageBlockInputSchema), async (c) =>
      c.json({ data: await createPageBlock(c.var.deps.db, staffActor(c), c.req.valid('json')) }, 201),
    )
    .post('/page-blocks/order', editor, validate('json', PageBlockOrderSchema), async (c) =>
      c.json({ data: await orderPageBlocks(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
    )
    .get('/page-blocks/:id', editor, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffPageBlock(c.var.deps.db, c.req.valid('param').id) }),
    )
    .put('/page-blocks/:id', editor, validate('param', IdParam), validate('json', PageBlockUpdateSchema), async (c) =>
      c.json({
        data: await updatePageBlock(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
      }),
    )
    .delete(
      '/page-blocks/:id',
      editor,
      validate('param', IdParam),
      validate('json', PageBlockDeleteSchema),
      async (c) => {
        await deletePageBlock(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json').version);
        return c.body(null, 204);
      },
    );
}
