import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { RefundSubmissionSchema } from '../../schemas/refund.schema';
import { CreditNoteParam, OrderNumberParam, UserOrdersQuery } from '../../schemas/user-order.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { cancelEventOrder, payEventOrder } from '../services/event-orders.service';
import { listFavouriteEvents, toggleFavouriteEvent } from '../services/favourites.service';
import { orderCalendar } from '../services/order-calendar.service';
import { getCreditNote, getUserOrder, listUserOrders, refundEventOrder } from '../services/user-orders.service';
import type { MemberEnv } from './member-auth.middleware';
import { refundDepsOf } from './refund-deps';
import { clientIp, siteOrigin } from './request-info';

/**
 * SPEC §7 member calls about events: orders (list with `sorting` and `status[]`, a page at a time, one order,
 * cancel, pay again, refund), credit notes, favourites. Mounted under /api/user (member guard);
 * every query names the caller, so another member's order number is simply not found (404).
 */
export function userOrderRoutes() {
  return new Hono<MemberEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/orders', validate('query', UserOrdersQuery), async (c) =>
      c.json(
        withLinks(
          await listUserOrders(c.var.deps.db, c.var.member.id, c.req.valid('query'), c.var.deps.tickets),
          c.req.url,
        ),
      ),
    )
    .get('/orders/:id', validate('param', OrderNumberParam), async (c) =>
      c.json({ data: await getUserOrder(c.var.deps.db, c.var.member.id, c.req.valid('param').id, c.var.deps.tickets) }),
    )
    .get('/orders/:id/calendar', validate('param', OrderNumberParam), async (c) => {
      const { fileName, body } = await orderCalendar(
        c.var.deps.db,
        c.var.member.id,
        c.req.valid('param').id,
        siteOrigin(c),
      );
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    })
    .post('/cancel_order/:id', validate('param', OrderNumberParam), async (c) =>
      c.json({
        data: await cancelEventOrder(c.var.deps.db, c.var.member.id, c.req.valid('param').id, new Date(), clientIp(c)),
      }),
    )
    .post('/pay_order/:id', validate('param', OrderNumberParam), async (c) => {
      const { db, payments } = c.var.deps;
      return c.json({
        data: await payEventOrder(db, payments, c.var.member.id, c.req.valid('param').id, siteOrigin(c)),
      });
    })
    .post(
      '/refund_order/:id',
      validate('param', OrderNumberParam),
      validate('json', RefundSubmissionSchema),
      async (c) =>
        c.json({
          data: await refundEventOrder(
            c.var.deps.db,
            refundDepsOf(c),
            { id: c.var.member.id, ip: clientIp(c) },
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        }),
    )
    .get('/credit_notes/:no', validate('param', CreditNoteParam), async (c) =>
      c.json({ data: await getCreditNote(c.var.deps.db, c.var.member.id, c.req.valid('param').no) }),
    )
    .get('/favorite_events', async (c) => c.json({ data: await listFavouriteEvents(c.var.deps.db, c.var.member.id) }))
    .post('/collect_events/:id', validate('param', IdParam), async (c) =>
      c.json({ data: await toggleFavouriteEvent(c.var.deps.db, c.var.member.id, c.req.valid('param').id) }),
    );
}
