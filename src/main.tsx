import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { FatalErrorGate } from './app/fatal-error-gate';
import { createAppRouter } from './app/router';
import { installGlobalErrorHandlers } from './lib/global-error-handlers';
import { createQueryClient } from './lib/query-client';
import { listenForPreloadErrors, startStaleBuildWatcherWhenIdle } from './lib/stale-build-client';
import { connectSession } from './session/session-bridge';
import './styles/app.css';

installGlobalErrorHandlers();
listenForPreloadErrors();

// Development only, opt-in with ?inspect: open the Stately inspector before any actor starts.
if (import.meta.env.DEV) void import('./lib/inspector');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// the login session (SPEC §4): every navigation goes to the session machine, loaded lazily
connectSession({ router, queryClient });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <FatalErrorGate>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </FatalErrorGate>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

startStaleBuildWatcherWhenIdle();
