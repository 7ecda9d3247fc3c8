import {
  eventApplyModel,
  invalidTickets,
  paidOrder,
  participantRefused,
  placedOrder,
  soldOut,
  ubnRefused,
  type validConfirm,
} from '../models/event-apply.model';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { answer, type HeldSends, holdSends } from '../support/e2e-flow-server';
import { signInAsNewMember } from '../support/e2e-member';
import { expect, type Page, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * Event sign-up (SPEC §2 /events/{eventId}/apply, four steps) driven along a covering set of the
 * event-apply machine's generated paths, as a signed-in member on the seeded 冬季土鍋炊飯教室: each
 * step filled through its labelled controls from the model's data (the session's radio, the
 * quantity's select, the invoice and payment radios, the agreement's box). The browser's back
 * button and an opened step address are the machine's step.back and step.forward; the order call
 * is held, then passed to the real server (a paid order, which goes on to the sandbox gateway)
 * or answered as the path says (a free order placed, refused, down).
 */

type ApplyMachine = typeof eventApplyModel.machine;
interface ApplyWorld extends HeldSends {
  eventId: number;
}

const PAID = '冬季土鍋炊飯教室';
/** the open session of PAID that the model's step-1 data (session_id 1) names */
const SESSION = '下午場';
/** SPEC §4: event apply has four steps */
const STEP_NAMES = ['選擇場次與票券', '參加者資料', '報名問卷', '發票與付款'];
const PAGES: Record<string, { n: number; suffix: string; title: string }> = {
  choosingTickets: { n: 1, suffix: '', title: '選擇場次與票券' },
  addingParticipants: { n: 2, suffix: '/step2', title: '填寫參加者資料' },
  answeringSurvey: { n: 3, suffix: '/step3', title: '填寫報名問卷' },
  confirming: { n: 4, suffix: '/step4', title: '發票、付款方式與確認' },
};
const DONE = '報名完成';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();
const addressOf = (world: ApplyWorld, suffix: string) => new RegExp(`/events/${world.eventId}/apply${suffix}$`);

async function expectPage(page: Page, world: ApplyWorld, state: string) {
  const at = PAGES[state];
  if (!at) throw new Error(`no page for ${state}`);
  await expect(page).toHaveURL(addressOf(world, at.suffix));
  await expect(heading(page, at.title)).toBeVisible();
  await expectFlowStep(page, at.n, STEP_NAMES);
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
    const held = await holdSends(page, '**/api/cart/pay');
    await page.goto(`/events/${event.id}/apply`);
    return { eventId: event.id, ...held };
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      const data = event.data as Record<string, unknown>;
      switch (from.value) {
        case 'choosingTickets':
          // the session by its radio, as a member picks it: nothing is chosen for them
          await page.getByRole('group', { name: '場次' }).getByRole('radio', { name: SESSION }).check();
          await page.getByLabel(/一般票（NT\$1,200）張數/).selectOption(data === invalidTickets ? '0' : '2');
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
          const { invoice, agree } = data as typeof validConfirm;
          await page.getByRole('radio', { name: '公司（統一編號）' }).check();
          await page.getByRole('textbox', { name: /^統一編號/ }).fill(invoice.invoice_ubn);
          await page.getByRole('textbox', { name: /^發票抬頭/ }).fill(invoice.invoice_title);
          await page.getByRole('radio', { name: '信用卡一次付清' }).check();
          const box = page.getByRole('checkbox', { name: '我已閱讀並同意活動報名條款與退款須知' });
          if (agree) await box.check();
          else await box.uncheck();
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
      const at = PAGES[from.value as string]?.n ?? 1;
      const to = Object.values(PAGES).find((p) => p.n === at + 1);
      await page.goto(`/events/${world.eventId}/apply${to?.suffix ?? ''}`);
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    'xstate.done.actor.submit': async (_page, event, { world }) => {
      const route = await world.arrived();
      // a paid order is the real server's: it places it and hands the member to the sandbox gateway
      if (event.output === paidOrder) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: placedOrder }),
      });
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      await answer(await world.arrived(), event.error);
    },
  },
  states: {
    choosingTickets: async (page, _s, { event, world }) => {
      await expectPage(page, world, 'choosingTickets');
      if (errorOf(event) === soldOut) {
        await expect(page.getByRole('link', { name: '「一般票」剩餘張數不足。' })).toBeVisible();
      }
    },
    addingParticipants: async (page, _s, { event, world }) => {
      await expectPage(page, world, 'addingParticipants');
      if (errorOf(event) === participantRefused) {
        await expect(page.getByRole('link', { name: '請填寫 2 位參加者的資料（每張票一位）。' })).toBeVisible();
      }
    },
    answeringSurvey: async (page, _s, { world }) => {
      await expectPage(page, world, 'answeringSurvey');
      await expect(page.getByText('此活動沒有報名問卷')).toBeVisible();
    },
    confirming: async (page, _s, { event, world }) => {
      await expectPage(page, world, 'confirming');
      await expect(page.getByTestId('apply-total')).toHaveText('NT$2,400');
      if (errorOf(event) === ubnRefused) {
        await expect(page.getByRole('link', { name: '請輸入正確的統一編號。' })).toBeVisible();
      }
    },
    submitting: async (page, _s, { world }) => {
      await expectPage(page, world, 'confirming');
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page, _s, { world }) => {
      await expectPage(page, world, 'confirming');
      await expect(page.getByRole('alert').filter({ hasText: '資料尚未送出' })).toContainText(
        '系統忙碌中，請稍後再試。',
      );
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    // an instant between the answer and the page after: never a page of its own
    placed: async () => {},
    paying: async (page) => {
      await expect(page).toHaveURL(/\/pay$/);
      await expect(page.getByTestId('pay-amount')).toHaveText('NT$2,400');
    },
    done: async (page, _s, { world }) => {
      await expect(page).toHaveURL(addressOf(world, '/done'));
      await expectDonePage(page, DONE, STEP_NAMES);
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
