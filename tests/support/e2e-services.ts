/**
 * Browser helpers of the service forms (issue 8): typing each step as a person would, from the
 * written-out values of tests/support/service-fixtures.ts.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { passCaptcha } from './e2e-contact';
import { productIds } from './service-fixtures';

export const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
/** A seeded product's brand and model ids, as the forms' product list (`/api/option/products`) offers them. */
export async function productOption(request: APIRequestContext, type: string, brand: string, model: string) {
  const { data } = (await (await request.get(`/api/option/products?type=${type}`)).json()) as { data: ProductInfo[] };
  const { brand_id, model_id } = productIds(data, brand, model);
  return { brand_id, model_id };
}

const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();

export async function fillRepairProduct(
  page: Page,
  product: { brand: string; model: string; serial?: string; problem: string },
) {
  const form = group(page, '產品');
  await form.getByLabel('品牌').selectOption({ label: product.brand });
  await form.getByLabel('型號').selectOption({ label: product.model });
  if (product.serial) await form.getByLabel('產品序號').fill(product.serial);
  await form.getByLabel('問題描述').fill(product.problem);
  await next(page);
}

async function fillPlace(form: Locator, place: { city: string; town: string; address: string }) {
  await form.getByLabel('縣市').selectOption(place.city);
  await form.getByLabel('鄉鎮市區').selectOption(place.town);
  await form.getByRole('textbox', { name: /^地址/ }).fill(place.address);
}

/** Step 2: the member's profile fills in the names; the sender's place is typed, the return copies it. */
export async function fillAddresses(page: Page) {
  const sender = group(page, '寄件人');
  await sender.getByLabel('姓名').fill('王小明');
  await sender.getByLabel('手機號碼').fill('0912345678');
  await fillPlace(sender, { city: '臺北市', town: '中正區', address: '重慶南路一段 122 號' });
  await page.getByRole('button', { name: '與寄件人相同' }).click();
  await next(page);
}

export async function fillInvoice(page: Page) {
  await page.getByLabel('發票號碼').fill('AB12345678');
  await page.getByLabel('購買日期').fill('2026-01-15');
  await next(page);
}

/** The review: the captcha and 確認送出. */
export async function sendReview(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: '確認您的申請' })).toBeVisible();
  await passCaptcha(page);
  await page.getByRole('button', { name: '確認送出' }).click();
}
