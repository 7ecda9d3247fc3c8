import { REFUND_REASONS } from '../../schemas/refund.schema';
import {
  notRefundable,
  reasonsRefused,
  receipt,
  refundModel,
  termsRefused,
  validReasons,
  type validTerms,
} from '../models/refund.model';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { answer, type HeldSends, holdSends } from '../support/e2e-flow-server';
import { signInAsNewMember } from '../support/e2e-member';
import { placePaidOrder } from '../support/e2e-paid-order';
import { expect, type Page, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The refund form (SPEC §2 /member/refund/{order_number}, steps 1–3) along a covering set of the
 * refund machine's paths. Each path's member has a real paid order (placed through the API and
 * paid at the sandbox) of the seeded 年末大掃除線上工作坊; the refund call is held and answered as the
 * path says, so the order stays refundable for the path's own retries.
 */

type RefundMachine = typeof refundModel.machine;
interface RefundWorld extends HeldSends {
  orderNumber: string;
}

const EVENT = '年末大掃除線上工作坊';
/** SPEC §4: refund has three steps, the page after the send counted as the third */
const STEP_NAMES = ['退款須知', '退款原因', '申請完成'];
const HEADINGS = { readingTerms: '退款須知', givingReasons: '退款原因', done: '退款申請完成' };
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const url = (world: RefundWorld, suffix = '') => new RegExp(`/member/refund/${world.orderNumber}${suffix}$`);

const errorOf = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.submit' ? event.error : undefined;
/** the first message of a 422 refusal: the error summary's link and the line by the field */
const refusalOf = (error: unknown) => Object.values((error as typeof termsRefused).data.errors)[0]?.[0] ?? '';

const refundUi: UiPathMap<RefundMachine, RefundWorld> = {
  async setup(page) {
    await signInAsNewMember(page);
    const orderNumber = await placePaidOrder(page.request, {
      event: EVENT,
      participants: [{ name: '測試會員', phone: '0912345678', email: 'member@example.com' }],
    });
    const held = await holdSends(page, '**/api/user/refund_order/**');
    await page.goto(`/member/refund/${orderNumber}`);
    return { orderNumber, ...held };
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      if (from.value === 'readingTerms') {
        const { accept } = event.data as typeof validTerms;
        await page.getByRole('checkbox', { name: /^我已閱讀並同意退款須知/ }).setChecked(accept);
        await page.getByRole('button', { name: '下一步' }).click();
        return;
      }
      const { reasons, other_reason } = event.data as typeof validReasons;
      const group = page.getByRole('group', { name: '退款原因（可複選）' });
      for (const reason of REFUND_REASONS) {
        await group.getByRole('checkbox', { name: reason }).setChecked(reasons.includes(reason));
      }
      await page.getByLabel('其他原因').fill(other_reason);
      await page.getByRole('button', { name: '確認退款' }).click();
    },
    'step.back': async (page, _event, { from }) => {
      if (from.value === 'failed') await page.getByRole('button', { name: '上一步' }).click();
      else await page.goBack();
    },
    'step.forward': async (page, _event, { world }) => {
      await page.goto(`/member/refund/${world.orderNumber}/step2`);
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    'xstate.done.actor.submit': async (_page, _event, { world }) => {
      const body = { data: { ...receipt, order_number: world.orderNumber } };
      await (await world.arrived()).fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(body),
      });
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      await answer(await world.arrived(), event.error);
    },
  },
  states: {
    readingTerms: async (page, _s, { event, world }) => {
      await expect(page).toHaveURL(url(world));
      await expect(heading(page, HEADINGS.readingTerms)).toBeVisible();
      await expectFlowStep(page, 1, STEP_NAMES);
      if (errorOf(event) === termsRefused) {
        const message = refusalOf(termsRefused);
        await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
        const box = page.getByRole('checkbox', { name: /^我已閱讀並同意退款須知/ });
        await expect(box).toHaveAccessibleDescription(message);
      }
    },
    givingReasons: async (page, _s, { event, world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expect(heading(page, HEADINGS.givingReasons)).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      if (errorOf(event) === reasonsRefused) {
        const message = refusalOf(reasonsRefused);
        await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
        await expect(page.getByRole('group', { name: '退款原因（可複選）' })).toHaveAccessibleDescription(message);
      }
    },
    submitting: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expectFlowStep(page, 2, STEP_NAMES);
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page, _s, { event, world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expect(heading(page, HEADINGS.givingReasons)).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      const problem = page.getByRole('alert').filter({ hasText: '資料尚未送出' });
      await expect(problem).toContainText(
        errorOf(event) === notRefundable ? '此訂單目前無法退款。' : '系統忙碌中，請稍後再試。',
      );
      await expect(page.getByText(validReasons.reasons.join('、'))).toBeVisible();
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    done: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world, '/step3'));
      await expectDonePage(page, HEADINGS.done, STEP_NAMES);
      await expect(page.getByText('已為您辦理退款 NT$2,400。')).toBeVisible();
      await expect(page.getByRole('link', { name: '檢視折讓單' })).toHaveAttribute(
        'href',
        `/member/activity/credit-note/${receipt.credit_note_no}`,
      );
    },
  },
};

const subset: MachinePath<RefundMachine>[] = coveringSubset(refundModel.machine, refundModel.paths);
const plan = planModelUi(refundModel, refundUi, subset);

test.describe('refund flow, in the running app', () => {
  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(refundModel.machine, refundModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(refundModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, refundUi);
    });
  }
});
