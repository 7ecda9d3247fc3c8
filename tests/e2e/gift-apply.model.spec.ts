import type { GiftDeliveryInput, GiftPurchaseInput } from '../../schemas/gift-apply.schema';
import {
  captchaRefused,
  giftApplyModel,
  giftGone,
  invalidPhotos,
  invoiceRefused,
  photosRefused,
  serverDown,
  validPhotos,
} from '../models/gift-apply.model';
import { passCaptcha } from '../support/e2e-contact';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { fillDelivery, fillPurchase, PHOTO_FILES, uploadPhotos } from '../support/e2e-gift';
import { type MemberAccount, registerMember, signInAs } from '../support/e2e-member';
import { expect, type Page, type Route, test } from '../support/e2e-test';
import { freshInvoiceNumber } from '../support/gift-claim';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The gift claim (SPEC §2 /giftmain/brand-hs/giftid-{id}/apply, four steps) driven along a
 * covering set of the gift-apply machine's generated paths, as a signed-in member of the running
 * app: photos really uploaded, step 1's check and the send held and then passed to the real server
 * (yes, sent) or answered as the path says (refused, down). Step 1 is the SPEC's address, steps
 * 2 to 4 `/step2`…`/step4` after it and the page after them `/done`: opening the next step's
 * address is the machine's step.forward.
 */

type GiftMachine = typeof giftApplyModel.machine;

/** Requests to one API address, held until the path says how the server answers them. */
interface Held {
  arrived: () => Promise<Route>;
}

async function hold(page: Page, url: string): Promise<Held> {
  const held: Route[] = [];
  let wake: (() => void) | null = null;
  await page.route(url, async (route) => {
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

/** Answer a held request as the path's error says (a 422 with its fields, a 500). */
async function answerWith(held: Held, error: unknown) {
  const { status, data } = error as { status: number; data: unknown };
  await (await held.arrived()).fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });
}

interface GiftWorld {
  /** the final send (POST /api/submit_gift_event) */
  send: Held;
  /** step 1 asked of the server (POST /api/check_gift_purchase) */
  check: Held;
  /** this path's own invoice number: the real server takes one claim per invoice */
  invoice: string;
}

const APPLY = '/giftmain/brand-hs/giftid-1/apply';
/** SPEC §4: gift apply has four steps; the page after them is not one of them */
const STEP_NAMES = ['購買資料', '上傳照片', '贈品與寄送', '確認送出'];
const HEADINGS = {
  purchasing: '填寫購買資料',
  photographing: '上傳發票與商品照片',
  choosing: '選擇贈品與寄送地址',
  reviewing: '確認申請內容',
  done: '已收到您的申請',
};
/** the demo event's gifts by id, as the test data names them */
const GIFT_NAMES: Record<number, string> = { 1: 'HEPA 替換濾網組' };

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

const STEP_URLS = [/\/apply$/, /\/apply\/step2$/, /\/apply\/step3$/, /\/apply\/step4$/];
const STEP_OF: Record<string, number> = { purchasing: 1, photographing: 2, choosing: 3, reviewing: 4 };

/** Step `n` of the four: its address, its heading, 「步驟 n／4」 with its name current. */
async function expectStep(page: Page, n: number, heading: string) {
  await expect(page).toHaveURL(STEP_URLS[n - 1] as RegExp);
  await expect(stepHeading(page, heading)).toBeVisible();
  await expectFlowStep(page, n, STEP_NAMES);
}

const summaryLink = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: '請修正以下欄位' }).getByRole('link', { name: message });

let account: MemberAccount;

