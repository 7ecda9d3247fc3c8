import { Hono } from 'hono';
import { SearchQuery } from '../../schemas/search.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { searchSite } from '../services/search.service';

export function searchRoutes() {
  return new Hono<AppEnv>().get('/search', validate('query', SearchQuery), async (c) => {
    const { list, ...rest } = await searchSite(c.var.deps.db, c.req.valid('query'));
    return c.json({ data: { ...rest, list: withLinks(list, c.req.url) } });
  });
}
