import { expect, type Page } from '@playwright/test';
import type { ContactMessageInput } from '../../schemas/contact.schema';

/** Step 1's own form: the page has another Email field (the subscribe panel below it). */
export const messageForm = (page: Page) => page.locator('#section1');

/** Types step 1 of the contact form as a person would, from a test's written-out values (class 2). */
export async function fillMessage(page: Page, data: ContactMessageInput) {
  const form = messageForm(page);
  const others = (data.others ?? {}) as Record<string, string>;
  await form.getByLabel('姓名').fill(String(data.name));
  await form.getByLabel('Email').fill(String(data.email));
  await form.getByLabel('手機號碼').fill(String(data.phone));
  await form.getByLabel('聯絡類別').selectOption({ label: '維修與保固' });
  await form.getByLabel('品牌').selectOption(String(others.brand_name));
  await form.getByLabel('商品名稱').fill(String(others.item_name));
  await form.getByLabel('縣市').selectOption(String(others.city));
  if (others.town) await form.getByLabel('鄉鎮市區').selectOption(String(others.town));
  await form.getByRole('textbox', { name: /^地址/ }).fill(String(others.address));
  await form.getByLabel('訂單編號').fill(String(others.order_number));
  await form.getByLabel('留言內容').fill(String(data.content));
}

export async function passCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: '我不是機器人' }).click();
  await expect(page.getByText('已通過驗證')).toBeVisible();
}
