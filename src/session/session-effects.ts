import { fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { LoginPayload } from '../../schemas/auth-login.schema';
import type { LoginToken } from '../../schemas/login-token.schema';
import type { Profile } from '../../schemas/profile.schema';
import { signInUrl } from '../../schemas/route-guard';
import { clearCookie, logIn } from '../api/auth.mutations';
import { fetchProfile, profileQueries, USER_QUERY_KEY } from '../api/profile.queries';
import { removeAllDrafts } from '../components/flow/flow-drafts';
import { signInBase } from '../lib/config';
import { clearLoginToken, saveLoginToken } from '../lib/token-storage';
import type { SessionDeps } from './session.types';
import { returnAddress, searchWithoutLogin } from './session-route';

/**
 * The session machine with the browser's effects (DESIGN "Flows are machines"): the calls of
 * SPEC §7, the token storage of SPEC §3, and the router for the address bar.
 */
export function provideSessionEffects({
  router,
  queryClient,
  assignLocation = (url) => window.location.assign(url),
}: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise<LoginToken, LoginPayload>(({ input, signal }) => logIn(input, { signal })),
      // rejects for 401/403/5xx (http-client: any non-2xx) and for a 2xx without a profile (204: schema)
      fetchProfile: fromPromise<Profile>(async ({ signal }) => {
        const profile = await fetchProfile(signal);
        queryClient.setQueryData(profileQueries.me().queryKey, profile);
        return profile;
      }),
      // whatever it answers, the machine clears the token next: the body does not matter
      clearCookie: fromPromise<void>(() => clearCookie()),
    },
    actions: {
      saveToken: (_, { token }) => saveLoginToken(token),
      clearToken: () => {
        clearLoginToken();
        // nothing of the member's stays in memory, or in a half-filled form, for the next one at this browser
        queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
        removeAllDrafts();
      },
      removeLoginQuery: () => {
        const { pathname, search, hash } = router.state.location;
        const rest = searchWithoutLogin(search);
        // through the router, so that its location and the address bar agree; no document load
        if (rest !== search)
          void router.navigate({ pathname, search: rest, hash }, { replace: true, preventScrollReset: true });
      },
      goToSignIn: (_, { banner }) => {
        // another application: a document navigation, back to this very page afterwards
        assignLocation(signInUrl(signInBase(), returnAddress(window.location, window.location.origin), banner));
      },
    },
  });
}
