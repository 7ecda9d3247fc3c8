import { Hono } from 'hono';
import {
  StaffOrderParam,
  StaffOrderQuerySchema,
  StaffRefundInputSchema,
  StaffRefundParam,
} from '../../schemas/staff-order.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  cancelStaffOrder,
  getStaffOrder,
  refundStaffOrder,
  retryStaffRefund,
  searchStaffOrders,
} from '../services/staff-orders.service';
import { refundDepsOf } from './refund-deps';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const events = requireRole('events');

/** `/api/staff/orders`: event orders for staff holding `events` (schemas/staff-order.schema.ts). */
export function staffOrderRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return new Hono<StaffEnv>()
    .get('/orders', events, validate('query', StaffOrderQuerySchema), async (c) =>
      c.json(withLinks(await searchStaffOrders(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/orders/:no', events, validate('param', StaffOrderParam), async (c) =>
      c.json({ data: await getStaffOrder(c.var.deps.db, c.req.valid('param').no) }),
    )
    .post('/orders/:no/cancel', events, validate('param', StaffOrderParam), async (c) =>
      c.json({ data: await cancelStaffOrder(c.var.deps.db, staffActor(c), c.req.valid('param').no) }),
    )
    .post(
      '/orders/:no/refunds',
      events,
      validate('param', StaffOrderParam),
      validate('json', StaffRefundInputSchema),
      async (c) =>
        c.json({
          data: await refundStaffOrder(
            c.var.deps.db,
            refundDepsOf(c),
            staffActor(c),
            c.req.valid('param').no,
            c.req.valid('json'),
          ),
        }),
    )
    .post('/orders/:no/refunds/:refundId/retry', events, validate('param', StaffRefundParam), async (c) => {
      const { no, refundId } = c.req.valid('param');
      return c.json({
        data: await retryStaffRefund(c.var.deps.db, refundDepsOf(c), staffActor(c), no, refundId),
      });
    })
    .post('/orders/:no/refunds/:refundId/outside', events, validate('param', StaffRefundParam), async (c) => {
      const { no, refundId } = c.req.valid('param');
      return c.json({
        data: await retryStaffRefund(c.var.deps.db, refundDepsOf(c), staffActor(c), no, refundId, 'outside'),
      });
    });
}
