import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import { createAppRouter } from './app/router';
import { installGlobalErrorHandlers } from './lib/global-error-handlers';
import { createQueryClient } from './lib/query-client';
import { takeOverScrolling } from './lib/scroll-history-entry';
import { hydrateServerQueryState } from './lib/server-query-state';
import { listenForPreloadErrors, startStaleBuildWatcherWhenIdle } from './lib/stale-build-client';
import { connectSession } from './session/session-bridge';
import './styles/app.css';

installGlobalErrorHandlers();
listenForPreloadErrors();
// before the router reads the history entry (its key) and before any page is placed
takeOverScrolling();

// Development only: open the Stately inspector (?inspect) before any actor starts, and draw this
// tab's actors on their diagrams in a panel of the page (?live).
if (import.meta.env.DEV) {
  void import('./lib/inspector').then(({ liveViewOptedIn }) => {
    if (liveViewOptedIn()) void import('./app/live-flows-root').then(({ mountLiveFlows }) => mountLiveFlows());
  });
}

const queryClient = createQueryClient();
// a public page arrives rendered by the server (src/entry-server.tsx) with the cache it was made from
const serverRendered = hydrateServerQueryState(queryClient);
const router = createAppRouter(queryClient);
// the login session (SPEC §4): every navigation goes to the session machine, loaded lazily
connectSession({ router, queryClient });

const app = (
  <AppRoot queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppRoot>
);

/** The first render must be the server's: its loaders (route module, cached data) done first. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const root = document.getElementById('root');
if (root && serverRendered && root.firstElementChild) {
  void routerReady().then(() =>
    // as a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until the whole page is done: the page it hydrates is already on screen
    startTransition(() => {
      hydrateRoot(root, app, {
        // a mismatch is React's to mend (it renders that part again); it must not stop the page
        onRecoverableError: (error) => console.error('hydration:', error),
      });
    }),
  );
} else if (root) {
  createRoot(root).render(app);
}

startStaleBuildWatcherWhenIdle();
