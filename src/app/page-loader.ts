import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirectDocument, replace } from 'react-router-dom';
import { guardRoute, pageNotFoundMessage, signInUrl } from '../../schemas/route-guard';
import { type RouteEntry, STAFF_CONSOLE_ID } from '../../schemas/route-manifest';
import { signInBase } from '../lib/config';
import type { NotFoundData, PageData } from '../lib/page-loader.types';
import { loadRouteModule, matchStaffPage } from './route-modules';

export interface PageLoaderDeps {
  routes: readonly RouteEntry[];
  queryClient: QueryClient;
  isLoggedIn: () => boolean;
}

/**
 * The loader of every page route: SPEC §2's guards through the same guardRoute the server runs on
 * full page loads, then the page's own module and its loader. It reads the real request URL,
 * because React Router matches paths case-insensitively and ignores a trailing slash.
 */
export function createPageLoader({ routes, queryClient, isLoggedIn }: PageLoaderDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<PageData> => {
    const url = new URL(request.url);
    const decision = guardRoute({ pathname: url.pathname, search: url.search }, routes, { loggedIn: isLoggedIn() });
    switch (decision.kind) {
      case 'redirect':
        // the in-app 301: the old address does not stay in the history
        throw replace(decision.to, decision.status);
      case 'signIn':
        // a different application: leave the SPA with a full document navigation
        throw redirectDocument(signInUrl(signInBase(), url.href, decision.banner));
      case 'notFound':
        throw data<NotFoundData>({ message: decision.message }, { status: 404 });
      case 'render': {
        const { entry, params } = decision.match.entry.id === STAFF_CONSOLE_ID ? await staffPage(url) : decision.match;
        const mod = await loadRouteModule(entry.id, url.href);
        const loaded = mod.loader ? await mod.loader({ params, request, queryClient }) : null;
        return { entryId: entry.id, params, data: loaded };
      }
    }
  };
}

/** The console's page behind the manifest's `/staff/*` placeholder (guardRoute has already checked the sign-in). */
async function staffPage(url: URL) {
  const match = await matchStaffPage(url.pathname, url.href);
  if (!match) throw data<NotFoundData>({ message: pageNotFoundMessage(url.pathname + url.search) }, { status: 404 });
  return match;
}
