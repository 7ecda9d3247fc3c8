import { articleCategoryQueries } from '../api/article-categories.queries';
import { notFound, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { BlogListScreen, blogListOptions, findBlogPlace } from '../screens/blog/blog-list-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const categories = await warm(queryClient, articleCategoryQueries.list('articleBlog'));
  if (!categories) return null;
  const place = findBlogPlace(categories, params.blogCategory);
  if (!place.category) notFound(request);
  await warm(queryClient, blogListOptions(new URL(request.url).searchParams, place));
  return null;
}

export function Component() {
  return <BlogListScreen slug={useRouteParams().blogCategory} />;
}
