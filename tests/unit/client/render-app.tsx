import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { routeManifest } from '../../../schemas/route-manifest';
import { createPageLoader } from '../../../src/app/page-loader';
import { buildRouteObjects } from '../../../src/app/router';

/** The real route tree in a memory router, for DOM tests of whole pages. */
export function renderApp(path: string, options: { loggedIn?: boolean } = {}) {
  // jsdom has no layout: scrolling is a no-op here
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // no retries: a call that fails (there is no API here unless a test stubs fetch) fails at once
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loader = createPageLoader({
    routes: routeManifest,
    queryClient,
    isLoggedIn: () => options.loggedIn ?? false,
  });
  const router = createMemoryRouter(buildRouteObjects(routeManifest, loader), { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
