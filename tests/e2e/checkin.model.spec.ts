import type { Route } from '@playwright/test';
import type { CheckinDecision, CheckinSyncOutcome } from '../../machines/checkin.machine';
import { CHECKIN_VERDICT_LABELS } from '../../schemas/checkin.schema';
import { checkinModel, kept, list, ONLINE, SESSION_ID, TICKET } from '../models/checkin.model';
import { signInAsAdmin } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { notInUi, replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The check-in machine's paths through the real door page (/staff/checkin?session=…), on
 * desktop: this worker's admin opens the model's session, whose list, scans and uploads are held
 * and answered as the path says (tests/e2e/staff-checkin.spec.ts does it on a phone against the
 * real server). The browser's connection is Playwright's (`setOffline`), which fires the
 * `online`/`offline` events the page listens to.
 */

type CheckinMachine = typeof checkinModel.machine;

interface Held {
  arrived: () => Promise<Route>;
}
interface DoorWorld {
  list: Held;
  sync: Held;
  /** how the server answers the next scan: the door waits for it only 220 ms, so it is answered at once */
  next: { decision: CheckinDecision | null };
}

/** Holds the page's calls matching `pattern` (and `method`) until the path says how the server answers. */
async function hold(page: Page, pattern: string | RegExp, method: 'GET' | 'POST'): Promise<Held> {
  const held: Route[] = [];
  let wake: (() => void) | null = null;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    held.push(route);
    wake?.();
  });
  return {
    arrived: async () => {
      while (held.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return held.shift() as Route;
    },
  };
}

const json = (route: Route, data: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });

const words = (page: Page) => page.locator('.checkin-verdict__words');
/**
 * Whether the link line can be read as the model's state: not before the list is there (it is not
 * shown), nor while deciding (the door answers within 300 ms, and an offline answer already moved
 * the link on to its upload).
 */
const linkShown = (snapshot: { matches: (v: object) => boolean }) =>
  !['loading', 'loadFailed', 'deciding'].some((door) => snapshot.matches({ door }));
const linkLine = (page: Page) => page.locator('.checkin-door__link');
const door = `/api/staff/checkin/sessions/${SESSION_ID}`;

