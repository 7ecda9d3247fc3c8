import { newsQueries } from '../api/news.queries';
import { loadRecord, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { NewsArticleScreen } from '../screens/news/news-article-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const id = Number(params.newsId);
  await Promise.all([
    loadRecord(queryClient, newsQueries.detail(id), request),
    warm(queryClient, newsQueries.recommends(id)),
  ]);
  return null;
}

export function Component() {
  return <NewsArticleScreen id={Number(useRouteParams().newsId)} />;
}
