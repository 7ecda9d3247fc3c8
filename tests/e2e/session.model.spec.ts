import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type SessionRoute, sessionMachine } from '../../machines/session.machine';
import { decodeLoginToken } from '../../schemas/login-token.schema';
import { TOKEN_COOKIE } from '../../schemas/login-token-cookie';
import { matchRoute } from '../../schemas/route-guard';
import { routeManifest } from '../../schemas/route-manifest';
import { documentTitle } from '../../src/lib/document-title';
import { sessionModel } from '../models/session.model';
import { navigateInApp, signInTarget } from '../support/e2e-app';
import { registerAtService } from '../support/e2e-member';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  type Route,
} from '../support/e2e-test';
import { assertFullCoverage, coverageOf, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * machines/session.machine.ts through the real UI (model-based, DESIGN "Flows are machines"): a
 * coverage-minimal subset of the generated paths (every state, every transition) replayed in the
 * browser against the real server. The site's calls are held with `page.route` so the page can
 * be seen in each in-between state, then let through to the server, whose real answers settle
 * the machine: a forged id_token for a refused login, a session ended on the server for a
 * profile that is not a 200, a network failure for clear-cookie.
 */

type SessionPath = MachinePath<typeof sessionMachine>;
type Snapshot = AnyMachineSnapshot & { context: { route: SessionRoute | null } };

// ------------------------------------------------------------------------------ the model's paths

const generated: SessionPath[] = sessionModel.paths;

/** Does the event, in the snapshot before it, run the machine's goToSignIn? */
const sendsToSignIn = (from: AnyMachineSnapshot, event: EventObject) =>
  sessionMachine
    .getTransitionData(from as never, event as never)
    .some((t) => t.actions.some((a) => (typeof a === 'string' ? a : (a as { type?: unknown }).type) === 'goToSignIn'));

const signInSteps = (path: SessionPath) =>
  path.steps.flatMap((step, i) =>
    i > 0 && sendsToSignIn(path.steps[i - 1]?.state as AnyMachineSnapshot, step.event) ? [i] : [],
  );

/**
 * The UI subset: every prefix of a generated path is a path too; of those,
 * - none where 登出 is pressed on a login-only page: the header goes to / before it logs out
 *   (SPEC §4), so the machine always hears of a public page first;
 * - for each transition, the shortest path that takes it, preferring paths that end where the
 *   browser leaves for the sign-in service (a path cannot go on from another document);
 * - then, longest first, every path whose transitions the others already take is dropped.
 */
function uiSubset(paths: SessionPath[]): SessionPath[] {
  const byEvents = new Map<string, SessionPath>();
  for (const path of paths) {
    for (let n = 2; n <= path.steps.length; n++) {
      const steps = path.steps.slice(0, n);
      const key = JSON.stringify([path.input, steps.map((s) => s.event)]);
      if (byEvents.has(key)) continue;
      const name = path.name
        .split(' → ')
        .slice(0, 2 * n - 1)
        .join(' → ');
      byEvents.set(key, { ...path, name, steps, state: (steps[n - 1] as (typeof steps)[number]).state });
    }
  }
  const logoutOnLoginOnlyPage = (p: SessionPath) =>
    p.steps.some(
      (s, i) =>
        s.event.type === 'session.logout' &&
        (p.steps[i - 1]?.state as Snapshot | undefined)?.context.route?.loginRequired,
    );
  const leavesMidway = (p: SessionPath) => signInSteps(p).some((i) => i < p.steps.length - 1);
  const candidates = [...byEvents.values()].filter((p) => !logoutOnLoginOnlyPage(p));
  const taken = new Map(candidates.map((p) => [p, transitionsOf([p])]));
  const all = transitionsOf([]);
  const chosen = new Set<SessionPath>();
  for (const transition of all.missing) {
    const best = candidates
      .filter((p) => !taken.get(p)?.missing.includes(transition))
      .sort((a, b) => Number(leavesMidway(a)) - Number(leavesMidway(b)) || a.steps.length - b.steps.length)[0];
    if (best) chosen.add(best);
  }
  let subset = [...chosen];
  for (const path of [...subset].sort((a, b) => b.steps.length - a.steps.length)) {
    const rest = subset.filter((p) => p !== path);
    const { missingStates, missingTransitions } = coverageOf(sessionMachine, rest);
    if (!missingStates.length && !missingTransitions.length) subset = rest;
  }
  return subset;
}

function transitionsOf(paths: SessionPath[]) {
  return { missing: coverageOf(sessionMachine, paths).missingTransitions };
}

const paths = uiSubset(generated);

// ------------------------------------------------------------------------------ a member per worker

interface Member {
  email: string;
  password: string;
}

const test = base.extend<object, { member: Member }>({
  member: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL as string;
      const request = await playwright.request.newContext({ baseURL });
      const member = {
        email: `model.${workerInfo.project.name}.${workerInfo.workerIndex}.${Date.now().toString(36)}@example.com.tw`,
        password: 'model path 8',
      };
      await registerAtService(request, new URL(baseURL).origin, {
        name: '測試會員',
        email: member.email,
        mobile: '0912345678',
        password: member.password,
      });
      await request.dispose();
      await use(member);
    },
    { scope: 'worker' },
  ],
});

