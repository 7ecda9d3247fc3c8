import { articleCategoryQueries } from '../api/article-categories.queries';
import { recipeQueries } from '../api/recipes.queries';
import { loadRecord, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { HenceRecipeArticleScreen } from '../screens/hence/hence-recipe-article-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

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
