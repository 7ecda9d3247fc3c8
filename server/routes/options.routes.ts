import { Hono } from 'hono';
import { OptionBrandsQuery } from '../../schemas/brand-query.schema';
import { OptionQuery, SubscribeTopicsQuery } from '../../schemas/option.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  listBrandOptions,
  listChannels,
  listCities,
  listContactClasses,
  listSubscribeTopics,
} from '../services/options.service';

/** SPEC §7 option lists: paged, page 1 and per_page 100 by default (topics 999). */
export function optionRoutes() {
  return new Hono<AppEnv>()
    .get('/option/address', validate('query', OptionQuery), (c) =>
      c.json(withLinks(listCities(c.req.valid('query')), c.req.url)),
    )
    .get('/option/brands', validate('query', OptionBrandsQuery), async (c) => {
      const { type, ...query } = c.req.valid('query');
      return c.json(withLinks(await listBrandOptions(c.var.deps.db, { type, query }), c.req.url));
    })
    .get('/option/channels', validate('query', OptionQuery), async (c) =>
      c.json(withLinks(await listChannels(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/contact_classes', validate('query', OptionQuery), async (c) =>
      c.json(withLinks(await listContactClasses(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/subscribe_topics', validate('query', SubscribeTopicsQuery), async (c) =>
      c.json(withLinks(await listSubscribeTopics(c.var.deps.db, c.req.valid('query')), c.req.url)),
    );
}
