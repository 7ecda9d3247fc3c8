import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { LoginPayload } from '../../schemas/auth-login.schema';
import type { LoginToken } from '../../schemas/login-token.schema';
import type { Profile } from '../../schemas/profile.schema';
import {
  freshToken as fresh,
  returnFromSignIn,
  sessionModel,
  sessionOracle,
  sessionStarts,
  storedToken as stored,
} from '../models/session.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { checkMachineOracle } from '../support/machine-oracle';
import { assertFullCoverage, replayPath } from '../support/machine-paths';
import { profile } from '../support/profile-fixture';

const route = (pathname: string, loginRequired: boolean, searchParams: Record<string, string> = {}) =>
  ({ type: 'route.changed', pathname, searchParams, loginRequired, banner: loginRequired ? 3 : 1 }) as const;
const repairForm = route('/services/repair/form', true);
const home = route('/', false);

const { machine, paths } = sessionModel;

describe('session machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(sessionModel);
  });

  it('does after every navigation and every answer, from a first and a return visit, what the SPEC says (the oracle)', async () => {
    const { states, checks } = await checkMachineOracle(sessionModel, sessionOracle, { starts: sessionStarts });
    expect(states).toBeGreaterThan(20);
    expect(checks).toBe(states * 10);
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const { calls, invocations } = await replayPath(machine, path);
      const values = path.steps.map((s) => s.state.value);
      const last = path.state;
      // whatever the path, the machine's view and the browser's storage agree at the end
      if (last.value === 'guest') expect(last.context).toMatchObject({ token: null, profile: null });
      if (last.value === 'signedIn') expect(last.context.profile).toEqual(profile);
      // the token is saved exactly when a login succeeded
      const saves = calls.filter((c) => c.action === 'saveToken');
      const logins = path.steps.filter((s) => s.event.type === 'xstate.done.actor.login').length;
      expect(saves).toHaveLength(logins);
      for (const save of saves) expect(save.params).toEqual({ token: fresh });
      // login always gets the query of the address it came back to
      for (const login of invocations.filter((i) => i.id === 'login')) {
        expect(login.input).toEqual({ outer_id: 'sub-1', access_token: 'header.payload.sig' });
      }
      // logout never happens without clear-cookie being called first
      if (values.includes('signingOut')) expect(invocations.some((i) => i.id === 'clearCookie')).toBe(true);
    });
  }
});

