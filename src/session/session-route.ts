import type { SessionRoute } from '../../machines/session.machine';
import { canonicalPath, matchRoute } from '../../schemas/route-guard';
import { BANNER } from '../../schemas/route-manifest';
import { siteRoutes } from '../lib/site-routes';

/** What the sign-in service appends to the return address (SPEC §4), and nothing else. */
export const LOGIN_QUERY_NAMES = ['outer_id', 'id_token'] as const;

/** One navigation as the session machine sees it: the manifest says whether the page is login-only. */
export function sessionRouteOf(location: { pathname: string; search: string }): SessionRoute {
  const searchParams: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (!(name in searchParams)) searchParams[name] = value;
  }
  const banner = matchRoute(canonicalPath(location.pathname), siteRoutes)?.entry.banner;
  return {
    pathname: location.pathname,
    searchParams,
    loginRequired: banner !== undefined,
    banner: banner ?? BANNER.others,
  };
}

export function hasLoginQuery(route: SessionRoute): boolean {
  return Boolean(route.searchParams.outer_id && route.searchParams.id_token);
}

/** `?a=1&outer_id=…&id_token=…` → `?a=1`: the rest of the query is the page's own. */
export function searchWithoutLogin(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of LOGIN_QUERY_NAMES) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The address to come back to after signing in: this page, without a spent login query. */
export function returnAddress(location: { pathname: string; search: string; hash: string }, origin: string): string {
  return `${origin}${location.pathname}${searchWithoutLogin(location.search)}${location.hash}`;
}
