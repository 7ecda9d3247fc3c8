import { articleCategoryQueries } from '../api/article-categories.queries';
import { recipeQueries } from '../api/recipes.queries';
import { useRouteParams } from '../app/current-page';
import { loadRecord, warm } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { HenceRecipeArticleScreen } from '../screens/hence/hence-recipe-article-screen';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    loadRecord(queryClient, recipeQueries.detail(Number(params.id)), request),
    warm(queryClient, articleCategoryQueries.list('articleProject')),
  ]);
  return null;
}

export function Component() {
  return <HenceRecipeArticleScreen id={Number(useRouteParams().id)} />;
}
