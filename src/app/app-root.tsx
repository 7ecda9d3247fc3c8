import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { type SiteAddress, SiteAddressProvider } from '../lib/site-address.context';
import { AppErrorBoundary } from './app-error-boundary';
import { FatalErrorGate } from './fatal-error-gate';

/**
 * Everything around the router, the same on the server and in the browser: a server-rendered page
 * hydrates only if both render this very tree. `site` is the server's; the browser reads its own.
 */
export function AppRoot({
  queryClient,
  site = null,
  children,
}: {
  queryClient: QueryClient;
  site?: SiteAddress | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <FatalErrorGate>
          <QueryClientProvider client={queryClient}>
            <SiteAddressProvider value={site}>{children}</SiteAddressProvider>
          </QueryClientProvider>
        </FatalErrorGate>
      </AppErrorBoundary>
    </StrictMode>
  );
}
