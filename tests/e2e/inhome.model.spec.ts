import { INHOME_PERIOD_LABELS, type InhomeRequestInput } from '../../schemas/inhome.schema';
import { SEX_LABELS } from '../../schemas/service-fields.schema';
import { INHOME_TEXT as T } from '../../src/screens/inhome/inhome-text';
import { captchaRefused, inhomeModel, modelRefused, validConfirm } from '../models/inhome.model';
import { passCaptcha } from '../support/e2e-contact';
import { fillStep } from '../support/e2e-fill-step';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { answer, type HeldSends, holdSends } from '../support/e2e-flow-server';
import { type MemberAccount, registerMember, signInAs } from '../support/e2e-member';
import { group } from '../support/e2e-services';
import { expect, type Page, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The in-home form (SPEC §2 /services/inhome/form, two steps) driven along a covering set of the
 * in-home machine's generated paths, as a signed-in member: the browser's back button and a typed
 * step URL are step.back and step.forward; the send is held, then passed to the real server (sent)
 * or answered as the path says.
 */
type InhomeMachine = typeof inhomeModel.machine;

/** SPEC §4: in-home has two steps */
const STEP_NAMES = ['填寫需求', '確認送出'];
const HEADINGS = { requesting: '到府服務需求', reviewing: '確認您的申請', done: '已收到您的到府服務申請' };
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

let account: MemberAccount;
test.beforeAll(async ({ request, baseURL }) => {
  account = await registerMember(request, baseURL ?? '');
});

/** step 1 from the model's own data, through the controls a person uses */
async function fillRequest(page: Page, data: InhomeRequestInput) {
  const { brand_id, model_id, problem, ...place } = data;
  await fillStep(
    group(page, '服務商品'),
    { brand_id, model_id, problem },
    {
      brand_id: { select: T.labels.brand_id, words: { 2: '風野' } },
      model_id: { select: T.labels.model_id, words: { 3: '空氣清淨機 KZ-A5' } },
      problem: { text: T.labels.problem },
    },
  );
  const { preferred_date, preferred_period, ...contact } = place;
  await fillStep(group(page, '到府地點與聯絡人'), contact, {
    name: { text: T.labels.name },
    sex: { select: T.labels.sex, words: SEX_LABELS },
    phone: { text: T.labels.phone },
    city: { select: '縣市' },
    town: { select: '鄉鎮市區' },
    zip_code: { derived: 'the page writes the zip code of the town chosen' },
    address: { text: /^地址/ },
  });
  await fillStep(
    page,
    { preferred_date, preferred_period },
    {
      preferred_date: { text: T.labels.preferred_date },
      preferred_period: { select: T.labels.preferred_period, words: INHOME_PERIOD_LABELS },
    },
  );
}

const inhomeUi: UiPathMap<InhomeMachine, HeldSends> = {
  async setup(page) {
    await signInAs(page, account);
    const held = await holdSends(page, '**/api/user/inhome_services');
    await page.goto('/services/inhome/form');
    return held;
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      if (from.value === 'requesting') {
        await fillRequest(page, event.data as InhomeRequestInput);
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
    'step.forward': async (page) => {
      await page.goto('/services/inhome/form/step2');
    },
    'step.change': async (page) => {
      await page.getByRole('button', { name: '修改 地址' }).click();
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
    requesting: async (page, _snapshot, { event }) => {
      await expect(page).toHaveURL(/\/services\/inhome\/form$/);
      await expect(heading(page, HEADINGS.requesting)).toBeVisible();
      await expectFlowStep(page, 1, STEP_NAMES);
      if (event.type === 'xstate.error.actor.submit' && event.error === modelRefused) {
        await expect(page.getByRole('link', { name: '請選擇此品牌的型號。' })).toBeVisible();
      }
      if (event.type === 'step.change') await expect(page.getByRole('textbox', { name: /^地址/ })).toBeFocused();
      if (event.type === 'step.submit') await expect(page.getByRole('link', { name: /明天以後/ })).toBeVisible();
    },
    reviewing: async (page, _snapshot, { event }) => {
      await expect(page).toHaveURL(/\/services\/inhome\/form\/step2$/);
      await expect(heading(page, HEADINGS.reviewing)).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      await expect(page.getByText('空氣清淨機 KZ-A5')).toBeVisible();
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
    done: async (page) => {
      await expect(page).toHaveURL(/\/services\/inhome\/form\/done$/);
      await expectDonePage(page, HEADINGS.done, STEP_NAMES);
      await expect(page.getByText(/案件編號：#\d{10}/)).toBeVisible();
    },
  },
};

const subset: MachinePath<InhomeMachine>[] = coveringSubset(inhomeModel.machine, inhomeModel.paths);
const plan = planModelUi(inhomeModel, inhomeUi, subset);

test.describe('in-home flow, in the running app', () => {
  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(inhomeModel.machine, inhomeModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(inhomeModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, inhomeUi);
    });
  }
});
