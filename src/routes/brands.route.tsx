import { articleCategoryQueries } from '../api/article-categories.queries';
import { brandQueries } from '../api/brands.queries';
import { warm } from '../lib/content-loaders';
import { BrandsScreen } from '../screens/brands/brands-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    warm(queryClient, articleCategoryQueries.list('articleBrand')),
    warm(queryClient, brandQueries.list()),
  ]);
  return null;
}

export function Component() {
  return <BrandsScreen />;
}
