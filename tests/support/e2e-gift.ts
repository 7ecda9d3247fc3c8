// Filling in the gift claim flow as a member would, for the gift specs. Playwright only.
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type {
  GiftClaim,
  GiftDeliveryInput,
  GiftPurchaseInput,
  GiftSubmissionInput,
} from '../../schemas/gift-apply.schema';
import type { UploadedMedia } from '../../schemas/media.schema';
import { solveCaptcha } from './captcha';
import { giftClaimBody } from './gift-claim';

/** A small real PNG of one colour (a photo stand-in the server can store and serve back). */
export function solidPng(rgb: [number, number, number], size = 24): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: size }, () => Buffer.from(rgb)))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PHOTO_FILES = {
  invoice: { name: 'invoice.png', mimeType: 'image/png', buffer: solidPng([240, 240, 230]) },
  product: { name: 'product.png', mimeType: 'image/png', buffer: solidPng([40, 90, 160]) },
};

/** A signed-in member's claim of the demo's first event, sent as the claim flow sends it (photos first, then the claim with the captcha). */
export async function claimAGift(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<GiftSubmissionInput> = {},
): Promise<GiftClaim> {
  const medias: UploadedMedia[] = [];
  for (const file of [PHOTO_FILES.invoice, PHOTO_FILES.product]) {
    const up = await request.post('/api/user/medias/gift', { multipart: { files: file } });
    expect(up.status(), await up.text()).toBe(200);
    const [photo] = ((await up.json()) as { data: UploadedMedia[] }).data;
    if (photo) medias.push({ id: photo.id, url: photo.url, name: photo.name });
  }
  const sent = await request.post('/api/submit_gift_event', {
    data: giftClaimBody({ ...overrides, medias, token: await solveCaptcha(baseURL) }),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return ((await sent.json()) as { data: GiftClaim }).data;
}

/** Step 1 as typed (the QR reader is the other way in). */
export async function fillPurchase(page: Page, purchase: GiftPurchaseInput) {
  const form = page.locator('form.flow-form');
  await form.getByLabel('購買通路').selectOption(String(purchase.channel_id));
  await form.getByLabel('銷售人員').fill(String(purchase.sale_person ?? ''));
  await form.getByLabel('發票號碼').fill(String(purchase.invoice_number));
  await form.getByLabel('發票日期').fill(String(purchase.invoice_date));
  await form.getByLabel('發票金額').fill(String(purchase.invoice_amount));
  await form.getByLabel('隨機碼').fill(String(purchase.random_code));
  await form.getByLabel('買方統一編號').fill(String(purchase.tax_id ?? ''));
  await form.getByLabel('購買商品').fill(String(purchase.invoice_products));
}

/** Step 2: pick the photos; each goes up at once, with its progress bar, and shows when done. */
export async function uploadPhotos(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.locator('input[type="file"][name="medias"]').setInputFiles(files);
  for (const file of files) await expect(page.getByRole('link', { name: file.name, exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Step 3: the gift (by its name) and the address. */
export async function fillDelivery(page: Page, delivery: GiftDeliveryInput, giftName: string | null) {
  if (giftName) await page.getByRole('radio', { name: new RegExp(giftName) }).check();
  await page.getByLabel('收件人姓名').fill(delivery.receive_name);
  await page.getByLabel('收件人手機').fill(delivery.receive_phone);
  await page.getByLabel('縣市').selectOption(delivery.receive_city);
  await page.getByLabel('鄉鎮市區').selectOption(delivery.receive_town);
  await page.getByLabel('收件地址').fill(delivery.receive_address);
}
