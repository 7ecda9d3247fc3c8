import { articleQueries } from '../api/articles.queries';
import { loadRecord, notFound } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { SustainabilityArticleScreen } from '../screens/sustainability/sustainability-article-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const article = await loadRecord(queryClient, articleQueries.detail(Number(params.id)), request);
  // `/articles/{id}` answers every class: another class's id is no sustainability article
  if (article && article.class !== 'articleEcolife') notFound(request);
  return null;
}

export function Component() {
  return <SustainabilityArticleScreen id={Number(useRouteParams().id)} />;
}
