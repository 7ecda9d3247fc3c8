import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { LocationsQuery, LocationTaxonomyQuery } from '../../schemas/location.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  getLocation,
  listLocationCategories,
  listLocationCities,
  listLocationClasses,
  listLocations,
} from '../services/locations.service';

export function locationRoutes() {
  return new Hono<AppEnv>()
    .get('/location_categories', validate('query', LocationTaxonomyQuery), async (c) =>
      c.json(withLinks(await listLocationCategories(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/location_classes', validate('query', LocationTaxonomyQuery), async (c) =>
      c.json(withLinks(await listLocationClasses(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/location_cities', async (c) => c.json({ data: await listLocationCities(c.var.deps.db) }))
    .get('/locations', validate('query', LocationsQuery), async (c) =>
      c.json(withLinks(await listLocations(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .get('/locations/:id', validate('param', IdParam), async (c) =>
      c.json({ data: await getLocation(c.var.deps.db, c.req.valid('param')) }),
    );
}
