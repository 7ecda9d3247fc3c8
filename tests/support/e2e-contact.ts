import { expect, type Page } from '@playwright/test';
import type { ContactMessageInput } from '../../schemas/contact.schema';

/** Types step 1 as a person would, from the model's written-out values. */
export async function fillMessage(page: Page, data: ContactMessageInput) {
  const others = (data.others ?? {}) as Record<string, string>;
  await page.getByLabel('姓名').fill(String(data.name));
  await page.getByLabel('Email').fill(String(data.email));
  await page.getByLabel('手機號碼').fill(String(data.phone));
  await page.getByLabel('聯絡類別').selectOption({ label: '維修與保固' });
  await page.getByLabel('品牌').selectOption(String(others.brand_name));
  await page.getByLabel('商品名稱').fill(String(others.item_name));
  await page.getByLabel('縣市').selectOption(String(others.city));
  if (others.town) await page.getByLabel('鄉鎮市區').selectOption(String(others.town));
  await page.getByRole('textbox', { name: /^地址/ }).fill(String(others.address));
  await page.getByLabel('訂單編號').fill(String(others.order_number));
  await page.getByLabel('留言內容').fill(String(data.content));
}

export async function passCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: '我不是機器人' }).click();
  await expect(page.getByText('已通過驗證')).toBeVisible();
}
