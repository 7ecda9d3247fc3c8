import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setApiTransport } from './api/http-client';
import { AppRoot } from './app/app-root';
import { createPageLoader } from './app/page-loader';
import { buildRouteObjects } from './app/router';
import { createQueryClient } from './lib/query-client';
import type { SiteAddress } from './lib/site-address.context';
import { siteRoutes } from './lib/site-routes';

/**
 * The server's side of a public page (issue 13): the same route tree, loaders and screens as the
 * browser, rendered to HTML for a guest, with the query cache the page was rendered from. Built by
 * `vite build --ssr` into dist-ssr/ and loaded by server/spa/page-renderer.ts.
 */

export interface RenderedPage {
  html: string;
  /** TanStack's dehydrated cache: JSON-safe, the page's answers already parsed by their schemas */
  queryState: unknown;
}

export type RequestApi = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The page's API calls are answered in-process by the app whose page is being rendered: the API
 * client is one module for the whole process, so each render carries its app along its own async
 * calls (two apps in one process, as in the tests, each answer their own pages).
 */
const renderingApp = new AsyncLocalStorage<RequestApi>();
setApiTransport((path, init) => {
  const requestApi = renderingApp.getStore();
  if (!requestApi) throw new Error('an API call outside a server render');
  return requestApi(path, init);
});

/**
 * `null` when the page is not the server's to render: the guards answered (they run on the server
 * first, so this is a page that changed its mind), or a call failed (the browser then shows the
 * page's own error state and retry, which the server must not freeze into the HTML).
 */
export function renderPage(
  url: string,
  { site, requestApi }: { site: SiteAddress; requestApi: RequestApi },
): Promise<RenderedPage | null> {
  return renderingApp.run(requestApi, () => render(url, site));
}

async function render(url: string, site: SiteAddress): Promise<RenderedPage | null> {
  const queryClient = createQueryClient({ retry: false });
  const loader = createPageLoader({ routes: siteRoutes, queryClient, isLoggedIn: () => false });
  const handler = createStaticHandler(buildRouteObjects(siteRoutes, loader));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  let failed = false;
  const { prelude } = await prerender(
    <AppRoot queryClient={queryClient} site={site}>
      {/* hydrate={false}: no inline script (the CSP forbids it); the browser runs its loaders against the cache */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
    {
      onError(error) {
        failed = true;
        console.error(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // (a query still pending is a disabled one, or one the browser starts itself: not a failure)
  if (
    failed ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  return { html, queryState: dehydrate(queryClient) };
}