const giftUi: UiPathMap<GiftMachine, GiftWorld> = {
  async setup(page) {
    await signInAs(page, account);
    const send = await hold(page, '**/api/submit_gift_event');
    const check = await hold(page, '**/api/check_gift_purchase');
    await page.goto(APPLY);
    return { send, check, invoice: freshInvoiceNumber('UI') };
  },
  events: {
    'step.submit': async (page, event, { from, world }) => {
      const data = event.data as Record<string, unknown>;
      switch (from.value) {
        case 'purchasing':
          await fillPurchase(page, { ...(data as GiftPurchaseInput), invoice_number: world.invoice });
          await page.getByRole('button', { name: '下一步' }).click();
          return;
        case 'photographing': {
          // the photos the step already holds stay; pick what the path's data adds to them
          const have = await page.locator('.upload-field__file a').count();
          const want = data === invalidPhotos ? 1 : validPhotos.medias.length;
          const files = [PHOTO_FILES.invoice, PHOTO_FILES.product].slice(have, want);
          if (files.length) await uploadPhotos(page, files);
          await page.getByRole('button', { name: '下一步' }).click();
          return;
        }
        case 'choosing': {
          const delivery = data as GiftDeliveryInput;
          const [gift] = delivery.items as number[];
          await fillDelivery(page, delivery, gift === undefined ? null : (GIFT_NAMES[gift] ?? null));
          await page.getByRole('button', { name: '下一步' }).click();
          return;
        }
        default:
          if ((data as { token: string }).token) await passCaptcha(page);
          await page.getByRole('button', { name: '確認送出' }).click();
      }
    },
    'step.back': async (page) => {
      await page.getByRole('button', { name: '上一步' }).click();
    },
    // the next step's address opened again (typed, or a bookmark): the draft brings the member to it
    'step.forward': async (page, _event, { from }) => {
      await page.goto(`${APPLY}/step${(STEP_OF[String(from.value)] ?? 1) + 1}`);
    },
    'step.change': async (page, event) => {
      const label = { invoice_number: '發票號碼', medias: '發票與商品照片', receive_address: '收件地址' }[
        (event as unknown as { field: string }).field as 'invoice_number'
      ];
      await page.getByRole('button', { name: `修改 ${label}`, exact: true }).click();
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    // the real server answers: this path's invoice was never claimed
    'xstate.done.actor.check': async (_page, _event, { world }) => {
      await (await world.check.arrived()).continue();
    },
    'xstate.error.actor.check': async (_page, event, { world }) => {
      await answerWith(world.check, event.error);
    },
    'xstate.done.actor.submit': async (_page, _event, { world }) => {
      await (await world.send.arrived()).continue();
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      await answerWith(world.send, event.error);
    },
  },
  states: {
    purchasing: async (page, _snapshot, { event }) => {
      await expectStep(page, 1, HEADINGS.purchasing);
      if (event.error === invoiceRefused) {
        // refused when step 1 was sent, or by the final send: by the field, on step 1
        await expect(summaryLink(page, '此發票已申請過贈品，每張發票限申請一次。')).toBeVisible();
        await expect(page.getByLabel('發票號碼')).toHaveAccessibleDescription(/此發票已申請過贈品/);
      }
      if (event.type === 'xstate.error.actor.check' && event.error === serverDown) {
        const problem = page.getByRole('alert').filter({ hasText: '尚未確認發票資料' });
        await expect(problem).toContainText('系統忙碌中，請稍後再試。');
        // what was typed is kept, to send again
        await expect(page.getByLabel('發票號碼')).toHaveValue(/^UI\d{8}$/);
        await expect(page.getByRole('button', { name: '下一步' })).toBeEnabled();
      }
      if (event.type === 'step.change') await expect(page.getByLabel('發票號碼')).toBeFocused();
    },
    // the server is asked about the invoice: step 1 stays, its 下一步 waits
    checkingPurchase: async (page) => {
      await expectStep(page, 1, HEADINGS.purchasing);
      await expect(page.getByRole('button', { name: /確認中/ })).toBeDisabled();
    },
    photographing: async (page, _snapshot, { event }) => {
      await expectStep(page, 2, HEADINGS.photographing);
      if (event.type === 'xstate.error.actor.submit' && event.error === photosRefused)
        await expect(summaryLink(page, '找不到上傳的圖片，請重新上傳。')).toBeVisible();
    },
    choosing: async (page, _snapshot, { event }) => {
      await expectStep(page, 3, HEADINGS.choosing);
      if (event.type === 'xstate.error.actor.submit' && event.error === giftGone)
        await expect(summaryLink(page, '此贈品已送完，請選擇其他贈品。')).toBeVisible();
      if (event.type === 'step.change') await expect(page.getByLabel('收件地址')).toBeFocused();
    },
    reviewing: async (page, _snapshot, { event }) => {
      await expectStep(page, 4, HEADINGS.reviewing);
      // the gift the radio chose reached the form, and the review
      await expect(page.getByText('HEPA 替換濾網組')).toBeVisible();
      if (event.type === 'xstate.error.actor.submit' && event.error === captchaRefused)
        await expect(page.getByRole('link', { name: '此驗證已使用過，請重新驗證。' })).toBeVisible();
    },
    submitting: async (page) => {
      await expectStep(page, 4, HEADINGS.reviewing);
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page) => {
      await expectStep(page, 4, HEADINGS.reviewing);
      const problem = page.getByRole('alert').filter({ hasText: '資料尚未送出' });
      await expect(problem).toContainText('系統忙碌中，請稍後再試。');
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/apply\/done$/);
      await expectDonePage(page, HEADINGS.done, STEP_NAMES);
      await expect(page.getByText(/申請編號：#\d{10}/)).toBeVisible();
      await expect(page.getByText('HEPA 替換濾網組｜審核中')).toBeVisible();
    },
  },
};

// every path through the UI costs seconds: a covering few of them, plus the happy one
const subset: MachinePath<GiftMachine>[] = coveringSubset(giftApplyModel.machine, giftApplyModel.paths);
const plan = planModelUi(giftApplyModel, giftUi, subset);

test.describe('gift claim flow, in the running app', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    account = await registerMember(request, baseURL ?? '');
    await request.dispose();
  });

  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(giftApplyModel.machine, giftApplyModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(giftApplyModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, giftUi);
    });
  }
});
