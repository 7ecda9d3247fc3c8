import { formatMoney } from '../../schemas/money';
import { REFUND_METHOD_NAMES, type RefundMethod } from '../../schemas/staff-order.schema';
import { ORDERS_TEXT } from '../../src/screens/staff/staff-orders-text';
import {
  declinedOrder,
  type notRefundable,
  reasonRefused,
  START,
  type serverDown,
  staffRefundModel,
  ticketsTaken,
} from '../models/staff-refund.model';
import { expectFlowStep } from '../support/e2e-flow-page';
import { answer, type HeldSends, heldReviewEvents, holdSends } from '../support/e2e-flow-server';
import { signInAsNewMember } from '../support/e2e-member';
import { placePaidOrder } from '../support/e2e-paid-order';
import { adminContext } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';
import { coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * A staff refund (issue 27 item 4) on an order's page, /staff/orders/{no}, along a covering set of
 * the staff-refund machine's paths. Each path's person (a new member the worker's admin grants
 * `events`) buys two tickets of the seeded 餐桌花藝與器皿搭配 through the API and pays at the
 * sandbox; the model's tickets 11 and 12 are that order's first and second. The refund's call is
 * held and answered as the path says (a ticket taken meanwhile, a refused reason, an order no
 * longer refundable, a failure); on the done paths it goes on to the real server, which refunds
 * through the sandbox gateway, and on the gateway's refusal (which the sandbox never gives) the
 * page gets the order as the server keeps it then: its newest refund failed.
 */

type RefundMachine = typeof staffRefundModel.machine;
interface Ticket {
  id: number;
  registration_number: string;
}
interface RefundWorld extends HeldSends {
  orderNumber: string;
  /** the model's ticket ids (11, 12) → the order's tickets */
  tickets: Map<number, Ticket>;
}

const EVENT = '餐桌花藝與器皿搭配';
const PRICE = 800;
const R = ORDERS_TEXT.refund;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const errorOf = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.submit' ? event.error : undefined;
const refusalOf = (error: unknown) => Object.values((error as typeof reasonRefused).data.errors)[0]?.[0] ?? '';
const picked = (path: MachinePath<RefundMachine>, index: number): number[] =>
  path.steps[index]?.state.context.data.tickets?.item_ids ?? [];
const ticketBox = (page: Page, t: Ticket | undefined) =>
  page
    .getByRole('group', { name: /^要退款的票券/ })
    .getByRole('checkbox', { name: new RegExp(`^${t?.registration_number}`) });

interface StaffOrderBody {
  data: { items: Ticket[]; refunds: Record<string, unknown>[] } & Record<string, unknown>;
}
const orderOf = async (page: Page, no: string) =>
  (await (await page.request.get(`/api/staff/orders/${no}`)).json()) as StaffOrderBody;

const refundUi: UiPathMap<RefundMachine, RefundWorld> = {
  async setup(page) {
    const { email } = await signInAsNewMember(page);
    const person = (n: number) => ({ name: `退款測試${n}`, phone: '0912345678', email: 'refund@example.com' });
    const orderNumber = await placePaidOrder(page.request, { event: EVENT, participants: [person(1), person(2)] });
    const origin = new URL((await page.request.get('/api/health')).url()).origin;
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser for the admin');
    const admin = await adminContext(browser, origin);
    const granted = await admin.request.post('/api/staff/people', { data: { email, roles: ['events'] } });
    expect(granted.status(), 'the admin grants events').toBe(200);
    await admin.close();
    const { items } = (await orderOf(page, orderNumber)).data;
    expect(items).toHaveLength(2);
    const tickets = new Map(START.open.map((id, i) => [id, items[i] as Ticket]));
    const held = await holdSends(page, `**/api/staff/orders/${orderNumber}/refunds`);
    await page.goto(`/staff/orders/${orderNumber}`);
    return { orderNumber, tickets, ...held };
  },
  events: {
    'step.submit': async (page, event, { from, world }) => {
      const data = event.data as {
        item_ids?: number[];
        method?: RefundMethod;
        reason?: string;
        notify_member?: boolean;
      };
      if (from.value === 'picking') {
        for (const [id, ticket] of world.tickets) {
          await ticketBox(page, ticket).setChecked(data.item_ids?.includes(id) ?? false);
        }
        await page.getByRole('button', { name: '下一步' }).click();
      } else if (from.value === 'explaining') {
        if (data.method) await page.getByRole('radio', { name: REFUND_METHOD_NAMES[data.method] }).check();
        await page.getByRole('textbox', { name: /^退款原因/ }).fill(data.reason ?? '');
        await page.getByRole('checkbox', { name: R.notify }).setChecked(data.notify_member ?? true);
        await page.getByRole('button', { name: '下一步' }).click();
      } else {
        await page.getByRole('button', { name: R.confirm }).click();
      }
    },
    ...heldReviewEvents,
    // the real server refunds through the sandbox; the gateway's refusal is the order as the server keeps it then
    'xstate.done.actor.submit': async (page, event, { world }) => {
      const route = await world.arrived();
      if (event.output !== declinedOrder) return route.continue();
      const sent = route.request().postDataJSON() as { item_ids: number[]; method: RefundMethod; reason: string };
      const order = await orderOf(page, world.orderNumber);
      const failed = {
        id: 1_000_000,
        status: 'failed',
        method: sent.method,
        amount: PRICE * sent.item_ids.length,
        item_ids: sent.item_ids,
        requested_by: 'staff',
        reason: sent.reason,
        notify_member: true,
        attempts: 1,
        failure_reason: declinedOrder.refunds.at(-1)?.failure_reason,
        gateway_answer: null,
        credit_note_no: null,
        created_at: new Date().toISOString(),
        settled_at: null,
      };
      const body = { data: { ...order.data, refunds: [...order.data.refunds, failed] } };
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      await answer(await world.arrived(), event.error);
    },
  },
  states: {
    picking: async (page, _s, { event, world }) => {
      await expect(heading(page, '選擇退款票券')).toBeVisible();
      await expectFlowStep(page, 1, R.steps);
      for (const ticket of world.tickets.values()) await expect(ticketBox(page, ticket)).toBeVisible();
      if (errorOf(event) === ticketsTaken) {
        const message = refusalOf(ticketsTaken);
        await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
        await expect(page.getByRole('group', { name: /^要退款的票券/ })).toHaveAccessibleDescription(
          new RegExp(message),
        );
      }
    },
    explaining: async (page, _s, { event }) => {
      await expect(heading(page, '退款方式與原因')).toBeVisible();
      await expectFlowStep(page, 2, R.steps);
      if (errorOf(event) === reasonRefused) {
        await expect(page.getByRole('textbox', { name: /^退款原因/ })).toHaveAccessibleDescription(
          new RegExp(refusalOf(reasonRefused)),
        );
      }
    },
    reviewing: async (page, _s, { path, index }) => {
      await expect(heading(page, '確認退款')).toBeVisible();
      await expectFlowStep(page, 3, R.steps);
      const count = picked(path, index).length;
      await expect(page.getByText(R.review(count, formatMoney(PRICE * count)))).toBeVisible();
    },
    submitting: async (page) => {
      await expectFlowStep(page, 3, R.steps);
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page, _s, { event }) => {
      await expect(heading(page, '確認退款')).toBeVisible();
      const error = errorOf(event) as typeof serverDown | typeof notRefundable;
      await expect(page.getByRole('alert').filter({ hasText: '資料尚未送出' })).toContainText(error.data.message);
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    done: async (page, _s, { path, index, world }) => {
      await expect(heading(page, '退款完成')).toBeFocused();
      const ids = picked(path, index);
      await expect(
        page.getByRole('status').filter({ hasText: R.succeeded(formatMoney(PRICE * ids.length)) }),
      ).toBeVisible();
      // the server did refund those tickets, and the page's table says so
      const order = (await orderOf(page, world.orderNumber)).data as unknown as {
        items: (Ticket & { refunded_at: string | null })[];
      };
      for (const [id, ticket] of world.tickets) {
        const refunded = order.items.find((i) => i.id === ticket.id)?.refunded_at !== null;
        expect(refunded, `ticket ${ticket.registration_number}`).toBe(ids.includes(id));
        const row = page
          .getByRole('region', { name: '票券' })
          .getByRole('row', { name: new RegExp(ticket.registration_number) });
        await expect(row).toContainText(ids.includes(id) ? '已退款' : '有效');
      }
      if (ids.length < START.open.length) await expect(page.getByRole('button', { name: R.again })).toBeVisible();
    },
    refused: async (page) => {
      await expect(heading(page, '金流未完成退款')).toBeFocused();
      const reason = declinedOrder.refunds.at(-1)?.failure_reason ?? '';
      await expect(page.getByRole('alert').filter({ hasText: R.failed(reason) })).toBeVisible();
      // the failed refund waits in the refunds list, to retry or settle outside
      const refunds = page.getByRole('region', { name: '退款紀錄' });
      await expect(refunds.getByRole('button', { name: '重試退款' })).toBeVisible();
      await expect(refunds.getByRole('button', { name: '改為金流外退款' })).toBeVisible();
    },
  },
};

const subset: MachinePath<RefundMachine>[] = coveringSubset(staffRefundModel.machine, staffRefundModel.paths);
const plan = planModelUi(staffRefundModel, refundUi, subset);

test.describe('staff refund of an order’s tickets, in the running app', () => {
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
  });

  test('a covering set of the refund’s paths takes every state and transition through the UI', () => {
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(staffRefundModel, plan);
    expect([ui.missingStates.length, ui.missingTransitions.length]).toEqual([0, 0]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      test.setTimeout(90_000);
      await replayPathInBrowser(page, path, refundUi);
    });
  }
});
