// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeLoginToken } from '../../../../schemas/login-token.schema';
import { TOKEN_COOKIE } from '../../../../schemas/login-token-cookie';
import { profileQueries } from '../../../../src/api/profile.queries';
import { isLoggedIn } from '../../../../src/lib/session';
import { resetSessionStore, sessionStore } from '../../../../src/lib/session-store';
import {
  clearLoginToken,
  LOCAL_IS_LOGIN_KEY,
  LOCAL_TOKEN_KEY,
  readLoginToken,
  saveLoginToken,
} from '../../../../src/lib/token-storage';
import type { AppRouter } from '../../../../src/session/session.types';
import { connectSession, disconnectSession, logOut } from '../../../../src/session/session-bridge';
import { profile } from '../../../support/profile-fixture';
import { browserRouterAt, fakeApi, json, testQueryClient } from './session-fixtures';

// the first paint never comes by itself here: a test lets it happen
const paintQueue: (() => void)[] = [];
vi.mock('../../../../src/lib/after-first-paint', () => ({
  afterFirstPaint: (run: () => void) => paintQueue.push(run),
}));
const firstPaint = () => {
  for (const run of paintQueue.splice(0)) run();
};

const stored = { token_type: 'Bearer', token: 'stored-token' };
const fresh = { token_type: 'Bearer', token: 'fresh-token' };
const phase = () => sessionStore.get().phase;
// generous: a busy machine runs these tests slowly
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 });
const cookie = () =>
  decodeLoginToken(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${TOKEN_COOKIE}=`))
      ?.slice(TOKEN_COOKIE.length + 1),
  );

let router: AppRouter | null = null;
function start(url: string) {
  router = browserRouterAt(url);
  const queryClient = testQueryClient();
  const assignLocation = vi.fn<(url: string) => void>();
  connectSession({ router, queryClient, assignLocation });
  return { router, queryClient, assignLocation };
}

beforeEach(() => {
  paintQueue.length = 0;
  resetSessionStore();
});
afterEach(() => {
  disconnectSession();
  router?.dispose();
  router = null;
  clearLoginToken();
  vi.unstubAllGlobals();
});

describe('the login session in the browser', () => {
  it('logs in with the login query: token stored as SPEC §3, query dropped in place, profile cached', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => json({ data: fresh }),
      'GET /api/user/profile': () => json({ data: profile }),
    });
    const { router, queryClient, assignLocation } = start('/member?outer_id=sub-1&id_token=h.p.s&tab=1');
    // a return from sign-in does not wait for the first paint
    await eventually(() => expect(phase()).toBe('signedIn'));
    expect(paintQueue).toHaveLength(0);

    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/login', 'GET /api/user/profile']);
    expect(api.calls[0]?.body).toEqual({ outer_id: 'sub-1', access_token: 'h.p.s' });
    expect(api.calls[1]?.authorization).toBe('Bearer fresh-token');
    expect(cookie()).toEqual(fresh);
    expect(JSON.parse(localStorage.getItem(LOCAL_TOKEN_KEY) ?? 'null')).toEqual(fresh);
    expect(localStorage.getItem(LOCAL_IS_LOGIN_KEY)).toBe('true');
    // replaced through the router: same page, the rest of the query kept, no new history entry
    expect(router.state.location).toMatchObject({ pathname: '/member', search: '?tab=1' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.location.search).toBe('?tab=1');
    expect(queryClient.getQueryData(profileQueries.me().queryKey)).toEqual(profile);
    expect(isLoggedIn()).toBe(true);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('logs out when the login is refused, and sends the guest of a login-only page to sign in', async () => {
    saveLoginToken(stored);
    const api = fakeApi({
      'POST /api/auth/login': () => json({ message: '登入驗證失敗，請重新登入。' }, 401),
      'GET /api/clear-cookie': () => json({ data: { cleared: true } }),
    });
    const { assignLocation } = start('/services/repair/form?outer_id=sub-1&id_token=forged');
    await eventually(() => expect(phase()).toBe('guest'));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/login', 'GET /api/clear-cookie']);
    expect(readLoginToken()).toBeNull();
    expect(localStorage.getItem(LOCAL_IS_LOGIN_KEY)).toBeNull();
    expect(isLoggedIn()).toBe(false);
    // back to the form afterwards, without the spent login query; banner 3 is the repair form's
    expect(assignLocation).toHaveBeenCalledWith(
      `/sso/login?return_to=${encodeURIComponent(`${window.location.origin}/services/repair/form`)}&banner=3`,
    );
  });

  it('waits for the first paint on a public page, then checks a stored token', async () => {
    saveLoginToken(stored);
    const api = fakeApi({ 'GET /api/user/profile': () => json({ data: profile }) });
    start('/');
    await eventually(() => expect(router?.state.initialized).toBe(true));
    expect(phase()).toBe('starting');
    expect(api.calls).toHaveLength(0);
    // the stored token answers meanwhile
    expect(isLoggedIn()).toBe(true);
    firstPaint();
    await eventually(() => expect(phase()).toBe('signedIn'));
    expect(api.calls[0]?.authorization).toBe('Bearer stored-token');
  });

  it('clears a stored token whose profile is not a 200, and lets the guest stay on a public page', async () => {
    saveLoginToken(stored);
    const api = fakeApi({ 'GET /api/user/profile': () => json({ message: '請先登入會員。' }, 401) });
    const { assignLocation } = start('/news');
    firstPaint();
    await eventually(() => expect(phase()).toBe('guest'));
    expect(readLoginToken()).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/user/profile']);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('treats a 204 from the profile as no profile', async () => {
    saveLoginToken(stored);
    fakeApi({ 'GET /api/user/profile': () => new Response(null, { status: 204 }) });
    start('/member');
    await eventually(() => expect(phase()).toBe('guest'));
    expect(readLoginToken()).toBeNull();
  });

  it('tells the machine of every navigation: the last one decides', async () => {
    saveLoginToken(stored);
    let answer: (r: Response) => void = () => {};
    fakeApi({ 'GET /api/user/profile': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router, assignLocation } = start('/');
    firstPaint();
    await eventually(() => expect(phase()).toBe('loadingProfile'));
    await router.navigate('/services/repair/form');
    await router.navigate('/news?page=2');
    answer(json({ data: profile }));
    await eventually(() => expect(phase()).toBe('signedIn'));
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('logs out from the header: to / first, then clear-cookie, then token and profile gone', async () => {
    saveLoginToken(stored);
    let routerPath = () => '';
    const api = fakeApi(
      {
        'GET /api/user/profile': () => json({ data: profile }),
        'GET /api/clear-cookie': () => json({ data: { cleared: true } }),
      },
      () => routerPath(),
    );
    const { router, queryClient, assignLocation } = start('/member/edit');
    routerPath = () => router.state.location.pathname;
    await eventually(() => expect(phase()).toBe('signedIn'));
    await logOut();
    await eventually(() => expect(phase()).toBe('guest'));
    const clear = api.calls.find((c) => c.path === '/api/clear-cookie');
    expect(clear).toMatchObject({ at: '/', authorization: 'Bearer stored-token' });
    expect(router.state.location.pathname).toBe('/');
    expect(readLoginToken()).toBeNull();
    expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(profileQueries.me().queryKey)).toBeUndefined();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('logs out even when clear-cookie cannot be reached', async () => {
    saveLoginToken(stored);
    fakeApi({
      'GET /api/user/profile': () => json({ data: profile }),
      'GET /api/clear-cookie': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    start('/member');
    await eventually(() => expect(phase()).toBe('signedIn'));
    await logOut();
    await eventually(() => expect(phase()).toBe('guest'));
    expect(readLoginToken()).toBeNull();
  });

  it('a logout asked for while the profile still loads happens once it has loaded', async () => {
    saveLoginToken(stored);
    let answer: (r: Response) => void = () => {};
    const api = fakeApi({
      'GET /api/user/profile': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/clear-cookie': () => json({ data: { cleared: true } }),
    });
    start('/member');
    await eventually(() => expect(phase()).toBe('loadingProfile'));
    const done = logOut();
    await eventually(() => expect(api.calls).toHaveLength(1));
    answer(json({ data: profile }));
    await done;
    await eventually(() => expect(phase()).toBe('guest'));
    expect(api.calls.map((c) => c.path)).toEqual(['/api/user/profile', '/api/clear-cookie']);
  });
});
