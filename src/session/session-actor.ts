import { createActor, waitFor } from 'xstate';
import { inspect } from '../lib/inspector';
import { sessionStore } from '../lib/session-store';
import { readLoginToken } from '../lib/token-storage';
import type { SessionDeps, SessionPort } from './session.types';
import { provideSessionEffects } from './session-effects';

/**
 * The lazily loaded half of the session (see session-bridge.ts): the one actor of
 * machines/session.machine.ts, with the browser's effects, reporting each state to the store
 * that the header, the guards and the member pages read.
 */
export function startSessionActor(deps: SessionDeps): SessionPort {
  const actor = createActor(provideSessionEffects(deps), { input: { token: readLoginToken() }, inspect });
  actor.subscribe({
    next: (snapshot) => sessionStore.set(snapshot.value),
    error: (error) => console.error('the session actor stopped', error),
  });
  actor.start();
  return {
    routeChanged: (route) => actor.send({ type: 'route.changed', ...route }),
    async logOut() {
      const settled = await waitFor(actor, (s) => s.matches('signedIn') || s.matches('guest'), { timeout: Infinity });
      if (settled.matches('signedIn')) actor.send({ type: 'session.logout' });
    },
    stop: () => actor.stop(),
  };
}