const doorUi: UiPathMap<CheckinMachine, DoorWorld> = {
  async setup(page) {
    await signInAsAdmin(page.request);
    const next: DoorWorld['next'] = { decision: null };
    await page.route(`**${door}/scans`, async (route) => {
      const decision = next.decision;
      // the server out of reach: the phone decides alone
      if (!decision || decision.offline) return route.abort('internetdisconnected');
      const { scan_id } = route.request().postDataJSON() as { scan_id: string };
      await json(route, { ...decision.answer, scan_id });
    });
    const world = {
      list: await hold(page, new RegExp(`${door}$`), 'GET'),
      sync: await hold(page, `**${door}/sync`, 'POST'),
      next,
    };
    await page.goto(`/staff/checkin?session=${SESSION_ID}`);
    return world;
  },
  events: {
    'xstate.done.actor.loadList': async (page, event, { world }) => {
      const route = await world.list.arrived();
      if (event.output !== kept) return json(route, list);
      // an earlier visit left the list on the phone; now the server cannot be reached
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [`haolife.checkin.list.${SESSION_ID}`, JSON.stringify(list)],
      );
      await route.abort('internetdisconnected');
    },
    'xstate.error.actor.loadList': async (_page, _event, { world }) => {
      await (await world.list.arrived()).abort('internetdisconnected');
    },
    'list.retry': async (page) => {
      await page.getByRole('button', { name: '重新載入' }).click();
    },
    'ticket.scan': async (page, _event, { path, index, world }) => {
      const decided = path.steps[index + 1]?.event as { type: string; output?: CheckinDecision } | undefined;
      world.next.decision = decided?.output ?? null;
      await page.getByLabel('報名編號或姓名').fill(TICKET);
      await page.getByRole('button', { name: '查驗', exact: true }).click();
    },
    // answered by the route as the scan was sent (ticket.scan), or by the phone alone
    'xstate.done.actor.decide': async () => {},
    'xstate.error.actor.decide': notInUi('the phone’s own storage failing cannot be caused from the page'),
    'result.dismiss': async (page) => {
      await page.getByRole('button', { name: '清除結果' }).click();
    },
    'network.offline': async (page) => {
      await page.context().setOffline(true);
    },
    'network.online': async (page) => {
      await page.context().setOffline(false);
    },
    'xstate.done.actor.syncScans': async (_page, event, { world }) => {
      const outcome = event.output as CheckinSyncOutcome;
      const route = await world.sync.arrived();
      const { scans } = route.request().postDataJSON() as { scans: { scan_id: string }[] };
      // the scans the server answered leave the phone; none answered: they wait for the next upload
      const answered = outcome.remaining > 0 ? [] : scans;
      await json(route, {
        results: answered.map((s) => ({ scan_id: s.scan_id, outcome: 'admitted', verdict: 'admitted' })),
        counts: outcome.counts,
        conflicts: outcome.conflicts,
      });
    },
    'xstate.error.actor.syncScans': async (_page, _event, { world }) => {
      await (await world.sync.arrived()).abort('internetdisconnected');
    },
  },
  states: {
    'door.loading': async (page) => {
      await expect(page.locator('.block-pending[aria-busy="true"]')).toBeVisible();
    },
    'door.loadFailed': async (page) => {
      await expect(page.getByRole('alert')).toContainText('無法載入這個場次的票券');
      await expect(page.getByRole('button', { name: '重新載入' })).toBeVisible();
    },
    'door.ready': async (page) => {
      await expect(words(page)).toHaveText('請掃描票券 QR Code 或輸入報名編號。');
      await expect(
        page.getByRole('heading', { name: `${list.session.event_subject}・${list.session.subject}` }),
      ).toBeVisible();
    },
    'door.deciding': async (page) => {
      // the door answers within 300 ms: what stays to see is the field emptied for the next scan
      await expect(page.getByLabel('報名編號或姓名')).toHaveValue('');
    },
    'door.result': async (page, snapshot) => {
      const result = snapshot.context.result;
      const verdict = result?.answer.verdict ?? 'invalid';
      await expect(words(page)).toContainText(CHECKIN_VERDICT_LABELS[verdict]);
      if (result?.offline) await expect(page.getByText('離線判斷，連線後上傳。')).toBeVisible();
    },
    // transient: the link is online or offline before anything shows
    'link.starting': async () => {},
    'link.online': async (page, snapshot) => {
      if (linkShown(snapshot)) {
        await expect(linkLine(page)).toHaveText(/^連線中/);
      }
    },
    'link.offline': async (page, snapshot) => {
      if (linkShown(snapshot)) {
        await expect(linkLine(page)).toHaveText(/^離線/);
      }
      if (snapshot.context.pending > 0 && linkShown(snapshot)) {
        await expect(linkLine(page)).toContainText(`${snapshot.context.pending} 筆離線入場待上傳`);
      }
    },
    'link.syncing': async (page, snapshot) => {
      if (linkShown(snapshot)) {
        await expect(linkLine(page)).toHaveText(/^上傳中…/);
      }
    },
  },
  skip: [
    {
      reason: 'the door decides within 300 ms of a scan: nothing else happens on the page in between',
      when: (path) =>
        path.steps.some(
          (step, i) =>
            step.event.type === 'ticket.scan' &&
            i + 1 < path.steps.length &&
            path.steps[i + 1]?.event.type !== 'xstate.done.actor.decide',
        ),
    },
    {
      reason: 'the page cannot be opened offline (no service worker): a door phone opens it online and keeps it open',
      when: (path) => path.input !== ONLINE,
    },
  ],
};

// the page opens online; the phone's storage does not fail on demand
const replayable = checkinModel.paths.filter(
  (p) =>
    !doorUi.skip?.some((rule) => rule.when(p)) && !p.steps.some((s) => s.event.type === 'xstate.error.actor.decide'),
);
const subset: MachinePath<CheckinMachine>[] = coveringSubset(checkinModel.machine, replayable);
const plan = planModelUi(checkinModel, doorUi, subset);

test.describe('door check-in machine, in the running app', () => {
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the phone spec (staff-checkin.spec.ts) drives the door on a phone');
  });

  test('a covering set of the generated paths takes every state and transition the page can reach', () => {
    assertFullCoverage(checkinModel.machine, checkinModel.paths);
    assertUiCoverage(checkinModel, plan, {
      uncovered: {
        'checkin.link.starting|always|1': 'the page cannot be opened offline (no service worker)',
        'checkin.door.deciding|xstate.error.actor.decide|0':
          'the phone’s own storage failing cannot be caused from the page',
      },
    });
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, doorUi);
    });
  }
});
