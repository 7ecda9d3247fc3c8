import { Hono } from 'hono';
import { GiftEventsQuery } from '../../schemas/gift-event-query.schema';
import { IdParam } from '../../schemas/id-param.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { getGiftEvent, listGiftBrands, listGiftEvents } from '../services/gift-events.service';

/**
 * SPEC §7 `GET /gift_events` (§3 gift list) and `GET /gift_events/{id}`. Not in the public cache:
 * the gifts left change with every claim (docs/decisions/gift-events.md).
 */
export function giftEventRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/gift_events', validate('query', GiftEventsQuery), async (c) => {
        const { top, list, menus } = await listGiftEvents(c.var.deps.db, c.req.valid('query'));
        c.header('Cache-Control', 'no-store');
        return c.json({ data: { top, list: withLinks(list, c.req.url), menus } });
      })
      // SPEC §3 options `giftBrands`
      .get('/option/gift_brands', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ data: await listGiftBrands(c.var.deps.db) });
      })
      .get('/gift_events/:id', validate('param', IdParam), async (c) => {
        const event = await getGiftEvent(c.var.deps.db, c.req.valid('param').id);
        c.header('Cache-Control', 'no-store');
        return c.json({ data: event });
      })
  );
}
