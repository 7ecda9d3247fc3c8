import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type LoginPayload, LoginQuerySchema } from '../schemas/auth-login.schema';
import type { LoginToken } from '../schemas/login-token.schema';
import type { Profile } from '../schemas/profile.schema';
import type { BannerId } from '../schemas/route-manifest';

/** One navigation, as the router sees it (the manifest says whether the page is login-only). */
export interface SessionRoute {
  pathname: string;
  /** the address's query, first value of each name */
  searchParams: Record<string, string>;
  loginRequired: boolean;
  /** the banner the sign-in service shows for this page (SPEC §2 guard 3) */
  banner: BannerId;
}

export interface SessionContext {
  token: LoginToken | null;
  profile: Profile | null;
  /** the latest navigation: where a sign-in or a logout leaves the user */
  route: SessionRoute | null;
}

export type SessionEvent = ({ type: 'route.changed' } & SessionRoute) | { type: 'session.logout' };

/**
 * The latest navigation. Every state but `checking` is entered by a `route.changed` that kept its
 * route, or from a state that was: a fallback for "no route yet" could never run.
 */
const routeOf = (context: SessionContext) => context.route as SessionRoute;
/** `signingIn` is only entered by a navigation whose query `routeHasLoginQuery` accepted. */
const loginPayload = (route: SessionRoute): LoginPayload => {
  const query = LoginQuerySchema.parse(route.searchParams);
  return { outer_id: query.outer_id, access_token: query.id_token };
};
const bannerOfRoute = ({ context }: { context: SessionContext }) => ({ banner: routeOf(context).banner });
/**
 * Token and profile are gone, in the machine (forgetSession) and in the browser (clearToken);
 * a guest left on a login-only page goes on to sign in (SPEC §4).
 */
const leaveAsGuest = [
  {
    guard: 'currentRouteNeedsLogin',
    target: 'guest',
    actions: ['forgetSession', 'clearToken', { type: 'goToSignIn', params: bannerOfRoute }],
  },
  { target: 'guest', actions: ['forgetSession', 'clearToken'] },
] as const;

/**
 * SPEC §4, the login life cycle. The app sends `route.changed` on every navigation (the first
 * one included) and `session.logout` from the header; it provides the effects:
 * - actors `login` (POST /api/auth/login), `fetchProfile` (GET /api/user/profile; rejects for any
 *   answer whose code is not 200), `clearCookie` (GET /api/clear-cookie);
 * - actions `saveToken` (cookie + local storage, SPEC §3), `clearToken`, `removeLoginQuery`
 *   (drop outer_id / id_token from the address bar: a reload after 5 minutes would otherwise
 *   log the member out with an expired id_token) and `goToSignIn` (the sign-in URL of
 *   schemas/route-guard.ts with the current address and this banner).
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: { token: LoginToken | null } },
  guards: {
    routeHasLoginQuery: ({ event }) => {
      assertEvent(event, 'route.changed');
      return LoginQuerySchema.safeParse(event.searchParams).success;
    },
    hasToken: ({ context }) => context.token !== null,
    // only asked where there is no profile (checking, guest): SPEC §4 "on a protected page with
    // no profile, the user is sent to sign-in"
    routeNeedsSignIn: ({ event }) => {
      assertEvent(event, 'route.changed');
      return event.loginRequired;
    },
    currentRouteNeedsLogin: ({ context }) => routeOf(context).loginRequired,
  },
  actions: {
    keepRoute: assign({
      route: ({ event }) => {
        assertEvent(event, 'route.changed');
        const { type: _, ...route } = event;
        return route;
      },
    }),
    keepToken: assign({ token: (_, params: { token: LoginToken }) => params.token }),
    keepProfile: assign({ profile: (_, params: { profile: Profile }) => params.profile }),
    forgetSession: assign({ token: null, profile: null }),
    /** Placeholder: the app stores the token (cookie with base64 JSON; `token`, `isLogin` in local storage). */
    saveToken: (_, _params: { token: LoginToken }) => {},
    /** Placeholder: the app removes the cookie and the local-storage entries. */
    clearToken: () => {},
    /** Placeholder: the app replaces the address without `outer_id` and `id_token`. */
    removeLoginQuery: () => {},
    /** Placeholder: the app sends the guest to the sign-in service with the return address and banner. */
    goToSignIn: (_, _params: { banner: BannerId }) => {},
  },
  actors: {
    login: fromPromise<LoginToken, LoginPayload>(async () => {
      throw new Error('login is provided by the app');
    }),
    fetchProfile: fromPromise<Profile>(async () => {
      throw new Error('fetchProfile is provided by the app');
    }),
    clearCookie: fromPromise<void>(async () => {
      throw new Error('clearCookie is provided by the app');
    }),
  },
}).createMachine({
  id: 'session',
  initial: 'checking',
  context: ({ input }) => ({ token: input.token, profile: null, route: null }),
  states: {
    /** Nothing known yet: the first navigation decides. */
    checking: {
      on: {
        'route.changed': [
          { guard: 'routeHasLoginQuery', target: 'signingIn', actions: 'keepRoute' },
          { guard: 'hasToken', target: 'loadingProfile', actions: 'keepRoute' },
          {
            guard: 'routeNeedsSignIn',
            target: 'guest',
            actions: ['keepRoute', { type: 'goToSignIn', params: bannerOfRoute }],
          },
          { target: 'guest', actions: 'keepRoute' },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => loginPayload(routeOf(context)),
        onDone: {
          target: 'loadingProfile',
          actions: [
            { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'saveToken', params: ({ event }) => ({ token: event.output }) },
            'removeLoginQuery',
          ],
        },
        // SPEC §4: a failed login logs the user out
        onError: { target: 'signingOut', actions: 'removeLoginQuery' },
      },
      on: { 'route.changed': { actions: 'keepRoute' } },
    },
    loadingProfile: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'signedIn',
          actions: { type: 'keepProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        // SPEC §4: a profile answer whose code is not 200 clears token and profile
        onError: leaveAsGuest,
      },
      on: {
        'route.changed': [
          { guard: 'routeHasLoginQuery', target: 'signingIn', actions: 'keepRoute' },
          { actions: 'keepRoute' },
        ],
      },
    },
    signedIn: {
      on: {
        'route.changed': [
          { guard: 'routeHasLoginQuery', target: 'signingIn', actions: 'keepRoute' },
          { actions: 'keepRoute' },
        ],
        'session.logout': 'signingOut',
      },
    },
    guest: {
      on: {
        'route.changed': [
          { guard: 'routeHasLoginQuery', target: 'signingIn', actions: 'keepRoute' },
          { guard: 'routeNeedsSignIn', actions: ['keepRoute', { type: 'goToSignIn', params: bannerOfRoute }] },
          { actions: 'keepRoute' },
        ],
      },
    },
    /** SPEC §4 logout: clear-cookie first, then token and profile, whatever the server said. */
    signingOut: {
      invoke: {
        id: 'clearCookie',
        src: 'clearCookie',
        onDone: leaveAsGuest,
        onError: leaveAsGuest,
      },
      on: { 'route.changed': { actions: 'keepRoute' } },
    },
  },
});