async function csrfOf(request: APIRequestContext): Promise<string> {
  await request.get('/sso/login');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'sso_csrf')?.value;
  if (!csrf) throw new Error('the sign-in service set no sso_csrf cookie');
  return csrf;
}

/** Signs the member in at the sign-in service: the login query it sends back (SPEC §4). */
async function loginQuery(request: APIRequestContext, member: Member, baseURL: string) {
  const res = await request.post('/sso/login', {
    form: { _csrf: await csrfOf(request), email: member.email, password: member.password, return_to: '/', banner: '1' },
    headers: { origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(res.status(), 'the sign-in service signs the member in').toBe(303);
  const back = new URL(res.headers().location ?? '', baseURL);
  return { outer_id: back.searchParams.get('outer_id') ?? '', id_token: back.searchParams.get('id_token') ?? '' };
}

/** A login query whose id_token no issuer signed: the server refuses it (401). */
const forgedQuery = () => {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return {
    outer_id: 'forged-subject',
    id_token: `${part({ alg: 'ES256', kid: 'forged' })}.${part({ sub: 'forged-subject', iat: now, exp: now + 300 })}.${part({ sig: 0 })}`,
  };
};

// ------------------------------------------------------------------------------ the page

/** Requests the page makes, held until the path says how they end. */
class Held {
  private routes: Route[] = [];
  private waiters: ((route: Route) => void)[] = [];
  constructor(readonly what: string) {}
  add(route: Route) {
    const waiter = this.waiters.shift();
    if (waiter) waiter(route);
    else this.routes.push(route);
  }
  get waiting() {
    return this.routes.length;
  }
  /** the oldest request not yet let through (waits for the page to make it) */
  async next(): Promise<Route> {
    const ready = this.routes.shift();
    if (ready) return ready;
    return await Promise.race([
      new Promise<Route>((resolve) => this.waiters.push(resolve)),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`the page never called ${this.what}`)), 15_000),
      ),
    ]);
  }
}

interface SessionWorld {
  page: Page;
  member: Member;
  baseURL: string;
  login: Held;
  profile: Held;
  clearCookie: Held;
  /** document navigations to the sign-in service */
  signIn: string[];
  /** an SPA document is open: later navigations happen in it */
  inApp: boolean;
  /** the path logged in through the UI (so local storage has the token too) */
  loggedInByUi: boolean;
}

/**
 * Checks in the header's navigation, unfolded on phones. Retried as a whole: the menu folds
 * again when a navigation commits or the first page replaces the loading screen.
 */
async function inHeader(page: Page, check: (nav: Locator) => Promise<void>): Promise<void> {
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(async () => {
    const toggle = page.getByRole('button', { name: '開啟選單' });
    if (await toggle.isVisible()) await toggle.click();
    await check(nav);
  }).toPass({ timeout: 10_000 });
  // fold it again, unless a navigation just did
  await page
    .getByRole('button', { name: '關閉選單' })
    .click({ timeout: 1_000 })
    .catch(() => {});
}

const QUICK = { timeout: 1_000 };
const memberItem = (nav: Locator) =>
  nav.locator('li').filter({ has: nav.page().getByRole('link', { name: '會員中心' }) });

async function storage(page: Page, context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);
  const local = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    isLogin: localStorage.getItem('isLogin'),
  }));
  return { cookie: cookie ? decodeLoginToken(cookie.value) : null, ...local };
}

/**
 * The path's latest navigation at this step: the model's event, written out in the model (not
 * the machine's context, so a machine that kept the wrong route fails the checks).
 */
const routeAt = ({ path, index }: { path: SessionPath; index: number }) =>
  path.steps.slice(0, index + 1).findLast((s) => s.event.type === 'route.changed')?.event as SessionRoute | undefined;

/**
 * The page of the latest navigation is on screen: its address, and its title, which the app
 * sets once the router has committed the page (the machine hears of it at that moment).
 */
