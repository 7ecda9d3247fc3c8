import type { ContactMessageInput } from '../../schemas/contact.schema';
import { captchaRefused, contactModel, townRefused } from '../models/contact.model';
import { fillMessage, passCaptcha } from '../support/e2e-contact';
import { expect, type Page, type Route, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The contact form (SPEC §2 /contact → /contact/step2 → /contact/step3) driven along a covering
 * set of the contact machine's generated paths, in the running app: the browser's own back button
 * and a reload of step 2 are the machine's step.back and step.forward; the server's answers to a
 * send are held, then passed to the real server (sent) or answered as the path says (refused, down).
 * Texts are the SPEC's and the product's, written out here.
 */

type ContactMachine = typeof contactModel.machine;

interface ContactWorld {
  /** sends of the form the page made, held until the path says how the server answers */
  held: Route[];
  arrived: () => Promise<Route>;
}

const STEP_NAMES = ['填寫資料', '確認內容', '送出完成'];
const HEADINGS = { editing: '填寫聯絡資料', reviewing: '確認您的留言', done: '已收到您的來信' };

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const currentStep = (page: Page) => page.getByRole('navigation', { name: '填寫進度' }).locator('[aria-current="step"]');

async function expectStep(page: Page, path: RegExp, index: number, heading: string) {
  await expect(page).toHaveURL(path);
  await expect(stepHeading(page, heading)).toBeVisible();
  await expect(currentStep(page)).toContainText(STEP_NAMES[index] ?? '');
}

const contactUi: UiPathMap<ContactMachine, ContactWorld> = {
  async setup(page) {
    const held: Route[] = [];
    let wake: (() => void) | null = null;
    await page.route('**/api/contact', async (route) => {
      held.push(route);
      wake?.();
    });
    const arrived = async () => {
      while (held.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return held.shift() as Route;
    };
    await page.goto('/contact');
    return { held, arrived };
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      if (from.value === 'editing') {
        await fillMessage(page, event.data as ContactMessageInput);
        await page.getByRole('button', { name: '下一步' }).click();
        return;
      }
      if ((event.data as { google_recaptcha_token: string }).google_recaptcha_token) await passCaptcha(page);
      await page.getByRole('button', { name: '確認送出' }).click();
    },
    // the browser's back button from step 2; on a failed send, the page's own 上一步
    'step.back': async (page, _event, { from }) => {
      if (from.value === 'failed') await page.getByRole('button', { name: '上一步' }).click();
      else await page.goBack();
    },
    // step 2's address opened again (a reload, or typed): the draft brings the member back to it
    'step.forward': async (page) => {
      await page.goto('/contact/step2');
    },
    'step.change': async (page) => {
      await page.getByRole('button', { name: '修改 訂單編號' }).click();
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    'xstate.done.actor.submit': async (_page, _event, { world }) => {
      await (await world.arrived()).continue();
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      const { status, data } = event.error as { status: number; data: unknown };
      await (await world.arrived()).fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });
    },
  },
  states: {
    editing: async (page, _snapshot, { event }) => {
      await expectStep(page, /\/contact$/, 0, HEADINGS.editing);
      if (event.type === 'xstate.error.actor.submit' && event.error === townRefused) {
        const summary = page.getByRole('alert').filter({ hasText: '請修正以下欄位' });
        await expect(summary.getByRole('link', { name: '此鄉鎮市區不在所選縣市內。' })).toBeVisible();
      }
      if (event.type === 'step.change') await expect(page.locator('#section1').getByLabel('訂單編號')).toBeFocused();
    },
    reviewing: async (page, _snapshot, { event }) => {
      await expectStep(page, /\/contact\/step2$/, 1, HEADINGS.reviewing);
      await expect(page.getByText('HL-20261101-0042')).toBeVisible();
      if (event.type === 'xstate.error.actor.submit' && event.error === captchaRefused) {
        await expect(page.getByRole('link', { name: '此驗證已使用過，請重新驗證。' })).toBeVisible();
      }
    },
    submitting: async (page) => {
      await expect(page).toHaveURL(/\/contact\/step2$/);
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page) => {
      await expectStep(page, /\/contact\/step2$/, 1, HEADINGS.reviewing);
      const problem = page.getByRole('alert').filter({ hasText: '資料尚未送出' });
      await expect(problem).toContainText('系統忙碌中，請稍後再試。');
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    // the done page is a page of its own: the top of the page, its heading focused, every step done
    done: async (page) => {
      await expect(page).toHaveURL(/\/contact\/step3$/);
      await expect(stepHeading(page, HEADINGS.done)).toBeFocused();
      const progress = page.getByRole('navigation', { name: '填寫進度' });
      await expect(progress).toContainText('全部步驟已完成');
      await expect(progress.locator('[aria-current="step"]')).toHaveCount(0);
      await expect(progress.getByText('（已完成）')).toHaveCount(STEP_NAMES.length);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByText(/案件編號：#\d{10}/)).toBeVisible();
    },
  },
};

// every path through the UI costs seconds: a covering few of them, plus the happy one
const subset: MachinePath<ContactMachine>[] = coveringSubset(contactModel.machine, contactModel.paths);
const plan = planModelUi(contactModel, contactUi, subset);

test.describe('contact flow, in the running app', () => {
  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(contactModel.machine, contactModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(contactModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, contactUi);
    });
  }
});
