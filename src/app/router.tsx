import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RouteEntry } from '../../schemas/route-manifest';
import { groupByRouterPath } from '../lib/route-table';
import { isLoggedIn } from '../lib/session';
import { siteRoutes } from '../lib/site-routes';
import { AppLoading } from './app-loading';
import { AppShell } from './app-shell';
import { PageHost } from './page-host';
import { createPageLoader } from './page-loader';
import { RouteErrorScreen } from './route-error-screen';

/**
 * The route tree, generated from the manifest: one router route per distinct router path (see
 * route-table.ts), all with the same guarded loader and the same host component, plus a
 * catch-all that lets the guard answer 301 or 404 for everything else.
 */
export function buildRouteObjects(
  routes: readonly RouteEntry[],
  loader: ReturnType<typeof createPageLoader>,
): RouteObject[] {
  const pages: RouteObject[] = groupByRouterPath(routes).map(({ routerPath }) =>
    routerPath === '/'
      ? { id: routerPath, index: true, loader, Component: PageHost }
      : { id: routerPath, path: routerPath.slice(1), loader, Component: PageHost },
  );
  return [
    {
      id: 'root',
      path: '/',
      Component: AppShell,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: AppLoading,
      children: [...pages, { id: '*', path: '*', loader, Component: PageHost }],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  const loader = createPageLoader({ routes: siteRoutes, queryClient, isLoggedIn });
  return createBrowserRouter(buildRouteObjects(siteRoutes, loader));
}
