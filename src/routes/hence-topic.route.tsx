import { TOPICS_SLUG } from '../../schemas/content-path';
import { articleCategoryQueries } from '../api/article-categories.queries';
import { warm } from '../lib/content-loaders';
import { HenceTopicScreen, henceCategoryOptions } from '../screens/hence/hence-category-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  const categories = await warm(queryClient, articleCategoryQueries.list('articleProject'));
  const topics = categories?.find((c) => c.slug === TOPICS_SLUG && c.parent_id === null);
  if (topics) await warm(queryClient, henceCategoryOptions(topics.id, new URL(request.url).searchParams));
  return null;
}

export function Component() {
  return <HenceTopicScreen />;
}
