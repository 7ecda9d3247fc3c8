import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { passCaptcha } from '../support/e2e-contact';
import { signInAsNewMember } from '../support/e2e-member';
import { expect, test } from '../support/e2e-test';
import { invoiceQrStrings, writeInvoiceQrPng } from '../support/invoice-qr-image';

/**
 * SPEC §3 product info `is_verify_model`: a brand that does not verify models (索琳工坊, its seeded
 * product info) has no list to pick the model from; the member types it, and the registration
 * keeps what was typed.
 */
const work = path.resolve('.tmp', `e2e-typed-model-${process.pid}`);
mkdirSync(work, { recursive: true });
const photoFile = path.join(work, 'plate.png');

test('a member types the model of a brand that does not verify models, and it is registered as typed', async ({
  page,
}) => {
  await writeInvoiceQrPng(photoFile, invoiceQrStrings({ invoiceNumber: 'CA63388616', date: '2018-04-27', total: 65 }));
  await signInAsNewMember(page);
  await page.goto('/services/warranty/form');
  const brand = page.getByRole('combobox', { name: /^品牌/ });
  // a brand that verifies models: its list
  await brand.selectOption({ label: '風野' });
  await expect(page.getByRole('combobox', { name: /^型號/ })).toBeVisible();
  await brand.selectOption({ label: '索琳工坊' });
  await expect(page.getByRole('combobox', { name: /^型號/ })).toHaveCount(0);
  const model = page.getByRole('textbox', { name: /^型號/ });
  await expect(model).toBeVisible();
  // required: left empty, the step says so by the field
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(model).toHaveAccessibleDescription(/請輸入型號。/);
  await expect(page.getByRole('heading', { level: 2, name: '選擇要登錄的產品' })).toBeVisible();
  await model.fill('手繪陶盤 32cm 藍釉');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '購買通路與發票' })).toBeVisible();
  await page.getByRole('combobox', { name: /^購買通路/ }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^發票號碼/ }).fill('CA63388616');
  await page.getByLabel('發票日期').fill('2018-04-27');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '上傳產品與發票照片' })).toBeVisible();
  await page.getByRole('button', { name: /^產品與發票照片/ }).setInputFiles(photoFile);
  await expect(page.getByRole('link', { name: 'plate.png' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '確認保固登錄資料' })).toBeVisible();
  await expect(page.getByText('索琳工坊 手繪陶盤 32cm 藍釉')).toBeVisible();
  await passCaptcha(page);
  await page.getByRole('button', { name: '確認送出' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '保固登錄完成' })).toBeVisible();

  const records = (await (await page.request.get('/api/user/warranties/all')).json()) as {
    data: { brand_name: string; model_name: string }[];
  };
  expect(records.data[0]).toMatchObject({ brand_name: '索琳工坊', model_name: '手繪陶盤 32cm 藍釉' });
});
