import type { StateValueFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import { createExternalStore } from './external-store';
import { readLoginToken } from './token-storage';

/**
 * What the rest of the app may know about the login session, without loading XState: the state
 * of machines/session.machine.ts once its actor runs (session-actor.ts feeds this store), and
 * `starting` until then. Guards, the header and the member pages read it synchronously. The
 * state names come from the machine itself (a type import: no XState in this chunk).
 */
export type SessionPhase = 'starting' | StateValueFrom<typeof sessionMachine>;

export interface SessionSnapshot {
  phase: SessionPhase;
  /** a login token is stored (SPEC §3 cookie): the fast answer until the machine has decided */
  hasToken: boolean;
}

const store = createExternalStore<SessionSnapshot>(
  () => ({ phase: 'starting', hasToken: readLoginToken() !== null }),
  (a, b) => a.phase === b.phase && a.hasToken === b.hasToken,
  // a server-rendered page is the same for everyone: a guest's header until the browser knows better
  () => ({ phase: 'starting', hasToken: false }),
);

const current = store.get;
const update = (phase: SessionPhase) => store.set({ phase, hasToken: readLoginToken() !== null });

export const sessionStore = {
  /** stable between changes, as useSyncExternalStore needs */
  get: store.get,
  getServerSnapshot: store.getServerSnapshot,
  subscribe: store.subscribe,
  /** the session actor reports each state it enters (and the token storage after each of them) */
  set: (phase: SessionPhase): void => update(phase),
  /** re-read the token storage without a new phase (before the actor has started) */
  refresh: (): void => update(current().phase),
};

/**
 * Is someone logged in, as far as a guard must know right now?
 * - a guest: no;
 * - signed in: yes while the token is still stored (a logout in another tab removes the shared cookie);
 * - the machine not loaded yet (or on its first, synchronous step): the stored token;
 * - while it logs in, checks the profile or logs out: yes. The machine keeps the latest
 *   navigation and, when it ends as a guest on a login-only page, sends the guest to sign in
 *   itself (SPEC §4). A guard that redirected meanwhile would leave the page while clear-cookie
 *   is still on its way (dropping the login query from the address is such a navigation).
 * The server checks the token on every call, so none of this lets a guest see a member's data.
 */
export function loggedInNow(): boolean {
  switch (current().phase) {
    case 'guest':
      return false;
    case 'signingIn':
    case 'loadingProfile':
    case 'signingOut':
      return true;
    default:
      return readLoginToken() !== null;
  }
}

/** What the header shows: 登入, 會員中心 + 登出, or a short status while a login or logout runs. */
export type HeaderSession =
  | { kind: 'guest' }
  | { kind: 'member'; busy: boolean }
  | { kind: 'signingIn' | 'signingOut' };

export function headerSession({ phase, hasToken }: SessionSnapshot): HeaderSession {
  switch (phase) {
    case 'signedIn':
      return { kind: 'member', busy: false };
    case 'guest':
      return { kind: 'guest' };
    case 'signingIn':
    case 'signingOut':
      return { kind: phase };
    default:
      // starting, checking, loadingProfile: a stored token is a member until the profile says otherwise
      return hasToken ? { kind: 'member', busy: true } : { kind: 'guest' };
  }
}

/** Test seam: forget what was reported (a fresh page). */
export function resetSessionStore(): void {
  store.reset();
}
