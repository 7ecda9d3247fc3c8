import { articleCategoryQueries } from '../api/article-categories.queries';
import { authorQueries } from '../api/authors.queries';
import { loadRecord, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { authorArticlesOptions, HenceAuthorScreen } from '../screens/hence/hence-author-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const id = Number(params.id);
  await Promise.all([
    loadRecord(queryClient, authorQueries.detail(id), request),
    warm(queryClient, authorArticlesOptions(id, new URL(request.url).searchParams)),
    warm(queryClient, articleCategoryQueries.list('articleProject')),
  ]);
  return null;
}

export function Component() {
  return <HenceAuthorScreen id={Number(useRouteParams().id)} />;
}
