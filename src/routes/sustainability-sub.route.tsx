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
  const { sub } = findTopic(categories, Number(params.mainId), Number(params.subId));
  if (!sub) notFound(request);
  await warm(queryClient, topicArticlesOptions(sub.id, new URL(request.url).searchParams));
  return null;
}

export function Component() {
  const params = useRouteParams();
  return <SustainabilityTopicScreen mainId={Number(params.mainId)} subId={Number(params.subId)} />;
}
