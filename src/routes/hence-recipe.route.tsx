import { articleCategoryQueries } from '../api/article-categories.queries';
import { recipeQueries } from '../api/recipes.queries';
import { warm } from '../lib/content-loaders';
import { HenceRecipeScreen, recipeFilters } from '../screens/hence/hence-recipe-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    warm(queryClient, recipeQueries.solarTerms()),
    warm(queryClient, recipeQueries.itemCategories()),
    warm(queryClient, recipeQueries.list(recipeFilters(new URL(request.url).searchParams))),
    warm(queryClient, articleCategoryQueries.list('articleProject')),
  ]);
  return null;
}

export function Component() {
  return <HenceRecipeScreen />;
}
