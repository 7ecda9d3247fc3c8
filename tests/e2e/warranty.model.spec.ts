import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  captchaRefused,
  channelRefused,
  photosRefused,
  serialRefused,
  validConfirm,
  validTypedProduct,
  warrantyModel,
} from '../models/warranty.model';
import { passCaptcha } from '../support/e2e-contact';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { answer, type HeldSends, holdSends } from '../support/e2e-flow-server';
import { type MemberAccount, registerMember, signInAs } from '../support/e2e-member';
import { expect, type Page, test } from '../support/e2e-test';
import { invoiceQrStrings, writeInvoiceQrPng } from '../support/invoice-qr-image';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The warranty registration (SPEC §2 /services/warranty/form) driven along a covering set of its
 * machine's generated paths, as a signed-in member: from the form with utm parameters, and from a
 * product's own link (/services/warranty/direct's query) that skips the product choice. The send is
 * held, then passed to the real server or answered as the path says.
 *
 * Not in SPEC §4: its four data steps are counted (product, purchase, photos, review), the page
 * after them is not one; from a product's link the form opens on step 2 of 4.
 */
type WarrantyMachine = typeof warrantyModel.machine;

const BASE = '/services/warranty/form';
const STEP_NAMES = ['選擇產品', '購買資料', '上傳照片', '確認送出'];
const photo = path.resolve('.tmp', `e2e-warranty-${process.pid}`, 'product.png');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const at = (page: Page, tail: string) => expect(page).toHaveURL(new RegExp(`/services/warranty/form${tail}(\\?.*)?$`));
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name });

let account: MemberAccount;
test.beforeAll(async ({ request, baseURL }) => {
  account = await registerMember(request, baseURL ?? '');
  mkdirSync(path.dirname(photo), { recursive: true });
  await writeInvoiceQrPng(photo, invoiceQrStrings({ invoiceNumber: 'CA63388616', date: '2018-04-27', total: 65 }));
});

async function productLink(page: Page) {
  const { data } = (await (await page.request.get('/api/option/products?type=all')).json()) as {
    data: { id: number; subject: string; models: { id: number; subject: string }[] }[];
  };
  const info = data.find((i) => i.subject === '風野');
  const model = info?.models.find((m) => m.subject === '無線吸塵器 KZ-S8');
  return `?brand_id=${info?.id}&model_id=${model?.id}&serial=KZ20261101`;
}

const TAIL: Record<string, string> = {
  choosingProduct: '',
  describingPurchase: '/step2',
  addingPhotos: '/step3',
  reviewing: '/step4',
};

const warrantyUi: UiPathMap<WarrantyMachine, HeldSends> = {
  async setup(page, path) {
    await signInAs(page, account);
    const held = await holdSends(page, '**/api/user/warranties');
    const direct = (path.input as { direct: boolean }).direct;
    await page.goto(`${BASE}${direct ? await productLink(page) : '?utm_source=line&utm_campaign=warranty2026'}`);
    return held;
  },
  events: {
    'step.submit': async (page, event, { from }) => {
      switch (from.value) {
        case 'choosingProduct':
          if (event.data === validTypedProduct) {
            // 索琳工坊 does not verify models (its seeded product info): the model is typed
            await page.getByRole('combobox', { name: /^品牌/ }).selectOption({ label: '索琳工坊' });
            await page.getByRole('textbox', { name: /^型號/ }).fill(validTypedProduct.model_name);
            break;
          }
          await page.getByRole('combobox', { name: /^品牌/ }).selectOption({ label: '風野' });
          await page.getByRole('combobox', { name: /^型號/ }).selectOption({ label: '無線吸塵器 KZ-S8' });
          await page.getByRole('textbox', { name: /^產品序號/ }).fill('KZ20261101');
          break;
        case 'describingPurchase':
          await page.getByRole('combobox', { name: /^購買通路/ }).selectOption({ index: 1 });
          await page.getByRole('textbox', { name: /^發票號碼/ }).fill('CA63388616');
          await page.getByLabel('發票日期').fill('2018-04-27');
          break;
        case 'addingPhotos':
          await page.getByRole('button', { name: /^產品與發票照片/ }).setInputFiles(photo);
          await expect(link(page, 'product.png').first()).toBeVisible();
          break;
        default:
          if (event.data === validConfirm) await passCaptcha(page);
          await page.getByRole('button', { name: '確認送出' }).click();
          return;
      }
      await page.getByRole('button', { name: '下一步' }).click();
    },
    'step.back': async (page) => {
      await page.getByRole('button', { name: '上一步' }).click();
    },
    'step.forward': async (page, _event, { to }) => {
      await page.goto(`${BASE}${TAIL[String(to.value)] ?? ''}`);
    },
    'step.change': async (page, event) => {
      const label = { serial: '產品序號', invoice_number: '發票號碼', medias: '產品與發票照片' }[String(event.field)];
      await page.getByRole('button', { name: `修改 ${label}`, exact: true }).click();
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
    // where the form opens is no page: the product's or, from a product's link, the purchase's
    opening: async () => {},
    choosingProduct: async (page, _snapshot, { event }) => {
      await at(page, '');
      await expect(heading(page, '選擇要登錄的產品')).toBeVisible();
      await expectFlowStep(page, 1, STEP_NAMES);
      if (event.type === 'xstate.error.actor.submit' && event.error === serialRefused)
        await expect(link(page, /序號格式/)).toBeVisible();
    },
    describingPurchase: async (page, _snapshot, { event }) => {
      await at(page, '/step2');
      await expect(heading(page, '購買通路與發票')).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      if (event.type === 'xstate.error.actor.submit' && event.error === channelRefused)
        await expect(link(page, '請選擇購買通路。')).toBeVisible();
    },
    addingPhotos: async (page, _snapshot, { event }) => {
      await at(page, '/step3');
      await expect(heading(page, '上傳產品與發票照片')).toBeVisible();
      await expectFlowStep(page, 3, STEP_NAMES);
      if (event.type === 'xstate.error.actor.submit' && event.error === photosRefused)
        await expect(link(page, '照片尚未上傳完成，請重新上傳。')).toBeVisible();
    },
    reviewing: async (page, _snapshot, { event }) => {
      await at(page, '/step4');
      await expect(heading(page, '確認保固登錄資料')).toBeVisible();
      await expectFlowStep(page, 4, STEP_NAMES);
      await expect(page.getByText('CA63388616').first()).toBeVisible();
      if (event.type === 'xstate.error.actor.submit' && event.error === captchaRefused)
        await expect(link(page, '此驗證已使用過，請重新驗證。')).toBeVisible();
    },
    submitting: async (page) => {
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page) => {
      await at(page, '/step4');
      await expectFlowStep(page, 4, STEP_NAMES);
      await expect(page.getByRole('alert').filter({ hasText: '資料尚未送出' })).toBeVisible();
    },
    done: async (page) => {
      await at(page, '/done');
      await expectDonePage(page, '保固登錄完成', STEP_NAMES);
      await expect(page.getByText(/案件編號：#\d{10}/)).toBeVisible();
    },
  },
};

const subset: MachinePath<WarrantyMachine>[] = coveringSubset(warrantyModel.machine, warrantyModel.paths);
const plan = planModelUi(warrantyModel, warrantyUi, subset);

test.describe('warranty flow, in the running app', () => {
  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(warrantyModel.machine, warrantyModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(warrantyModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      await replayPathInBrowser(page, path, warrantyUi);
    });
  }
});
