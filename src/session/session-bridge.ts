import type { SessionRoute } from '../../machines/session.machine';
import { afterFirstPaint } from '../lib/after-first-paint';
import { connectSessionCommands } from '../lib/session-commands';
import { sessionStore } from '../lib/session-store';
import { importOrReload } from '../lib/stale-build-client';
import type { AppRouter, SessionDeps, SessionPort } from './session.types';
import { hasLoginQuery, sessionRouteOf } from './session-route';

/**
 * The entry chunk's side of the login session. XState and the session machine are a chunk of
 * their own (session-actor.ts, ≈ 15 KiB gzip): this module records every navigation the router
 * commits, and starts the actor after the first paint, or at once when the page needs it (a
 * login-only page, or a return from the sign-in service with `outer_id` + `id_token`). The actor
 * then hears of the latest navigation, which is the one the machine decides on.
 */

let deps: SessionDeps | null = null;
let latest: SessionRoute | null = null;
let lastKey: string | null = null;
let port: SessionPort | null = null;
let loading: Promise<SessionPort> | null = null;
let unsubscribe: (() => void) | null = null;

const ignore = () => {
  // offline, or the chunk is gone: the token in storage answers meanwhile, a later navigation retries
};

function loadSession(): Promise<SessionPort> {
  const current = deps;
  if (!current) return Promise.reject(new Error('connectSession() has not been called'));
  loading ??= importOrReload(() => import('./session-actor'))
    .then(({ startSessionActor }) => {
      if (deps !== current) throw new Error('the session was disconnected while it loaded');
      port = startSessionActor(current);
      if (latest) port.routeChanged(latest);
      return port;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const needsSessionNow = (route: SessionRoute) => route.loginRequired || hasLoginQuery(route);

function record(route: SessionRoute): void {
  latest = route;
  if (port) {
    port.routeChanged(route);
    return;
  }
  sessionStore.refresh();
  if (needsSessionNow(route)) loadSession().catch(ignore);
}

function onRouterState(state: AppRouter['state']): void {
  // a navigation counts once the router has committed it (a revalidation keeps the location key)
  if (!state.initialized || state.navigation.state !== 'idle') return;
  if (state.location.key === lastKey) return;
  lastKey = state.location.key;
  record(sessionRouteOf(state.location));
}

let disconnectCommands: (() => void) | null = null;

/** Called once by main.tsx with the app's router: every committed navigation becomes `route.changed`. */
export function connectSession(next: SessionDeps): () => void {
  disconnectSession();
  deps = next;
  if (needsSessionNow(sessionRouteOf(window.location))) loadSession().catch(ignore);
  else afterFirstPaint(() => loadSession().catch(ignore));
  unsubscribe = next.router.subscribe(onRouterState);
  disconnectCommands = connectSessionCommands({ logOut });
  onRouterState(next.router.state);
  return disconnectSession;
}

/** Test seam, and for a hot reload: forget the router and stop the actor. */
export function disconnectSession(): void {
  unsubscribe?.();
  disconnectCommands?.();
  disconnectCommands = null;
  port?.stop();
  unsubscribe = null;
  deps = null;
  latest = null;
  lastKey = null;
  port = null;
  loading = null;
}

/** The header's 登出: to the home page first (SPEC §4 logout leaves a public page behind), then log out. */
export async function logOut(): Promise<void> {
  if (!deps) return;
  await deps.router.navigate('/');
  const session = await loadSession();
  await session.logOut();
}
