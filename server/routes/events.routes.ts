import { Hono } from 'hono';
import { EventAvailabilityQuery } from '../../schemas/event-availability.schema';
import { EventCategoriesQuery, EventsQuery } from '../../schemas/event-query.schema';
import { IdParam } from '../../schemas/id-param.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { listEventAvailability } from '../services/event-availability.service';
import { getEvent, listEventCategories, listEvents } from '../services/events.service';

export function eventRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/event_categories', validate('query', EventCategoriesQuery), async (c) =>
        c.json({ data: await listEventCategories(c.var.deps.db, c.req.valid('query')) }),
      )
      .get('/events', validate('query', EventsQuery), async (c) => {
        const { top, list } = await listEvents(c.var.deps.db, c.req.valid('query'));
        return c.json({ data: { top, list: withLinks(list, c.req.url) } });
      })
      // not in the public cache's allowlist (server/http/public-paths.ts): seats move with every order
      .get('/event_availability', validate('query', EventAvailabilityQuery), async (c) =>
        c.json({ data: await listEventAvailability(c.var.deps.db, c.req.valid('query').id) }),
      )
      .get('/events/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getEvent(c.var.deps.db, c.req.valid('param')) }),
      )
  );
}
