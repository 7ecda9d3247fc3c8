import { BUILD_CHECK_INTERVAL_MS, RELOAD_MARK_KEY, staleBuildMachine } from '../../machines/stale-build.machine';
import type { BuildInfo } from '../../schemas/build-info.schema';
import { builtAt, RUNNING, staleBuildModel } from '../models/stale-build.model';
import { missingFile } from '../support/e2e-app';
import { expect, type Page, type Request, type Route, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The stale-build machine (SPEC §4/§8) along every generated path, in the real app: the
 * 60-minute poll is a `page.clock` jump, builds/latest.json answers through `page.route`, and a
 * stale chunk is a route chunk that answers 404 when the reader follows a link to its page.
 */

const UPDATE_MESSAGE = '網站已更新，重新整理以取得最新版本';
/** the page behind the link the reader follows when a chunk is stale */
const STALE_PAGE = { link: /^速修服務/, path: '/services/fast-repair', heading: '速修服務' };
const STALE_CHUNK = '**/assets/services-fast-repair.route-*.js';

interface StaleBuildWorld {
  /** the build the server runs: what "the same build" answers */
  running: BuildInfo;
  /** builds/latest.json requests, held until the path says how they end */
  held: Route[];
  /** document loads of the main frame since the page opened */
  loads: number;
}

/**
 * Counts the page's live intervals by delay: the machine's poll timer is the one interval of
 * BUILD_CHECK_INTERVAL_MS, running exactly while the machine is in `watching`.
 */
function trackIntervals() {
  const live = new Map<unknown, number>();
  const set = window.setInterval;
  const clear = window.clearInterval;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id = set(handler, delay, ...args);
    live.set(id, Number(delay));
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    live.delete(id);
    clear(id);
  }) as typeof window.clearInterval;
  (window as unknown as { __e2eIntervals: () => number[] }).__e2eIntervals = () => [...live.values()];
}

const pollTimers = (page: Page) =>
  page.evaluate(
    (ms) => (window as unknown as { __e2eIntervals: () => number[] }).__e2eIntervals().filter((d) => d === ms).length,
    BUILD_CHECK_INTERVAL_MS,
  );

const updateBanner = (page: Page) => page.getByRole('status').filter({ hasText: UPDATE_MESSAGE });

async function expectNoUpdateOffered(page: Page) {
  await expect(page.getByText(UPDATE_MESSAGE)).toHaveCount(0);
}

async function openHub(page: Page) {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: '售後服務' })).toBeVisible();
}

