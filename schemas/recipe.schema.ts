import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { AuthorRefSchema } from './author.schema';
import { ImageSchema } from './image.schema';

/** The 24 solar terms (節氣): `starts_on` is the date (Asia/Taipei) the term begins in `year`. */
export const SolarTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 = 立春 ... 24 = 大寒 */
  sort: z.number().int(),
  /** the sun's apparent ecliptic longitude at which the term begins, in degrees */
  longitude: z.number().int(),
  summary: z.string(),
  year: z.number().int(),
  starts_on: z.string(),
  is_current: z.boolean(),
  recipes_count: z.number().int(),
});
export type SolarTerm = z.infer<typeof SolarTermSchema>;
/** SPEC §7 `GET /solar_terms`: the year's calendar */
export const SolarTermsResponse = z.object({ data: z.array(SolarTermSchema) });

/** A recipe's course (湯品, 主菜, 甜點...). */
export const RecipeItemCategorySchema = z.object({ id: z.number().int(), subject: z.string(), sort: z.number().int() });
export const RecipeItemCategoriesResponse = z.object({ data: z.array(RecipeItemCategorySchema) });

export const RecipeCardSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  summary: z.string(),
  image: ImageSchema.nullable(),
  solar_term: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category: z.object({ id: z.number().int(), subject: z.string() }).nullable(),
  cook_minutes: z.number().int(),
  servings: z.number().int(),
  published_at: z.string(),
  link: z.string(),
});
export type RecipeCard = z.infer<typeof RecipeCardSchema>;

export const RecipeSchema = RecipeCardSchema.extend({
  ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
  /** sanitised HTML */
  body: z.string(),
  author: AuthorRefSchema.nullable(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipePageResponse = pagedEnvelope(RecipeCardSchema);
export const RecipeResponse = z.object({ data: RecipeSchema });
