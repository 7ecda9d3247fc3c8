import { matchRoute, paramsValid } from './route-guard';
import type { RouteEntry } from './route-manifest';

export interface Crumb {
  label: string;
  href: string;
  current: boolean;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Breadcrumbs from the manifest alone: 首頁, then every prefix of the path that is itself a page,
 * then the current page. A prefix counts only when the page it matches has the same pattern as
 * the current page's prefix: `/blog/article` would match the blog category pattern, but on
 * `/blog/article/:slug` that segment is the literal word "article", not a category.
 */
export function deriveBreadcrumbs(pathname: string, routes: readonly RouteEntry[], currentLabel?: string): Crumb[] {
  const home = routes.find((e) => e.path === '/');
  const homeLabel = home?.title ?? '首頁';
  if (pathname === '/') return [{ label: currentLabel ?? homeLabel, href: '/', current: true }];

  const crumbs: Crumb[] = [{ label: homeLabel, href: '/', current: false }];
  const match = matchRoute(pathname, routes);
  if (!match) return crumbs;

  const pattern = segmentsOf(match.entry.path);
  const actual = segmentsOf(pathname);
  for (let k = 1; k < actual.length; k += 1) {
    const href = `/${actual.slice(0, k).join('/')}`;
    const ancestor = matchRoute(href, routes);
    if (ancestor && ancestor.entry.path === `/${pattern.slice(0, k).join('/')}` && paramsValid(ancestor)) {
      crumbs.push({ label: ancestor.entry.title, href, current: false });
    }
  }
  crumbs.push({ label: currentLabel ?? match.entry.title, href: pathname, current: true });
  return crumbs;
}
