import { Hono } from 'hono';
import { CartAddSchema } from '../../schemas/cart.schema';
import { ApplySurveySchema, EventOrderSubmissionSchema, type SurveyAnswer } from '../../schemas/event-apply.schema';
import { IdParam } from '../../schemas/id-param.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validate';
import { addToCart, clearCart, getCart } from '../services/cart.service';
import { placeEventOrder } from '../services/event-orders.service';
import { listEventSessions } from '../services/event-sessions.service';
import { getEventSurvey, submitEventSurvey } from '../services/event-surveys.service';
import { recommendEvents } from '../services/events.service';
import { heldSeats } from '../services/waitlist.service';
import { callingMember, type MemberEnv, requireMember } from './member-auth.middleware';
import { clientIp, siteOrigin } from './request-info';

/**
 * SPEC §7 event calls beyond the cached list and detail: sessions with the seats left
 * (`/calendar_events/{eventId}`), recommendations, the survey, and the member's cart and order.
 * Seats change with every order, so none of these is in the public cache.
 */
export function eventOrderRoutes() {
  // the member guard per route: a sub-app's `use('*')` would guard every /api path after it
  const member = new Hono<MemberEnv>()
    .post(
      '/event_survey/:id',
      requireMember,
      validate('param', IdParam),
      validate('json', ApplySurveySchema),
      async (c) =>
        c.json({
          data: await submitEventSurvey(
            c.var.deps.db,
            c.req.valid('param').id,
            c.var.member.id,
            c.req.valid('json').answers as SurveyAnswer[],
          ),
        }),
    )
    .get('/cart', requireMember, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await getCart(c.var.deps.db, c.var.member.id) });
    })
    .post('/cart/add', requireMember, validate('json', CartAddSchema), async (c) =>
      c.json({ data: await addToCart(c.var.deps.db, c.var.member.id, c.req.valid('json')) }),
    )
    .post('/cart/clear', requireMember, async (c) => c.json({ data: await clearCart(c.var.deps.db, c.var.member.id) }))
    .post('/cart/pay', requireMember, validate('json', EventOrderSubmissionSchema), async (c) => {
      const { db, payments } = c.var.deps;
      const placed = await placeEventOrder(
        db,
        { ...payments, clientIp: clientIp(c) },
        c.var.member.id,
        c.req.valid('json'),
        siteOrigin(c),
      );
      return c.json({ data: placed });
    });

  return new Hono<AppEnv>()
    .get('/calendar_events/:id', validate('param', IdParam), async (c) => {
      c.header('Cache-Control', 'no-store');
      // a member's waiting-list hold: the seats held for them are left for them to take
      const member = await callingMember(c);
      const held = member ? await heldSeats(c.var.deps.db, member.id) : undefined;
      return c.json({ data: await listEventSessions(c.var.deps.db, c.req.valid('param').id, new Date(), held) });
    })
    .get('/event_recommends/:id', validate('param', IdParam), async (c) =>
      c.json({ data: await recommendEvents(c.var.deps.db, c.req.valid('param').id) }),
    )
    .get('/event_survey/:id', validate('param', IdParam), async (c) =>
      c.json({ data: await getEventSurvey(c.var.deps.db, c.req.valid('param').id) }),
    )
    .route('/', member);
}
