import { articleCategoryQueries } from '../api/article-categories.queries';
import { warm } from '../lib/content-loaders';
import { HenceMagazineScreen, magazinesOptions } from '../screens/hence/hence-magazine-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    warm(queryClient, magazinesOptions(new URL(request.url).searchParams)),
    warm(queryClient, articleCategoryQueries.list('articleProject')),
  ]);
  return null;
}

export function Component() {
  return <HenceMagazineScreen />;
}
