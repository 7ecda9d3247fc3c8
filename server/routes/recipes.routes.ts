import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { RecipesQuery } from '../../schemas/recipe-query.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { getRecipe, getSolarTermCalendar, listRecipeItemCategories, listRecipes } from '../services/recipes.service';

export function recipeRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/article_recipes', validate('query', RecipesQuery), async (c) =>
        c.json(withLinks(await listRecipes(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .get('/article_recipes/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getRecipe(c.var.deps.db, c.req.valid('param')) }),
      )
      .get('/recipe_item_categories', async (c) => c.json({ data: await listRecipeItemCategories(c.var.deps.db) }))
      // the calendar of the hence recipe page (also part of /api/homepage/article)
      .get('/solar_terms', async (c) =>
        c.json({ data: await getSolarTermCalendar(c.var.deps.db, { now: new Date() }) }),
      )
  );
}
