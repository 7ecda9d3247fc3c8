import { articleCategoryQueries } from '../api/article-categories.queries';
import { articleQueries } from '../api/articles.queries';
import { loadRecord, notFound, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { HenceArticleScreen } from '../screens/hence/hence-article-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const [article] = await Promise.all([
    loadRecord(queryClient, articleQueries.detail(Number(params.id)), request),
    warm(queryClient, articleCategoryQueries.list('articleProject')),
    warm(queryClient, articleQueries.recommends(Number(params.id))),
  ]);
  // `/articles/{id}` answers every class: another class's id is no HENCE article
  if (article && article.class !== 'articleProject') notFound(request);
  return null;
}

export function Component() {
  return <HenceArticleScreen id={Number(useRouteParams().id)} />;
}