describe('session machine', () => {
  const start = (
    token: LoginToken | null,
    effects: {
      login?: (input: LoginPayload) => Promise<LoginToken>;
      fetchProfile?: () => Promise<Profile>;
      clearCookie?: () => Promise<void>;
    } = {},
  ) => {
    const spies = {
      saveToken: vi.fn(),
      clearToken: vi.fn(),
      removeLoginQuery: vi.fn(),
      goToSignIn: vi.fn(),
      clearCookie: vi.fn(effects.clearCookie ?? (async () => {})),
    };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise<LoginToken, LoginPayload>(({ input }) => (effects.login ?? (async () => fresh))(input)),
          fetchProfile: fromPromise<Profile>(effects.fetchProfile ?? (async () => profile)),
          clearCookie: fromPromise<void>(() => spies.clearCookie()),
        },
        actions: {
          saveToken: spies.saveToken,
          clearToken: spies.clearToken,
          removeLoginQuery: spies.removeLoginQuery,
          goToSignIn: spies.goToSignIn,
        },
      }),
      { input: { token } },
    ).start();
    return { actor, ...spies };
  };

  it('fails loudly, naming it, when the app forgot to provide a call (no silent sign-in or logout)', async () => {
    const actors = sessionMachine.implementations.actors as Record<string, AnyActorLogic>;
    for (const id of ['login', 'fetchProfile', 'clearCookie']) {
      const placeholder = createActor(actors[id] as AnyActorLogic);
      const ended = toPromise(placeholder); // listening before it starts: a callback actor fails at once
      placeholder.start();
      await expect(ended, id).rejects.toThrow(`${id} is provided by the app`);
    }
  });

  it('sends a guest on a login-only page to sign in with the banner of that form', () => {
    const { actor, goToSignIn } = start(null);
    actor.send(repairForm);
    expect(actor.getSnapshot().value).toBe('guest');
    expect(goToSignIn).toHaveBeenCalledWith(expect.anything(), { banner: 3 });
    actor.send(route('/events/8/apply', true));
    expect(goToSignIn).toHaveBeenLastCalledWith(expect.anything(), { banner: 3 });
    actor.send({ ...route('/events/8/apply', true), banner: 8 });
    expect(goToSignIn).toHaveBeenLastCalledWith(expect.anything(), { banner: 8 });
  });

  it('lets a guest browse public pages', () => {
    const { actor, goToSignIn } = start(null);
    actor.send(home);
    expect(actor.getSnapshot().value).toBe('guest');
    expect(goToSignIn).not.toHaveBeenCalled();
  });

  it('logs in with outer_id and id_token from the query, saves the token, drops the query, loads the profile', async () => {
    const login = vi.fn(async () => fresh);
    const { actor, saveToken, removeLoginQuery, goToSignIn } = start(null, { login });
    actor.send(returnFromSignIn);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({ outer_id: 'sub-1', access_token: 'header.payload.sig' });
    expect(saveToken).toHaveBeenCalledWith(expect.anything(), { token: fresh });
    expect(removeLoginQuery).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: fresh, profile });
    expect(goToSignIn).not.toHaveBeenCalled();
  });

  it('refreshes the token when a signed-in member comes back with a new login query', async () => {
    const login = vi.fn(async () => fresh);
    const { actor } = start(stored, { login });
    actor.send(home);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.token).toEqual(stored);
    actor.send(returnFromSignIn);
    expect(actor.getSnapshot().value).toBe('signingIn');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.token).toEqual(fresh);
  });

  it('logs out when the login fails: clear-cookie, then token and profile cleared', async () => {
    const order: string[] = [];
    const { actor, clearToken, goToSignIn } = start(stored, {
      login: async () => {
        throw Object.assign(new Error('401'), { status: 401 });
      },
      clearCookie: async () => {
        order.push('clearCookie');
      },
    });
    clearToken.mockImplementation(() => order.push('clearToken'));
    actor.send(returnFromSignIn);
    await waitFor(actor, (s) => s.matches('guest'));
    expect(order).toEqual(['clearCookie', 'clearToken']);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, profile: null });
    // it was a login-only page: on to sign in
    expect(goToSignIn).toHaveBeenCalledWith(expect.anything(), { banner: 3 });
  });

  it('clears token and profile when the profile answer is not 200', async () => {
    const { actor, clearToken, clearCookie } = start(stored, {
      fetchProfile: async () => {
        throw Object.assign(new Error('401'), { status: 401 });
      },
    });
    actor.send(home);
    await waitFor(actor, (s) => s.matches('guest'));
    expect(actor.getSnapshot().context).toMatchObject({ token: null, profile: null });
    expect(clearToken).toHaveBeenCalledTimes(1);
    // nothing to end on the server: the token was not valid there
    expect(clearCookie).not.toHaveBeenCalled();
  });

  it('logs out on session.logout: clear-cookie first, then token and profile, even if the call fails', async () => {
    const { actor, clearCookie, clearToken, goToSignIn } = start(stored, {
      clearCookie: async () => {
        throw new Error('offline');
      },
    });
    actor.send(home);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await waitFor(actor, (s) => s.matches('guest'));
    expect(clearCookie).toHaveBeenCalledTimes(1);
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, profile: null });
    expect(goToSignIn).not.toHaveBeenCalled();
  });

  it('decides on the last navigation made while the session was still loading', async () => {
    let answer: (p: Profile) => void = () => {};
    const { actor, goToSignIn } = start(stored, {
      fetchProfile: () => new Promise<Profile>((resolve) => (answer = resolve)),
    });
    actor.send(home);
    actor.send(repairForm);
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    answer(profile);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.route?.pathname).toBe('/services/repair/form');
    expect(goToSignIn).not.toHaveBeenCalled();
  });
});
