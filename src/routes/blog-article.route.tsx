import { blogQueries } from '../api/blogs.queries';
import { loadRecord } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { BlogArticleScreen } from '../screens/blog/blog-article-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, blogQueries.detail(params.slug ?? ''), request);
  return null;
}

export function Component() {
  return <BlogArticleScreen slug={useRouteParams().slug ?? ''} />;
}
