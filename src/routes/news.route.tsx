import { articleCategoryQueries } from '../api/article-categories.queries';
import { warm } from '../lib/content-loaders';
import { NewsListScreen, newsListOptions } from '../screens/news/news-list-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  const search = new URL(request.url).searchParams;
  await Promise.all([
    warm(queryClient, articleCategoryQueries.list('articleNews')),
    warm(queryClient, newsListOptions(search)),
  ]);
  return null;
}

export function Component() {
  return <NewsListScreen />;
}
