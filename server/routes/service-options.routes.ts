import { Hono } from 'hono';
import { OptionQuery } from '../../schemas/option.schema';
import { OptionProductsQuery } from '../../schemas/product-info.schema';
import { ReserveTimesQuery } from '../../schemas/reserve-time.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  listDeepCleanTickets,
  listProductInfos,
  listReserveStores,
  listReserveTimes,
} from '../services/service-options.service';

/**
 * The service forms' option lists (SPEC §3 productInfos, reserveTimes, deepCleanTickets; §7
 * `/option/products`, `/option/reserve_times`, `/option/deep_services`). Not publicly cached
 * (server/http/public-paths.ts): a slot's remaining places change with every booking.
 */
export function serviceOptionRoutes() {
  return new Hono<AppEnv>()
    .get('/option/products', validate('query', OptionProductsQuery), async (c) => {
      const { type, ...query } = c.req.valid('query');
      return c.json(withLinks(await listProductInfos(c.var.deps.db, { type, query }), c.req.url));
    })
    .get('/option/reserve_times', validate('query', ReserveTimesQuery), async (c) => {
      const { date, store_id, ...query } = c.req.valid('query');
      return c.json(withLinks(await listReserveTimes(c.var.deps.db, { date, storeId: store_id, query }), c.req.url));
    })
    .get('/option/reserve_stores', validate('query', OptionQuery), async (c) =>
      c.json(withLinks(await listReserveStores(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/option/deep_services', validate('query', OptionQuery), async (c) =>
      c.json(withLinks(await listDeepCleanTickets(c.var.deps.db, c.req.valid('query')), c.req.url)),
    );
}