const staleBuildUi: UiPathMap<typeof staleBuildMachine, StaleBuildWorld> = {
  async setup(page) {
    const running = (await (await page.request.get('/builds/latest.json')).json()) as BuildInfo;
    const world: StaleBuildWorld = { running, held: [], loads: 0 };
    await page.clock.install();
    await page.addInitScript(trackIntervals);
    await page.route('**/builds/latest.json', (route) => {
      world.held.push(route);
    });
    await openHub(page);
    page.on('load', () => {
      world.loads += 1;
    });
    return world;
  },
  events: {
    'build.check': async (page) => {
      await page.clock.fastForward('01:00:00');
    },
    'xstate.done.actor.fetchLatestBuild': async (_page, event, { world }) => {
      const { buildId } = event.output as BuildInfo;
      const body = buildId === RUNNING ? world.running : { buildId: buildId && `e2e-${buildId}`, builtAt };
      await world.held.shift()?.fulfill({ json: body, headers: { 'Cache-Control': 'no-cache' } });
    },
    'xstate.error.actor.fetchLatestBuild': async (_page, _event, { world }) => {
      await world.held.shift()?.abort('internetdisconnected');
    },
    'update.accept': async (page) => {
      await updateBanner(page).getByRole('button', { name: '重新整理' }).click();
    },
    'update.dismiss': async (page) => {
      await updateBanner(page).getByRole('button', { name: '稍後' }).click();
    },
    // The reader follows a link whose page chunk is gone (it answers 404 until the page reloads: a
    // reload gets the new build; the page's modulepreload and its import may both ask for it).
    // "Reloaded < 10 s ago" is the session-storage mark such a reload leaves.
    'chunk.failed': async (page, event) => {
      const recent = event.lastReloadAt !== null;
      await page.evaluate(
        ([key, mark]) =>
          mark ? sessionStorage.setItem(key, String(Date.now() - 1_000)) : sessionStorage.removeItem(key),
        [RELOAD_MARK_KEY, recent] as const,
      );
      let gone = true;
      // the reload's own document request: everything it loads comes from the new build
      const onRequest = (request: Request) => {
        if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
        gone = false;
        page.off('request', onRequest);
      };
      page.on('request', onRequest);
      await page.route(STALE_CHUNK, (route) =>
        gone ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
      );
      await page.getByRole('main').getByRole('link', { name: STALE_PAGE.link }).click();
    },
  },
  states: {
    watching: async (page, _snapshot, { world }) => {
      await expect.poll(() => pollTimers(page), { message: 'one 60-minute poll timer runs' }).toBe(1);
      expect(world.held, 'no latest.json request is open').toHaveLength(0);
      await expectNoUpdateOffered(page);
      expect(world.loads, 'the page was not reloaded').toBe(0);
    },
    checking: async (page, _snapshot, { world }) => {
      await expect.poll(() => world.held.length, { message: 'builds/latest.json is requested' }).toBe(1);
      expect(await pollTimers(page), 'the poll timer waits for the answer').toBe(0);
      await expectNoUpdateOffered(page);
    },
    updateAvailable: async (page, _snapshot, { world }) => {
      const banner = updateBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: '重新整理' })).toBeVisible();
      await expect(banner.getByRole('button', { name: '稍後' })).toBeVisible();
      expect(await pollTimers(page), 'no polling while an update is offered').toBe(0);
      expect(world.loads).toBe(0);
    },
    reloading: async (page, _snapshot, { world, event }) => {
      await expect.poll(() => world.loads, { message: 'the page reloads once' }).toBe(1);
      if (event.type === 'chunk.failed') {
        // it reloads where the reader was going, and leaves the mark of the reload guard
        await expect(page).toHaveURL(new RegExp(`${STALE_PAGE.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: STALE_PAGE.heading })).toBeVisible();
        const age = await page.evaluate((key) => Date.now() - Number(sessionStorage.getItem(key)), RELOAD_MARK_KEY);
        expect(age, 'the reload mark was written just now').toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThan(10_000);
      } else {
        await expect(page).toHaveURL(/\/services$/);
        await expect(page.getByRole('heading', { level: 1, name: '售後服務' })).toBeVisible();
      }
      await expectNoUpdateOffered(page);
    },
    chunkFailed: async (page, _snapshot, { world }) => {
      await expectStaleChunkErrorScreen(page);
      expect(world.loads, 'no second reload within 10 seconds').toBe(0);
    },
  },
};

async function expectStaleChunkErrorScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '發生錯誤' })).toBeVisible();
  await expect(page.getByText('網站已更新，請重新整理頁面。')).toBeVisible();
  await expect(page.getByText('錯誤代碼500')).toBeVisible();
  await expect(page.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
}

// every path through the UI costs seconds: a covering few of them, plus the happy one
const plan = planModelUi(staleBuildModel, staleBuildUi, coveringSubset(staleBuildMachine, staleBuildModel.paths));

test.describe('stale-build machine, in the running app', () => {
  test('the generated paths cover the machine, and the UI replays a covering set of them', () => {
    assertFullCoverage(staleBuildMachine, staleBuildModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(staleBuildModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, staleBuildUi);
    });
  }
});

test.describe('stale chunk reload guard', () => {
  test('reloads at most once per 10 seconds, then shows the error screen; after 10 seconds it reloads again', async ({
    page,
  }) => {
    // Date.now is held still and moved by hand: on a busy machine the real seconds between two
    // reloads would otherwise count toward the guard's 10 (timers keep running)
    const t0 = new Date('2026-06-01T10:00:00+08:00').getTime();
    await page.clock.install({ time: t0 });
    await page.clock.setFixedTime(t0);
    const chunk = await missingFile(page, STALE_CHUNK);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await openHub(page);
    const opened = loads;

    // the chunk is gone: one reload to where the reader was going, which fails again
    await page.getByRole('main').getByRole('link', { name: STALE_PAGE.link }).click();
    await expectStaleChunkErrorScreen(page);
    await expect(page).toHaveURL(new RegExp(`${STALE_PAGE.path}$`));
    await expect.poll(() => loads - opened, { message: 'one automatic reload' }).toBe(1);
    expect(chunk.documents()).toBe(2);

    // the reader reloads within 10 seconds: no automatic reload this time
    await page.clock.setFixedTime(t0 + 5_000);
    await page.reload();
    await expectStaleChunkErrorScreen(page);
    await expect.poll(() => loads - opened, { message: 'only the reader’s own reload' }).toBe(2);
    expect(chunk.documents()).toBe(3);

    // 10 seconds after the last automatic reload the guard lets one more through
    await page.clock.setFixedTime(t0 + 15_000);
    await page.reload();
    await expectStaleChunkErrorScreen(page);
    await expect.poll(() => loads - opened, { message: 'the reader’s reload and one automatic reload' }).toBe(4);
    expect(chunk.documents()).toBe(5);
  });
});
