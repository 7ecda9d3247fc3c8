import { PUBLICATION_MOVE_LABELS } from '../../schemas/staff-publication.schema';
import {
  serverDown,
  staffPublicationModel,
  staleVersion,
  timeRefused,
  type validWhen,
} from '../models/staff-publication.model';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { answer, type HeldSends, holdSends } from '../support/e2e-flow-server';
import { signInAsNewEditor } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The console's publication task (issue 24 item 7: /staff/articles/{id}/publish, /step2, /step3)
 * along a covering set of the staff-publication machine's paths. Each path's editor (a new member
 * the worker's admin grants `editor`) writes a draft article through the API; the move is held
 * and answered as the path says (a refusal, a stale version, a failure), and on the happy path
 * passed on to the real server, whose answer the done page reads back in Taipei time.
 */

type PublicationMachine = typeof staffPublicationModel.machine;
interface PublicationWorld extends HeldSends {
  articleId: number;
  subject: string;
}

const STEP_NAMES = ['發布設定', '確認發布設定', '完成'];
const HEADINGS = { choosing: '發布設定', reviewing: '確認發布設定', done: '發布狀態已更新' };
const TIME = '發布時間（台北時間）';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const url = (world: PublicationWorld, suffix = '') =>
  new RegExp(`/staff/articles/${world.articleId}/publish${suffix}$`);
/** `2026-11-28T16:35` → `2026/11/28 16:35`, as the console writes a Taipei time */
const shown = (local: string) => local.replace('T', ' ').replaceAll('-', '/');

const errorOf = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.submit' ? event.error : undefined;
const refusalOf = (error: unknown) => Object.values((error as typeof timeRefused).data.errors)[0]?.[0] ?? '';

/** The time the path chose at step 1 (the last step.submit from `choosing` before `step`). */
function chosenTime(path: MachinePath<PublicationMachine>, upTo: number): string {
  const submits = path.steps
    .slice(1, upTo + 1)
    .filter((s, i) => s.event.type === 'step.submit' && path.steps[i]?.state.value === 'choosing');
  return ((submits.at(-1)?.event as { data?: typeof validWhen } | undefined)?.data?.publish_at_local ?? '') as string;
}

const publicationUi: UiPathMap<PublicationMachine, PublicationWorld> = {
  async setup(page) {
    await signInAsNewEditor(page);
    const subject = `排程測試 ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/staff/articles', {
      data: {
        class: 'articleProject',
        subject,
        body: '<p>一篇等待發布的草稿。</p>',
        category_ids: [],
        is_top: false,
      },
    });
    expect(created.status(), 'the editor writes a draft').toBe(200);
    const { data } = (await created.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe('draft');
    const held = await holdSends(page, `**/api/staff/articles/${data.id}/publication`);
    await page.goto(`/staff/articles/${data.id}/publish`);
    return { articleId: data.id, subject, ...held };
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      if (from.value === 'choosing') {
        const { publish_at_local } = event.data as typeof validWhen;
        await page.getByRole('radio', { name: new RegExp(`^${PUBLICATION_MOVE_LABELS.scheduled}`) }).check();
        await page.getByLabel(TIME).fill(publish_at_local);
        await page.getByRole('button', { name: '下一步' }).click();
        return;
      }
      await page.getByRole('button', { name: '確認執行' }).click();
    },
    'step.back': async (page) => {
      await page.getByRole('button', { name: '上一步' }).click();
    },
    'step.forward': async (page, _event, { world }) => {
      await page.goto(`/staff/articles/${world.articleId}/publish/step2`);
    },
    'step.change': async (page) => {
      await page.getByRole('button', { name: `修改 ${TIME}` }).click();
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    // the real server schedules the draft: the done page shows what it answered
    'xstate.done.actor.submit': async (_page, _event, { world }) => {
      await (await world.arrived()).continue();
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      const error = event.error as typeof timeRefused;
      // the API names the time `publish_at` (the screen maps it to its field)
      const sent =
        error === timeRefused
          ? { ...error, data: { ...error.data, errors: { publish_at: error.data.errors.publish_at_local } } }
          : error;
      await answer(await world.arrived(), sent);
    },
  },
  states: {
    choosing: async (page, _s, { event, world }) => {
      await expect(page).toHaveURL(url(world));
      await expect(heading(page, HEADINGS.choosing)).toBeVisible();
      await expectFlowStep(page, 1, STEP_NAMES);
      await expect(page.getByText(`文章「${world.subject}」，目前狀態：草稿。`)).toBeVisible();
      if (errorOf(event) === timeRefused) {
        const message = refusalOf(timeRefused);
        await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
        await expect(page.getByLabel(TIME)).toHaveAccessibleDescription(new RegExp(message));
      }
      if (event.type === 'step.change') await expect(page.getByLabel(TIME)).toBeFocused();
    },
    reviewing: async (page, _s, { path, index, world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expect(heading(page, HEADINGS.reviewing)).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      const at = shown(chosenTime(path, index));
      await expect(page.getByText(`「${world.subject}」將於 ${at}（台北時間）自動發布。`)).toBeVisible();
      await expect(page.getByRole('button', { name: '確認執行' })).toBeEnabled();
    },
    submitting: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expectFlowStep(page, 2, STEP_NAMES);
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page, _s, { event, world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expect(heading(page, HEADINGS.reviewing)).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      const problem = page.getByRole('alert').filter({ hasText: '資料尚未送出' });
      await expect(problem).toContainText(
        errorOf(event) === staleVersion ? staleVersion.data.message : serverDown.data.message,
      );
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    done: async (page, _s, { path, index, world }) => {
      await expect(page).toHaveURL(url(world, '/step3'));
      await expectDonePage(page, HEADINGS.done, STEP_NAMES);
      const at = shown(chosenTime(path, index));
      await expect(page.getByText(`已排程，將於 ${at}（台北時間）發布。`)).toBeVisible();
      await expect(page.getByRole('link', { name: '回到文章', exact: true })).toHaveAttribute(
        'href',
        `/staff/articles/${world.articleId}`,
      );
      // the server did schedule it, at that minute
      const stored = (await (await page.request.get(`/api/staff/articles/${world.articleId}`)).json()) as {
        data: { status: string; publish_at: string };
      };
      expect(stored.data.status).toBe('scheduled');
      expect(new Date(stored.data.publish_at).getTime()).toBe(
        new Date(`${chosenTime(path, index)}:00+08:00`).getTime(),
      );
    },
  },
};

const subset: MachinePath<PublicationMachine>[] = coveringSubset(
  staffPublicationModel.machine,
  staffPublicationModel.paths,
);
const plan = planModelUi(staffPublicationModel, publicationUi, subset);

test.describe('staff publication task, in the running app', () => {
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
  });

  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(staffPublicationModel.machine, staffPublicationModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(staffPublicationModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      test.setTimeout(60_000);
      await replayPathInBrowser(page, path, publicationUi);
    });
  }
});
