import { articleCategoryQueries } from '../api/article-categories.queries';
import { brandQueries } from '../api/brands.queries';
import { notFound, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { topCategoryBySlug } from '../screens/articles/category-links';
import { BrandsScreen } from '../screens/brands/brands-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const categories = await warm(queryClient, articleCategoryQueries.list('articleBrand'));
  if (!categories) return null;
  const category = topCategoryBySlug(categories, params.brandCategory);
  if (!category) notFound(request);
  await warm(queryClient, brandQueries.list(category.id));
  return null;
}

export function Component() {
  return <BrandsScreen slug={useRouteParams().brandCategory} />;
}
