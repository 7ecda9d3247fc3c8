import type { RouteEntry } from '../../schemas/route-manifest';

/**
 * React Router cannot express a segment with a literal prefix (`channel-:channelId`), so every
 * manifest path becomes a router path whose parameter segments are positional (`:p2`). Entries
 * whose paths differ only inside such segments (`channel-:id`, `menu-:id`) then share one router
 * route; which page a URL really is, is decided by matchRoute in the guard (the server's rule).
 */
export function routerPathOf(manifestPath: string): string {
  const segments = manifestPath.split('/').filter(Boolean);
  const mapped = segments.map((segment, i) => (segment.includes(':') ? `:p${i}` : segment));
  return `/${mapped.join('/')}`;
}

export interface RouterRouteGroup {
  routerPath: string;
  entries: RouteEntry[];
}

export function groupByRouterPath(routes: readonly RouteEntry[]): RouterRouteGroup[] {
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of routes) {
    const key = routerPathOf(entry.path);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups].map(([routerPath, entries]) => ({ routerPath, entries }));
}
