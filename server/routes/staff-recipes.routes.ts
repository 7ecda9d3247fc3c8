import { Hono } from 'hono';
import { contentPath } from '../../schemas/content-path';
import { IdParam } from '../../schemas/id-param.schema';
import { PublicationMoveSchema } from '../../schemas/publication.schema';
import {
  StaffRecipeInputSchema,
  StaffRecipeQuerySchema,
  StaffRecipeUpdateSchema,
} from '../../schemas/staff-recipe.schema';
import { previewAnswer, withPreview } from '../content/content-preview';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  createStaffRecipe,
  getStaffRecipe,
  listStaffRecipes,
  moveRecipePublication,
  updateStaffRecipe,
} from '../services/staff-recipes.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const editor = requireRole('editor');

/** `/api/staff/recipes`: the hence hub's solar-term recipes, for `editor`s (schemas/staff-recipe.schema.ts). */
export function staffRecipeRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return new Hono<StaffEnv>()
    .get('/recipes', editor, validate('query', StaffRecipeQuerySchema), async (c) =>
      c.json(withLinks(await listStaffRecipes(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .post('/recipes', editor, validate('json', StaffRecipeInputSchema), async (c) =>
      c.json({ data: await createStaffRecipe(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
    )
    .get('/recipes/:id', editor, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffRecipe(c.var.deps.db, c.req.valid('param').id) }),
    )
    .get('/recipes/:id/preview', editor, validate('param', IdParam), async (c) => {
      const { deps } = c.var;
      const recipe = await getStaffRecipe(deps.db, c.req.valid('param').id);
      // the public page as a guest gets it (no cookie passed on), from this app, with this recipe readable
      const path = new URL(contentPath.recipe(recipe.id), c.req.url).href;
      return previewAnswer(await withPreview('recipe', recipe.id, () => deps.request(path)));
    })
    .put('/recipes/:id', editor, validate('param', IdParam), validate('json', StaffRecipeUpdateSchema), async (c) =>
      c.json({
        data: await updateStaffRecipe(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
      }),
    )
    .post(
      '/recipes/:id/publication',
      editor,
      validate('param', IdParam),
      validate('json', PublicationMoveSchema),
      async (c) =>
        c.json({
          data: await moveRecipePublication(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    );
}
