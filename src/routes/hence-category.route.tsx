import { redirect } from 'react-router-dom';
import { articleCategoryQueries } from '../api/article-categories.queries';
import { notFound, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { topCategoryById } from '../screens/articles/category-links';
import { HenceCategoryScreen, henceCategoryOptions } from '../screens/hence/hence-category-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const categories = await warm(queryClient, articleCategoryQueries.list('articleProject'));
  if (!categories) return null;
  const category = topCategoryById(categories, Number(params.categoryId));
  if (!category) notFound(request);
  // the topics category's one address is its own page (the server answers 301 there too)
  if (category.link && category.link !== new URL(request.url).pathname) throw redirect(category.link);
  await warm(queryClient, henceCategoryOptions(category.id, new URL(request.url).searchParams));
  return null;
}

export function Component() {
  return <HenceCategoryScreen id={Number(useRouteParams().categoryId)} />;
}
