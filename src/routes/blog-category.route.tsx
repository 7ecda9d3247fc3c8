import { articleCategoryQueries } from '../api/article-categories.queries';
import { useRouteParams } from '../app/current-page';
import { notFound, warm } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { BlogListScreen, blogListOptions, findBlogPlace } from '../screens/blog/blog-list-screen';

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