async function expectPageOf(page: Page, route: SessionRoute | undefined) {
  const pathname = route?.pathname ?? '';
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  const entry = matchRoute(pathname, routeManifest)?.entry;
  if (!entry) throw new Error(`no manifest entry for ${pathname}`);
  await expect(page).toHaveTitle(documentTitle(entry));
}

/** The header's status line (登入中… / 登出中…). */
const expectHeaderStatus = (page: Page, text: string) =>
  inHeader(page, (nav) => expect(nav.getByRole('status')).toHaveText(text, QUICK));

/** The map of the UI; `deps` are the test's fixtures (none when only the map's shape is checked). */
const sessionUi = (
  deps: { member: Member; baseURL: string } | null,
): UiPathMap<typeof sessionMachine, SessionWorld> => ({
  async setup(page, path) {
    if (!deps) throw new Error('sessionUi(null) only plans the paths');
    const { member, baseURL } = deps;
    const world: SessionWorld = {
      page,
      member,
      baseURL,
      login: new Held('POST /api/auth/login'),
      profile: new Held('GET /api/user/profile'),
      clearCookie: new Held('GET /api/clear-cookie'),
      signIn: [],
      inApp: false,
      loggedInByUi: false,
    };
    await page.route('**/api/auth/login', (r) => world.login.add(r));
    await page.route('**/api/user/profile', (r) =>
      r.request().method() === 'GET' ? world.profile.add(r) : r.continue(),
    );
    await page.route('**/api/clear-cookie', (r) => world.clearCookie.add(r));
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/sso/login')
        world.signIn.push(request.url());
    });
    if (path.input?.token) {
      // a token from an earlier visit: a real session of the worker's member, in the page's cookie jar
      const request = page.context().request;
      const query = await loginQuery(request, member, baseURL);
      const res = await request.post('/api/auth/login', {
        data: { outer_id: query.outer_id, access_token: query.id_token },
      });
      expect(res.status(), 'the stored session is a real one').toBe(200);
    }
    return world;
  },

  events: {
    'route.changed': async (page, event, { path, index, world }) => {
      const target = event as unknown as SessionRoute;
      const query = new URLSearchParams(target.searchParams);
      if (query.has('outer_id')) {
        // a real id_token when the path has the server accept it, a forged one when it refuses it
        const settle = path.steps.slice(index + 1).find((s) => s.event.type.endsWith('.actor.login'))?.event.type;
        const login =
          settle === 'xstate.done.actor.login'
            ? await loginQuery(page.context().request, world.member, world.baseURL)
            : forgedQuery();
        query.set('outer_id', login.outer_id);
        query.set('id_token', login.id_token);
      }
      const url = `${target.pathname}${query.size ? `?${query}` : ''}`;
      if (world.inApp) {
        await navigateInApp(page, url);
      } else {
        await page.goto(url);
        world.inApp = new URL(page.url()).pathname !== '/sso/login';
      }
    },
    'session.logout': async (page) => {
      await inHeader(page, (nav) => nav.getByRole('button', { name: '登出' }).click(QUICK));
    },
    'xstate.done.actor.login': async (_page, _event, { world }) => {
      await (await world.login.next()).continue();
      world.loggedInByUi = true;
    },
    // the id_token in the address was forged: the server refuses it
    'xstate.error.actor.login': async (_page, _event, { world }) => {
      await (await world.login.next()).continue();
    },
    'xstate.done.actor.fetchProfile': async (_page, _event, { world }) => {
      await (await world.profile.next()).continue();
    },
    // the session ends on the server (a logout elsewhere) while its profile is on the way: a 401
    'xstate.error.actor.fetchProfile': async (_page, _event, { world }) => {
      const held = await world.profile.next();
      const authorization = held.request().headers().authorization ?? '';
      // from elsewhere: not the page's cookie jar
      const elsewhere = await playwrightRequest.newContext({ baseURL: world.baseURL });
      const ended = await elsewhere.get('/api/clear-cookie', { headers: { authorization } });
      expect(ended.status()).toBe(200);
      await elsewhere.dispose();
      await held.continue();
    },
    'xstate.done.actor.clearCookie': async (_page, _event, { world }) => {
      await (await world.clearCookie.next()).continue();
    },
    // offline at the moment of logout: the browser forgets the token all the same
    'xstate.error.actor.clearCookie': async (_page, _event, { world }) => {
      await (await world.clearCookie.next()).abort('internetdisconnected');
    },
  },

  states: {
    // the machine is created with the first page: before it, nothing is open
    checking: async (page) => {
      expect(page.url()).toBe('about:blank');
    },
    signingIn: async (page, _snapshot, step) => {
      const { world } = step;
      await expectPageOf(page, routeAt(step));
      await expectHeaderStatus(page, '登入中…');
      await expect.poll(() => world.login.waiting, { message: 'a login call is on its way' }).toBeGreaterThan(0);
    },
    loadingProfile: async (page, _snapshot, step) => {
      const { world } = step;
      await expectPageOf(page, routeAt(step));
      await expect(page).toHaveURL((url) => !url.searchParams.has('id_token'));
      // a stored token is a member until the profile says otherwise; busy meanwhile
      await inHeader(page, async (nav) => {
        await expect(nav.getByRole('link', { name: '會員中心' })).toBeVisible(QUICK);
        await expect(memberItem(nav)).toHaveAttribute('aria-busy', 'true', QUICK);
      });
      await expect.poll(() => world.profile.waiting, { message: 'the profile is on its way' }).toBeGreaterThan(0);
    },
    signedIn: async (page, _snapshot, step) => {
      const { world } = step;
      await expectPageOf(page, routeAt(step));
      await expect(page).toHaveURL((url) => !url.searchParams.has('outer_id') && !url.searchParams.has('id_token'));
      await inHeader(page, async (nav) => {
        await expect(memberItem(nav)).toHaveAttribute('aria-busy', 'false', QUICK);
        await expect(nav.getByRole('button', { name: '登出' })).toBeVisible(QUICK);
      });
      const stored = await storage(page, page.context());
      expect(stored.cookie?.token_type).toBe('Bearer');
      if (world.loggedInByUi) expect(stored).toMatchObject({ token: JSON.stringify(stored.cookie), isLogin: 'true' });
      if (routeAt(step)?.loginRequired) {
        await expect(page.getByRole('heading', { level: 1, name: '維修申請' })).toBeVisible();
      }
    },
    guest: async (page, _snapshot, step) => {
      const { path, index, isLast, world } = step;
      if (isLast && signInSteps(path).includes(index)) {
        // on to the sign-in service, once, with the form's banner, back to this page afterwards
        const target = routeAt(step);
        await expect(page).toHaveURL(/\/sso\/login\?/);
        expect(signInTarget(page.url(), page.url())).toEqual({
          returnTo: target?.pathname,
          banner: String(target?.banner),
        });
        await expect(page.getByRole('region', { name: '維修服務' })).toBeVisible();
        expect(world.signIn, 'one document navigation to the sign-in service').toHaveLength(1);
        return;
      }
      await expectPageOf(page, routeAt(step));
      await expect(page).toHaveURL((url) => !url.searchParams.has('id_token'));
      await inHeader(page, async (nav) => {
        await expect(nav.getByRole('link', { name: '登入', exact: true })).toBeVisible(QUICK);
        await expect(nav.getByRole('button', { name: '登出' })).toHaveCount(0, QUICK);
      });
      await expect.poll(async () => (await storage(page, page.context())).cookie).toBeNull();
      expect(await storage(page, page.context())).toEqual({ cookie: null, token: null, isLogin: null });
      expect(world.signIn, 'no sign-in: the page is public').toEqual([]);
    },
    signingOut: async (page, _snapshot, step) => {
      const { world } = step;
      await expectPageOf(page, routeAt(step));
      await expectHeaderStatus(page, '登出中…');
      await expect.poll(() => world.clearCookie.waiting, { message: 'clear-cookie is on its way' }).toBeGreaterThan(0);
    },
  },
});

const plan = planModelUi(sessionModel, sessionUi(null), paths);

test.describe('session machine, through the real UI', () => {
  test('the UI subset is coverage-minimal and still takes every state and every transition', () => {
    assertFullCoverage(sessionMachine, generated);
    assertFullCoverage(sessionMachine, paths);
    const ui = assertUiCoverage(sessionModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    // dropping any one path loses a transition or a state
    for (const path of paths) {
      const { missingStates, missingTransitions } = coverageOf(
        sessionMachine,
        paths.filter((p) => p !== path),
      );
      expect(missingStates.length + missingTransitions.length, path.name).toBeGreaterThan(0);
    }
    // the browser leaves for the sign-in service only at the end of a path
    for (const path of paths)
      expect(
        signInSteps(path).every((i) => i === path.steps.length - 1),
        path.name,
      ).toBe(true);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page, member, baseURL }) => {
      await replayPathInBrowser(page, path, sessionUi({ member, baseURL: baseURL as string }));
    });
  }
});
