import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, idValue } from '../../schemas/id-param.schema';
import {
  StaffGiftCreateSchema,
  StaffGiftEventQuerySchema,
  StaffGiftEventUpdateSchema,
  StaffGiftUpdateSchema,
} from '../../schemas/staff-gift-event.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  createStaffGift,
  getStaffGiftEvent,
  listStaffGiftEvents,
  updateStaffGift,
  updateStaffGiftEvent,
} from '../services/staff-gift-events.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const service = requireRole('service');
const GiftParam = z.object({ id: idValue('編號'), giftId: idValue('贈品編號') });

/** Gift events, their gifts and stock (role `service`, who also decide the claims). */
export function staffGiftEventRoutes() {
  return new Hono<StaffEnv>()
    .get('/gift-events', service, validate('query', StaffGiftEventQuerySchema), async (c) =>
      c.json(withLinks(await listStaffGiftEvents(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/gift-events/:id', service, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffGiftEvent(c.var.deps.db, c.req.valid('param').id) }),
    )
    .put(
      '/gift-events/:id',
      service,
      validate('param', IdParam),
      validate('json', StaffGiftEventUpdateSchema),
      async (c) =>
        c.json({
          data: await updateStaffGiftEvent(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    )
    .post(
      '/gift-events/:id/gifts',
      service,
      validate('param', IdParam),
      validate('json', StaffGiftCreateSchema),
      async (c) =>
        c.json({
          data: await createStaffGift(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    )
    .put(
      '/gift-events/:id/gifts/:giftId',
      service,
      validate('param', GiftParam),
      validate('json', StaffGiftUpdateSchema),
      async (c) => {
        const { id, giftId } = c.req.valid('param');
        return c.json({ data: await updateStaffGift(c.var.deps.db, staffActor(c), id, giftId, c.req.valid('json')) });
      },
    );
}
