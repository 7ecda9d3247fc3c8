import { GIFT_CLAIMS_TEXT } from '../../src/screens/staff/staff-gift-text';
import {
  approve,
  decidedFirst,
  decisionRefused,
  parcelRefused,
  reasonRefused,
  refuse,
  STARTS,
  serverDown,
  ship,
  staffDecisionModel,
} from '../models/staff-decision.model';
import { expectFlowStep } from '../support/e2e-flow-page';
import { type HeldSends, heldReviewEvents, holdSends } from '../support/e2e-flow-server';
import { claimAGift } from '../support/e2e-gift';
import { signInAsNewMember } from '../support/e2e-member';
import { adminContext } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';
import { coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * A staff decision (issue 28 item 7) on a gift claim's page, /staff/gift-claims/{id}, along a
 * covering set of the staff-decision machine's paths from a claim waiting for review and from an
 * approved one. Each path's person (a new member the worker's admin grants `service`) claims a gift
 * through the API (approved through the API too for the approved start); the decision's call is
 * held and answered as the path says (a refusal by field, someone deciding first, a failure), and on
 * the done paths passed on to the real server. The contact message's answer (the `answering` page)
 * is the inbox's: tests/e2e/staff-claims.spec.ts answers one.
 */

type DecisionMachine = typeof staffDecisionModel.machine;
interface DecisionWorld extends HeldSends {
  claimId: number;
}

const D = GIFT_CLAIMS_TEXT.decision;
const STEP_NAMES = ['選擇處理方式', '填寫內容', '確認並送出'];
const CHOICES: Record<string, string> = { approve: D.approve, refuse: D.refuse, ship: GIFT_CLAIMS_TEXT.ship.label };
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const errorOf = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.submit' ? event.error : undefined;
const refusalOf = (error: unknown) => Object.values((error as typeof reasonRefused).data.errors)[0]?.[0] ?? '';
const chosen = (path: MachinePath<DecisionMachine>, index: number) =>
  path.steps[index]?.state.context.data.decision?.decision ?? '';

