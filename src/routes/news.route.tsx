import { articleCategoryQueries } from '../api/article-categories.queries';
import { warm } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { NewsListScreen, newsListOptions } from '../screens/news/news-list-screen';

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
