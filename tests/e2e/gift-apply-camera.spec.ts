import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInAsNewMember } from '../support/e2e-member';
import { expect, test } from '../support/e2e-test';
import { taipeiDay } from '../support/gift-claim';
import { fakeCameraLaunchOptions, invoiceQrStrings, writeInvoiceQrY4m } from '../support/invoice-qr-image';

/**
 * The gift claim's purchase step filled by scanning the e-invoice with the camera (Chromium's fake
 * camera films the receipt's two codes). The photographed way in is in gift-apply.spec.ts.
 */

const work = mkdtempSync(path.join(tmpdir(), 'gift-camera-'));
const cameraFile = path.join(work, 'camera.y4m');
const INVOICE = 'CM20261122';
// the camera file must exist when the browser starts (the launch options name it)
writeInvoiceQrY4m(
  cameraFile,
  invoiceQrStrings({ invoiceNumber: INVOICE, date: taipeiDay(-2), randomNumber: '0815', total: 4200 }),
);
test.use({ launchOptions: fakeCameraLaunchOptions(cameraFile) });
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('a member scans the e-invoice with the camera and the purchase step fills in', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/giftmain/brand-hs/giftid-1/apply');
  await page.getByRole('button', { name: '掃描發票 QR Code' }).click();
  await expect(page.getByText(`已讀取發票 ${INVOICE}，請確認下方的發票資料。`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('發票號碼')).toHaveValue(INVOICE);
  await expect(page.getByLabel('發票日期')).toHaveValue(taipeiDay(-2));
  await expect(page.getByLabel('發票金額')).toHaveValue('4200');
  await expect(page.getByLabel('隨機碼')).toHaveValue('0815');
  // the fields stay the member's to correct
  await page.getByLabel('發票金額').fill('4300');
  await expect(page.getByLabel('發票金額')).toHaveValue('4300');
});