const decisionUi: UiPathMap<DecisionMachine, DecisionWorld> = {
  async setup(page, path) {
    const { email } = await signInAsNewMember(page);
    const origin = new URL((await page.request.get('/api/health')).url()).origin;
    // the event's second gift: staff-claims.spec.ts counts the stock of the first
    const claim = await claimAGift(page.request, origin, { items: [2] });
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser for the admin');
    const admin = await adminContext(browser, origin);
    const granted = await admin.request.post('/api/staff/people', { data: { email, roles: ['service'] } });
    expect(granted.status(), 'the admin grants service').toBe(200);
    await admin.close();
    if (path.input === STARTS.approved) {
      const approved = await page.request.post(`/api/staff/gift-claims/${claim.id}/decision`, { data: approve });
      expect(approved.status(), 'the claim is approved first').toBe(200);
    }
    const held = await holdSends(page, `**/api/staff/gift-claims/${claim.id}/*`);
    await page.goto(`/staff/gift-claims/${claim.id}`);
    return { claimId: claim.id, ...held };
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      const data = event.data as Record<string, string>;
      if (from.value === 'choosing') {
        if (data.decision) await page.getByRole('radio', { name: new RegExp(`^${CHOICES[data.decision]}`) }).check();
      } else if (from.value === 'refusing') {
        await page.getByRole('textbox', { name: /^未通過原因/ }).fill(data.reason ?? '');
      } else if (from.value === 'shipping') {
        await page.getByRole('textbox', { name: /^物流業者/ }).fill(data.carrier ?? '');
        await page.getByRole('textbox', { name: /^物流單號/ }).fill(data.tracking_number ?? '');
      } else {
        const decision = from.context.data.decision?.decision;
        const confirm = decision === 'ship' ? GIFT_CLAIMS_TEXT.ship.submit : D.submit;
        await page.getByRole('button', { name: confirm }).click();
        return;
      }
      await page.getByRole('button', { name: '下一步' }).click();
    },
    // the real server decides on the done paths: the done page says what it did
    ...heldReviewEvents,
  },
  states: {
    choosing: async (page, _s, { event, path }) => {
      await expect(heading(page, '選擇處理方式')).toBeVisible();
      await expectFlowStep(page, 1, STEP_NAMES);
      for (const move of (path.input as { moves: string[] }).moves) {
        await expect(page.getByRole('radio', { name: new RegExp(`^${CHOICES[move]}`) })).toBeVisible();
      }
      if (errorOf(event) === decisionRefused) {
        await expect(page.getByRole('alert').getByRole('link', { name: refusalOf(decisionRefused) })).toBeVisible();
      }
    },
    refusing: async (page, _s, { event }) => {
      await expect(heading(page, '填寫未通過原因')).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      if (errorOf(event) === reasonRefused) {
        await expect(page.getByRole('textbox', { name: /^未通過原因/ })).toHaveAccessibleDescription(
          new RegExp(refusalOf(reasonRefused)),
        );
      }
    },
    shipping: async (page, _s, { event }) => {
      await expect(heading(page, '填寫物流資料')).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      if (errorOf(event) === parcelRefused) {
        await expect(page.getByRole('textbox', { name: /^物流單號/ })).toHaveAccessibleDescription(
          new RegExp(refusalOf(parcelRefused)),
        );
      }
    },
    answering: async (page) => {
      await expect(heading(page, '填寫回覆內容')).toBeVisible();
    },
    reviewing: async (page, _s, { path, index }) => {
      await expect(heading(page, '確認並送出')).toBeVisible();
      await expectFlowStep(page, 3, STEP_NAMES);
      const decision = chosen(path, index);
      await expect(page.locator('.review-list')).toContainText(CHOICES[decision] ?? '');
      if (decision === refuse.decision) await expect(page.locator('.review-list')).toContainText('發票照片模糊');
      if (decision === ship.decision) await expect(page.locator('.review-list')).toContainText('TW-12345678');
    },
    submitting: async (page) => {
      await expectFlowStep(page, 3, STEP_NAMES);
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page) => {
      await expect(heading(page, '確認並送出')).toBeVisible();
      const problem = page.getByRole('alert').filter({ hasText: '資料尚未送出' });
      await expect(problem).toContainText(serverDown.data.message);
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    // someone decided first: their word, the claim as it is now (read again), and a way to decide again
    conflict: async (page, _s, { path }) => {
      await expect(heading(page, '這筆資料已有人處理')).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: decidedFirst.data.message })).toBeVisible();
      const now = path.input === STARTS.approved ? '已核准' : '審核中';
      await expect(page.getByText(`目前狀態：${now}`)).toBeVisible();
      await page.getByRole('button', { name: '重新審核' }).click();
      await expect(heading(page, '選擇處理方式')).toBeFocused();
    },
    done: async (page, _s, { path, index, world }) => {
      await expect(heading(page, '已送出')).toBeFocused();
      const decision = chosen(path, index);
      const said = decision === ship.decision ? GIFT_CLAIMS_TEXT.ship.shipped : D.refused;
      await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
      await expect(page.getByText(GIFT_CLAIMS_TEXT.done)).toBeVisible();
      // the server did decide, and the page shows the claim as it is now
      const stored = (await (await page.request.get(`/api/staff/gift-claims/${world.claimId}`)).json()) as {
        data: { state: string };
      };
      expect(stored.data.state).toBe(decision === ship.decision ? 'shipped' : 'rejected');
    },
  },
};

// the claim's starts: a message's decision is the inbox's
const claimPaths = staffDecisionModel.paths.filter((p) => p.input !== STARTS.message);
const subset: MachinePath<DecisionMachine>[] = coveringSubset(staffDecisionModel.machine, claimPaths);
const plan = planModelUi(staffDecisionModel, decisionUi, subset);
const INBOX = 'a contact message’s answer: the inbox screen (tests/e2e/staff-claims.spec.ts answers one)';

test.describe('staff decision on a gift claim, in the running app', () => {
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
  });

  test('a covering set of the claim’s paths takes every state and transition through the UI', () => {
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(staffDecisionModel, plan, {
      uncovered: {
        'staff-decision.answering': INBOX,
        'staff-decision.choosing|step.submit|2': INBOX,
        'staff-decision.answering|step.submit|0': INBOX,
        'staff-decision.answering|step.back|0': INBOX,
        'staff-decision.reviewing|step.back|2': INBOX,
        'staff-decision.submitting|xstate.error.actor.submit|4': INBOX,
      },
    });
    expect([ui.missingStates.length, ui.missingTransitions.length]).toEqual([1, 5]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      test.setTimeout(90_000);
      await replayPathInBrowser(page, path, decisionUi);
    });
  }
});
