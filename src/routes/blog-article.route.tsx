import { blogQueries } from '../api/blogs.queries';
import { useRouteParams } from '../app/current-page';
import { loadRecord } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { BlogArticleScreen } from '../screens/blog/blog-article-screen';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, blogQueries.detail(params.slug ?? ''), request);
  return null;
}

export function Component() {
  return <BlogArticleScreen slug={useRouteParams().slug ?? ''} />;
}
