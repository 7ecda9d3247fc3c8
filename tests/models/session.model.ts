import type { AnyEventObject, EventObject } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { LoginToken } from '../../schemas/login-token.schema';
import { defineMachineModel } from '../support/machine-model';
import type { MachineOracle, OracleEffect, OracleStep } from '../support/machine-oracle';
import { profile } from '../support/profile-fixture';

/**
 * The session machine's test model (machines/session.machine.ts), shared by
 * tests/machines/session.paths.test.ts and tests/e2e/session.model.spec.ts.
 */

export const storedToken: LoginToken = { token_type: 'Bearer', token: 'stored-token' };
export const freshToken: LoginToken = { token_type: 'Bearer', token: 'fresh-token' };

const route = (pathname: string, loginRequired: boolean, searchParams: Record<string, string> = {}) =>
  ({ type: 'route.changed', pathname, searchParams, loginRequired, banner: loginRequired ? 3 : 1 }) as const;

// one event per guard branch: back from sign-in, a login-only page, a public page
export const returnFromSignIn = route('/services/repair/form', true, {
  outer_id: 'sub-1',
  id_token: 'header.payload.sig',
});
const repairForm = route('/services/repair/form', true);
const home = route('/', false);

/** a first visit (no token stored) and a return visit (a token in storage) */
export const sessionStarts = { '': { token: null }, 'stored token': { token: storedToken } };

const events: AnyEventObject[] = [
  returnFromSignIn,
  repairForm,
  home,
  { type: 'session.logout' },
  { type: 'xstate.done.actor.login', output: freshToken },
  { type: 'xstate.error.actor.login', error: { status: 401 } },
  { type: 'xstate.done.actor.fetchProfile', output: profile },
  { type: 'xstate.error.actor.fetchProfile', error: { status: 401 } },
  { type: 'xstate.done.actor.clearCookie', output: undefined },
  { type: 'xstate.error.actor.clearCookie', error: { status: 0 } },
];

const label = (e: EventObject) =>
  e === returnFromSignIn
    ? 'route(login query)'
    : e === repairForm
      ? 'route(login-only)'
      : e === home
        ? 'route(public)'
        : e.type.replace('xstate.', '');

export const sessionModel = defineMachineModel({
  name: 'session',
  machine: sessionMachine,
  events: () => events,
  eventLabel: label,
  // a first visit (no token stored) and a return visit (a token in storage) start differently
  inputs: sessionStarts,
  // no final state: the happy path is a first visit back from the sign-in service, signed in
  happy: [
    'checking → route(login query) → signingIn → done.actor.login → loadingProfile → done.actor.fetchProfile → signedIn → route(public) → signedIn',
  ],
});

// ------------------------------------------------------------------------------ the oracle
// What must be true after each navigation and each answer (issue 21), from SPEC §4 "Login" and
// "Logout", §8 (a failed login refresh logs out; a profile answer that is not 200 clears token
// and profile), §2 guard 3 (a guest on a login-only page goes to sign in with the page's banner)
// and docs/decisions/session-client.md. Written out here, not read from the machine.

type SessionAt = 'checking' | 'signingIn' | 'loadingProfile' | 'signedIn' | 'guest' | 'signingOut';
type Route = Omit<typeof home, 'type'>;
export interface SessionSeen {
  at: SessionAt;
  /** the token the member holds (in the machine and in the browser's storage) */
  token: LoginToken | null;
  /** the member's profile is loaded (the header greets them, the member pages show) */
  profile: boolean;
  /** the latest navigation: where a sign-in or a logout leaves the person */
  route: Route | null;
}

/** SPEC §4: the sign-in service came back with both outer_id and id_token in the address. */
const loginQueryOf = (r: Route) =>
  r.searchParams.outer_id && r.searchParams.id_token
    ? { outer_id: r.searchParams.outer_id, access_token: r.searchParams.id_token }
    : null;

/** the effects of a session that ends: token and profile gone, a login-only page goes on to sign in */
const endSession = (s: SessionSeen): OracleStep<SessionSeen> => ({
  state: { ...s, at: 'guest', token: null, profile: false },
  effects: [
    { action: 'clearToken' },
    ...(s.route?.loginRequired ? [{ action: 'goToSignIn', params: { banner: s.route.banner } }] : []),
  ],
});

export const sessionOracle: MachineOracle<SessionSeen, typeof sessionMachine> = {
  initial: ({ token }) => ({ at: 'checking', token, profile: false, route: null }),
  value: (s) => s.at,
  context: (s) => ({ token: s.token, profile: s.profile ? profile : null, route: s.route }),
  running: (s) =>
    s.at === 'signingIn'
      ? ['login']
      : s.at === 'loadingProfile'
        ? ['fetchProfile']
        : s.at === 'signingOut'
          ? ['clearCookie']
          : [],
  final: () => false,
  next(s, event) {
    if (event.type === 'route.changed') {
      const { type: _, ...route } = event as typeof home;
      const kept = { ...s, route };
      const query = loginQueryOf(route);
      // a call under way decides on the latest navigation when it answers
      if (s.at === 'signingIn' || s.at === 'signingOut') return { state: kept };
      // back from the sign-in service: log in with its answer (a signed-in member refreshes the token)
      if (query) return { state: { ...kept, at: 'signingIn' }, effects: [{ invoke: 'login', input: query }] };
      if (s.at === 'checking' && s.token) {
        return { state: { ...kept, at: 'loadingProfile' }, effects: [{ invoke: 'fetchProfile' }] };
      }
      if (s.at === 'checking' || s.at === 'guest') {
        const signIn: OracleEffect[] = route.loginRequired
          ? [{ action: 'goToSignIn', params: { banner: route.banner } }]
          : [];
        return { state: { ...kept, at: 'guest' }, effects: signIn };
      }
      return { state: kept };
    }
    switch (`${s.at} ${event.type}`) {
      case 'signingIn xstate.done.actor.login': {
        const token = (event as unknown as { output: LoginToken }).output;
        return {
          state: { ...s, at: 'loadingProfile', token },
          effects: [
            { action: 'saveToken', params: { token } },
            { action: 'removeLoginQuery' },
            { invoke: 'fetchProfile' },
          ],
        };
      }
      // SPEC §8: a failed login refresh logs the user out (clear-cookie first)
      case 'signingIn xstate.error.actor.login':
        return {
          state: { ...s, at: 'signingOut' },
          effects: [{ action: 'removeLoginQuery' }, { invoke: 'clearCookie' }],
        };
      case 'loadingProfile xstate.done.actor.fetchProfile':
        return { state: { ...s, at: 'signedIn', profile: true } };
      // SPEC §8: a profile answer that is not 200 clears token and profile (nothing to end on the server)
      case 'loadingProfile xstate.error.actor.fetchProfile':
        return endSession(s);
      case 'signedIn session.logout':
        return { state: { ...s, at: 'signingOut' }, effects: [{ invoke: 'clearCookie' }] };
      // SPEC §4 logout: clear-cookie, then token and profile, whatever the server said
      case 'signingOut xstate.done.actor.clearCookie':
      case 'signingOut xstate.error.actor.clearCookie':
        return endSession(s);
      default:
        return undefined;
    }
  },
};
