import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { getHencePage, getHomepage } from '../services/home.service';
import { getEcoLifePage, getTalentPage, getZonezonePage } from '../services/page-blocks.service';

/** SPEC §7 `/homepage*`: the data of the home, hence, sustainability, concept-store and talent pages. */
export function homeRoutes() {
  return new Hono<AppEnv>()
    .get('/homepage', async (c) => c.json({ data: await getHomepage(c.var.deps.db) }))
    .get('/homepage/article', async (c) => c.json({ data: await getHencePage(c.var.deps.db, { now: new Date() }) }))
    .get('/homepage/eco_life', async (c) => c.json({ data: await getEcoLifePage(c.var.deps.db) }))
    .get('/homepage/zonezone', async (c) => c.json({ data: await getZonezonePage(c.var.deps.db) }))
    .get('/homepage/talent_development', async (c) => c.json({ data: await getTalentPage(c.var.deps.db) }));
}
