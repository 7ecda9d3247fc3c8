import { articleCategoryQueries } from '../api/article-categories.queries';
import { notFound, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { topCategoryBySlug } from '../screens/articles/category-links';
import { NewsListScreen, newsListOptions } from '../screens/news/news-list-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const categories = await warm(queryClient, articleCategoryQueries.list('articleNews'));
  if (!categories) return null;
  const category = topCategoryBySlug(categories, params.slug);
  if (!category) notFound(request);
  await warm(queryClient, newsListOptions(new URL(request.url).searchParams, category.id));
  return null;
}

export function Component() {
  return <NewsListScreen slug={useRouteParams().slug} />;
}
