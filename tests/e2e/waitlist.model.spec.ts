import {
  alreadyWaiting,
  captchaRefused,
  invalidSession,
  validConfirm,
  validSession,
  waitlistModel,
} from '../models/waitlist.model';
import { passCaptcha } from '../support/e2e-contact';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { answer, holdSends } from '../support/e2e-flow-server';
import { signInAsNewMember } from '../support/e2e-member';
import { group } from '../support/e2e-services';
import { expect, type Page, type Route, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The waiting list of a full session (issue 20 item 8, two steps) driven along a covering set of
 * the waitlist machine's generated paths, as a new member on the seeded 冬季土鍋炊飯教室, whose
 * 加開場 is full: each path starts at the event page's 「加入候補」 link. The browser's back
 * button and a typed step URL are step.back and step.forward; the join is held, then passed to
 * the real server (a new member per path, so each joins once) or answered as the path says.
 */
type WaitlistMachine = typeof waitlistModel.machine;
interface WaitlistWorld {
  eventId: number;
  arrived: () => Promise<Route>;
}

const EVENT = '冬季土鍋炊飯教室';
const FULL_SESSION = '加開場（已額滿）';
/** issue 20 item 8: the waiting list has two steps */
const STEP_NAMES = ['選擇場次與張數', '確認送出'];
const HEADINGS = { choosing: '選擇候補場次', reviewing: '確認候補登記', done: '已加入候補名單' };
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const base = (world: WaitlistWorld) => `/events/${world.eventId}/waitlist`;

async function seededEventId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/events?per_page=50')).json()) as {
    data: { top: { id: number; subject: string }[]; list: { data: { id: number; subject: string }[] } };
  };
  const event = [...list.data.top, ...list.data.list.data].find((e) => e.subject === EVENT);
  if (!event) throw new Error(`no seeded event ${EVENT}`);
  return event.id;
}

/** Step 1 from the model's data: the session picked in its select (none: the placeholder), the seats in theirs. */
async function fillSession(page: Page, data: { session_id: unknown; seats: unknown }) {
  const step = group(page, '候補場次');
  const session = step.getByRole('combobox', { name: /^場次/ });
  if (data.session_id === '') await session.selectOption({ label: '請選擇' });
  else {
    // the option's label is the session and its date: picked by the session's name, as a person reads it
    const label = (await step.getByRole('option', { name: FULL_SESSION }).textContent()) ?? FULL_SESSION;
    await session.selectOption({ label });
  }
  await step.getByLabel('候補張數').selectOption({ label: `${data.seats} 張` });
}

const waitlistUi: UiPathMap<WaitlistMachine, WaitlistWorld> = {
  async setup(page) {
    await signInAsNewMember(page);
    const eventId = await seededEventId(page);
    const held = await holdSends(page, '**/api/user/waitlist');
    await page.goto(`/events/${eventId}`);
    await page.getByRole('link', { name: '加入候補' }).click();
    return { eventId, arrived: held.arrived };
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      if (from.value === 'choosing') {
        await fillSession(page, event.data === invalidSession ? invalidSession : validSession);
        await page.getByRole('button', { name: '下一步' }).click();
        return;
      }
      if (event.data === validConfirm) await passCaptcha(page);
      await page.getByRole('button', { name: '確認送出' }).click();
    },
    'step.back': async (page, _event, { from }) => {
      if (from.value === 'failed') await page.getByRole('button', { name: '上一步' }).click();
      else await page.goBack();
    },
    'step.forward': async (page, _event, { world }) => {
      await page.goto(`${base(world)}/step2`);
    },
    'step.change': async (page) => {
      await page.getByRole('button', { name: '修改 候補張數' }).click();
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    'xstate.done.actor.submit': async (_page, _event, { world }) => {
      await (await world.arrived()).continue();
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      await answer(await world.arrived(), event.error);
    },
  },
  states: {
    choosing: async (page, _snapshot, { event, world }) => {
      await expect(page).toHaveURL(new RegExp(`${base(world)}(\\?session=\\d+)?$`));
      await expect(heading(page, HEADINGS.choosing)).toBeVisible();
      await expectFlowStep(page, 1, STEP_NAMES);
      if (event.type === 'xstate.error.actor.submit' && event.error === alreadyWaiting) {
        await expect(page.getByRole('link', { name: '您已在此場次的候補名單中。' })).toBeVisible();
      }
      if (event.type === 'step.change') await expect(page.getByLabel('候補張數')).toBeFocused();
      if (event.type === 'step.submit') await expect(page.getByRole('link', { name: '請選擇場次。' })).toBeVisible();
    },
    reviewing: async (page, _snapshot, { event, world }) => {
      await expect(page).toHaveURL(new RegExp(`${base(world)}/step2$`));
      await expect(heading(page, HEADINGS.reviewing)).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      await expect(page.getByText(FULL_SESSION)).toBeVisible();
      await expect(page.getByText(`${validSession.seats} 張`, { exact: true })).toBeVisible();
      if (event.type === 'xstate.error.actor.submit' && event.error === captchaRefused) {
        await expect(page.getByRole('link', { name: '此驗證已使用過，請重新驗證。' })).toBeVisible();
      }
    },
    submitting: async (page) => {
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page) => {
      await expect(heading(page, HEADINGS.reviewing)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: '資料尚未送出' })).toContainText(
        '系統忙碌中，請稍後再試。',
      );
    },
    done: async (page, _snapshot, { world }) => {
      await expect(page).toHaveURL(new RegExp(`${base(world)}/done$`));
      await expectDonePage(page, HEADINGS.done, STEP_NAMES);
      await expect(page.getByText(/您目前是此場次的第 \d+ 位候補/)).toBeVisible();
    },
  },
};

const subset: MachinePath<WaitlistMachine>[] = coveringSubset(waitlistModel.machine, waitlistModel.paths);
const plan = planModelUi(waitlistModel, waitlistUi, subset);

test.describe('waiting-list flow, in the running app', () => {
  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(waitlistModel.machine, waitlistModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(waitlistModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, waitlistUi);
    });
  }

  test('the member sees the entry at /member/activity and leaves it after the dialog asks', async ({ page }) => {
    await signInAsNewMember(page);
    const eventId = await seededEventId(page);
    await page.goto(`/events/${eventId}`);
    await page.getByRole('link', { name: '加入候補' }).click();
    await fillSession(page, { session_id: 'seeded', seats: 1 });
    await page.getByRole('button', { name: '下一步' }).click();
    await passCaptcha(page);
    await page.getByRole('button', { name: '確認送出' }).click();
    await page.getByRole('link', { name: '查看我的候補' }).click();

    const section = page.getByRole('region', { name: '候補中的場次' });
    const entry = section.getByRole('article', { name: EVENT });
    await expect(entry).toContainText(FULL_SESSION);
    await expect(entry).toContainText('1 張');
    await expect(entry).toContainText(/第 \d+ 位/);
    // the dialog asks first: keeping the entry leaves it there
    await entry.getByRole('button', { name: '離開候補' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '繼續候補' }).click();
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: '離開候補' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '離開候補' }).click();
    await expect(section).toHaveCount(0);
  });
});
