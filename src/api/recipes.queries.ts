import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const recipeSchemas = () => import('../../schemas/recipe.schema');

export const RECIPES_PER_PAGE = 12;

export interface RecipeFilters {
  page: number;
  solarTermId?: number | undefined;
  categoryId?: number | undefined;
}

/** SPEC §7 recipe calls: recipes by solar term and course, one recipe, courses, the calendar. */
export const recipeQueries = {
  all: () => ['recipes'] as const,
  list: ({ page, solarTermId, categoryId }: RecipeFilters) =>
    queryOptions({
      queryKey: [...recipeQueries.all(), 'list', { page, solarTermId, categoryId }],
      queryFn: async ({ signal }) => {
        const { data, meta } = await api.get(
          endpoints.articleRecipes(),
          () => recipeSchemas().then((m) => m.RecipePageResponse),
          {
            query: { page, per_page: RECIPES_PER_PAGE, solar_term_id: solarTermId, category_id: categoryId },
            signal,
          },
        );
        return { data, meta };
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...recipeQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.articleRecipe(id), () => recipeSchemas().then((m) => m.RecipeResponse), { signal }))
          .data,
    }),
  itemCategories: () =>
    queryOptions({
      queryKey: [...recipeQueries.all(), 'item-categories'],
      queryFn: async ({ signal }) =>
        (
          await api.get(
            endpoints.recipeItemCategories(),
            () => recipeSchemas().then((m) => m.RecipeItemCategoriesResponse),
            { signal },
          )
        ).data,
      staleTime: 5 * 60_000,
    }),
  solarTerms: () =>
    queryOptions({
      queryKey: [...recipeQueries.all(), 'solar-terms'],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.solarTerms(), () => recipeSchemas().then((m) => m.SolarTermsResponse), { signal }))
          .data,
    }),
};
