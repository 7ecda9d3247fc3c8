import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import type { SessionRoute } from '../../machines/session.machine';

/**
 * What the two halves of the session share (session-bridge.ts in the entry chunk, session-actor.ts
 * and session-effects.ts in the lazy one): the bridge loads the actor, so the actor must not
 * import the bridge back.
 */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface SessionDeps {
  router: AppRouter;
  queryClient: QueryClient;
  /** a document navigation (to the sign-in service); `window.location.assign` unless a test says otherwise */
  assignLocation?: (url: string) => void;
}

/** What the running session actor offers (session-actor.ts). */
export interface SessionPort {
  routeChanged(route: SessionRoute): void;
  /** waits for a login or profile check under way, then logs out if signed in */
  logOut(): Promise<void>;
  stop(): void;
}
