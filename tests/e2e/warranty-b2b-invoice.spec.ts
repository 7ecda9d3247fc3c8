import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { passCaptcha } from '../support/e2e-contact';
import { signInAsNewMember } from '../support/e2e-member';
import { expect, test } from '../support/e2e-test';
import { invoiceQrStrings, writeInvoiceQrPng } from '../support/invoice-qr-image';

/**
 * Issue 22 item 13: a product bought by a company is registered from a photo of its receipt. The
 * Ministry of Finance's QR specification writes a B2B invoice's random code as four spaces; the
 * reader takes it as "no random code", leaves that field empty and says why.
 */
const work = path.resolve('.tmp', `e2e-b2b-${process.pid}`);
mkdirSync(work, { recursive: true });
const photoFile = path.join(work, 'company-receipt.png');

test('a company’s receipt (B2B, no random code) registers a warranty from its photo', async ({ page }) => {
  await writeInvoiceQrPng(
    photoFile,
    invoiceQrStrings({
      invoiceNumber: 'AB11223344',
      date: '2026-07-04',
      randomNumber: '    ',
      sales: 333,
      total: 350,
      buyerId: '04595257',
      sellerId: '10458575',
      items: [{ name: '濾網', quantity: 1, unitPrice: 350 }],
    }),
  );
  await signInAsNewMember(page);
  await page.goto('/services/warranty/form');
  await page.getByLabel('品牌').selectOption({ label: '風野' });
  await page.getByLabel('型號').selectOption({ label: '無線吸塵器 KZ-S8' });
  await page.getByLabel('產品序號').fill('KZ20261101');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '購買通路與發票' })).toBeVisible();
  await page.getByRole('combobox', { name: /^購買通路/ }).selectOption({ index: 1 });

  await page.getByLabel('上傳發票照片').setInputFiles(photoFile);
  await expect(page.getByText('已讀取發票 AB11223344')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('發票號碼')).toHaveValue('AB11223344');
  await expect(page.getByLabel('發票日期')).toHaveValue('2026-07-04');
  await expect(page.getByLabel('發票金額')).toHaveValue('350');
  const random = page.getByLabel('隨機碼');
  await expect(random).toHaveValue('');
  await expect(random).toHaveAccessibleDescription(/沒有隨機碼（公司發票）/);
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '上傳產品與發票照片' })).toBeVisible();
  await page.getByRole('button', { name: /^產品與發票照片/ }).setInputFiles(photoFile);
  await expect(page.getByRole('link', { name: 'company-receipt.png' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await passCaptcha(page);
  await page.getByRole('button', { name: '確認送出' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '保固登錄完成' })).toBeVisible();
});
