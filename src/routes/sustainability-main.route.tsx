import { articleCategoryQueries } from '../api/article-categories.queries';
import { notFound, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import {
  findTopic,
  SustainabilityTopicScreen,
  topicArticlesOptions,
} from '../screens/sustainability/sustainability-topic-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const categories = await warm(queryClient, articleCategoryQueries.list('articleEcolife'));
  if (!categories) return null;
  const { main } = findTopic(categories, Number(params.mainId));
  if (!main) notFound(request);
  await warm(queryClient, topicArticlesOptions(main.id, new URL(request.url).searchParams));
  return null;
}

export function Component() {
  return <SustainabilityTopicScreen mainId={Number(useRouteParams().mainId)} />;
}
