import type { AnyEventObject, EventObject } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { LoginToken } from '../../schemas/login-token.schema';
import { defineMachineModel } from '../support/machine-model';
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
  inputs: { '': { token: null }, 'stored token': { token: storedToken } },
  // no final state: the happy path is a first visit back from the sign-in service, signed in
  happy: [
    'checking → route(login query) → signingIn → done.actor.login → loadingProfile → done.actor.fetchProfile → signedIn → route(public) → signedIn',
  ],
});
