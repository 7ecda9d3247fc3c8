import { articleCategoryQueries } from '../api/article-categories.queries';
import { warm } from '../lib/content-loaders';
import { BlogListScreen, blogListOptions } from '../screens/blog/blog-list-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    warm(queryClient, articleCategoryQueries.list('articleBlog')),
    warm(queryClient, blogListOptions(new URL(request.url).searchParams, {})),
  ]);
  return null;
}

export function Component() {
  return <BlogListScreen />;
}
