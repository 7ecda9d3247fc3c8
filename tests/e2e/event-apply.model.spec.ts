import {
  eventApplyModel,
  invalidTickets,
  participantRefused,
  placedOrder,
  soldOut,
  ubnRefused,
  validConfirm,
} from '../models/event-apply.model';
import { signInAsNewMember } from '../support/e2e-member';
import { expect, type Page, type Route, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * Event sign-up (SPEC §2 /events/{eventId}/apply, steps 1–4) driven along a covering set of the
 * event-apply machine's generated paths, as a signed-in member on the seeded 冬季土鍋炊飯教室. The
 * browser's back button and an opened step URL are the machine's step.back and step.forward; the
 * order call is held, then answered as the path says (placed, refused, down), so these paths sell
 * nothing: the real order, payment and refund are tests/e2e/events.spec.ts's.
 */

type ApplyMachine = typeof eventApplyModel.machine;
interface ApplyWorld {
  eventId: number;
  arrived: () => Promise<Route>;
}

const PAID = '冬季土鍋炊飯教室';
/** the open session of PAID that the model's step-1 data (session_id 1) names */
const SESSION = '週六下午場';
const STEP_NAMES = ['選擇場次與票券', '參加者資料', '報名問卷', '發票與付款'];
const STEP_OF: Record<string, number> = {
  choosingTickets: 0,
  addingParticipants: 1,
  answeringSurvey: 2,
  confirming: 3,
};
const suffix = ['', '/step2', '/step3', '/step4'];

const currentStep = (page: Page) => page.getByRole('navigation', { name: '填寫進度' }).locator('[aria-current="step"]');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();

async function expectStep(page: Page, world: ApplyWorld, index: number, title: string) {
  await expect(page).toHaveURL(new RegExp(`/events/${world.eventId}/apply${suffix[index]}$`));
  await expect(heading(page, title)).toBeVisible();
  await expect(currentStep(page)).toContainText(STEP_NAMES[index] ?? '');
}

const errorOf = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.submit' ? event.error : undefined;

const applyUi: UiPathMap<ApplyMachine, ApplyWorld> = {
  async setup(page) {
    await signInAsNewMember(page);
    const list = (await (await page.request.get('/api/events?per_page=50')).json()) as {
      data: { top: { id: number; subject: string }[]; list: { data: { id: number; subject: string }[] } };
    };
    const event = [...list.data.top, ...list.data.list.data].find((e) => e.subject === PAID);
    if (!event) throw new Error(`no seeded event ${PAID}`);
    const held: Route[] = [];
    let wake: (() => void) | null = null;
    await page.route('**/api/cart/pay', async (route) => {
      held.push(route);
      wake?.();
    });
    const arrived = async () => {
      while (held.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return held.shift() as Route;
    };
    await page.goto(`/events/${event.id}/apply`);
    return { eventId: event.id, arrived };
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      const data = event.data as Record<string, unknown>;
      switch (from.value) {
        case 'choosingTickets':
          // the session by its radio, as a member picks it: nothing is chosen for them
          await page.getByRole('radio', { name: SESSION }).check();
          await page.getByLabel(/一般票（NT\$ 1,200）張數/).selectOption(data === invalidTickets ? '0' : '2');
          break;
        case 'addingParticipants': {
          const people = (data as { participants: { name: string; phone: string; email: string }[] }).participants;
          for (const [i, p] of people.entries()) {
            const group = page.getByRole('group', { name: `參加者 ${i + 1}` });
            await group.getByLabel('姓名').fill(p.name);
            await group.getByLabel('手機').fill(p.phone);
            await group.getByLabel('Email').fill(p.email);
          }
          break;
        }
        case 'confirming': {
          await page.getByLabel('公司（統一編號）').check();
          await page.getByRole('textbox', { name: /^統一編號/ }).fill(validConfirm.invoice.invoice_ubn);
          await page.getByRole('textbox', { name: /^發票抬頭/ }).fill(validConfirm.invoice.invoice_title);
          await page.getByLabel('信用卡一次付清').check();
          const agree = page.getByLabel('我已閱讀並同意活動報名條款與退款須知');
          if (data === validConfirm) await agree.check();
          else await agree.uncheck();
          await page.getByRole('button', { name: '確認送出' }).click();
          return;
        }
      }
      await next(page);
    },
    'step.back': async (page, _event, { from }) => {
      if (from.value === 'failed') await page.getByRole('button', { name: '上一步' }).click();
      else await page.goBack();
    },
    // the next step's address opened again (a reload, or typed): the draft brings the member there
    'step.forward': async (page, _event, { from, world }) => {
      const at = STEP_OF[from.value as string] ?? 0;
      await page.goto(`/events/${world.eventId}/apply${suffix[at + 1]}`);
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    'xstate.done.actor.submit': async (_page, _event, { world }) => {
      await (await world.arrived()).fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: placedOrder }),
      });
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      const { status, data } = event.error as { status: number; data: unknown };
      await (await world.arrived()).fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });
    },
  },
  states: {
    choosingTickets: async (page, _s, { event, world }) => {
      await expectStep(page, world, 0, '選擇場次與票券');
      if (errorOf(event) === soldOut)
        await expect(page.getByRole('alert').first()).toContainText('「一般票」剩餘張數不足。');
    },
    addingParticipants: async (page, _s, { event, world }) => {
      await expectStep(page, world, 1, '填寫參加者資料');
      if (errorOf(event) === participantRefused) {
        await expect(page.getByText('請填寫 2 位參加者的資料（每張票一位）。').first()).toBeVisible();
      }
    },
    answeringSurvey: async (page, _s, { world }) => {
      await expectStep(page, world, 2, '填寫報名問卷');
      await expect(page.getByText('此活動沒有報名問卷')).toBeVisible();
    },
    confirming: async (page, _s, { event, world }) => {
      await expectStep(page, world, 3, '發票、付款方式與確認');
      await expect(page.getByTestId('apply-total')).toHaveText('NT$ 2,400');
      if (errorOf(event) === ubnRefused) await expect(page.getByText('請輸入正確的統一編號。').first()).toBeVisible();
    },
    submitting: async (page, _s, { world }) => {
      await expect(page).toHaveURL(new RegExp(`/events/${world.eventId}/apply/step4$`));
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page, _s, { world }) => {
      await expectStep(page, world, 3, '發票、付款方式與確認');
      await expect(page.getByRole('alert').filter({ hasText: '報名尚未完成' })).toContainText(
        '系統忙碌中，請稍後再試。',
      );
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    done: async (page, _s, { world }) => {
      await expect(page).toHaveURL(new RegExp(`/events/${world.eventId}/apply/step4$`));
      await expect(page.getByText('報名完成！')).toBeVisible();
      await expect(page.getByText(placedOrder.order_number)).toBeVisible();
    },
  },
};

const subset: MachinePath<ApplyMachine>[] = coveringSubset(eventApplyModel.machine, eventApplyModel.paths);
const plan = planModelUi(eventApplyModel, applyUi, subset);

test.describe('event sign-up flow, in the running app', () => {
  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(eventApplyModel.machine, eventApplyModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(eventApplyModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, applyUi);
    });
  }
});
