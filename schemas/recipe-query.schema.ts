import type { z } from 'zod';
import { idValue } from './id-param.schema';
import { pageQuery } from './page-query.schema';

/** The query string of the recipe list (SPEC §7), checked by the server. */
export const RecipesQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  category_id: idValue('食譜分類編號').optional(),
  solar_term_id: idValue('節氣編號').optional(),
});
export type RecipesQuery = z.infer<typeof RecipesQuery>;
