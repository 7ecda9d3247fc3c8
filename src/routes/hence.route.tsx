import { TOPICS_SLUG } from '../../schemas/content-path';
import { articleCategoryQueries } from '../api/article-categories.queries';
import { articleQueries } from '../api/articles.queries';
import { henceQueries } from '../api/hence.queries';
import { warm } from '../lib/content-loaders';
import { HenceHubScreen } from '../screens/hence/hence-hub-screen';
import { topicsOptions } from '../screens/hence/topics';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  const [categories] = await Promise.all([
    warm(queryClient, articleCategoryQueries.list('articleProject')),
    warm(queryClient, henceQueries.hub()),
    warm(queryClient, articleQueries.magazines()),
  ]);
  const topics = categories?.find((c) => c.slug === TOPICS_SLUG && c.parent_id === null);
  if (topics) await warm(queryClient, topicsOptions(topics.id, 1, 3));
  return null;
}

export function Component() {
  return <HenceHubScreen />;
}
