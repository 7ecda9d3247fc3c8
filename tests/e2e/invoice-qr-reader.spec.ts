import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { expect, type Page, test } from '../support/e2e-test';
import {
  fakeCameraLaunchOptions,
  invoiceQrPng,
  invoiceQrStrings,
  writeInvoiceQrY4m,
} from '../support/invoice-qr-image';

/**
 * The invoice QR reader in Chromium, on a page of its own (tests/e2e/harness/invoice-qr) built here
 * with the site's Vite config: the real component, zxing-wasm and its .wasm from the build, under
 * the site's real CSP, from a photo and from Chromium's fake camera. The flows' own specs drive it
 * inside their forms; this one proves the reader once, without any test page in the site's build.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'invoice-qr-'));
const CODES = invoiceQrStrings({
  invoiceNumber: 'QR20240305',
  date: '2024-03-05',
  randomNumber: '0427',
  total: 1280,
  items: [
    { name: '濾網', quantity: 1, unitPrice: 880 },
    { name: '清潔刷', quantity: 2, unitPrice: 200 },
  ],
});
const cameraFile = path.join(work, 'camera.y4m');
// the camera file must exist when the browser starts (the launch options name it)
writeInvoiceQrY4m(cameraFile, CODES);

test.use({ launchOptions: fakeCameraLaunchOptions(cameraFile) });

// *.localhost is a secure context (the camera needs one) and never reaches the network: every
// request of the page is answered from the harness build below, or refused
const ORIGIN = 'http://qr-harness.localhost';
let outDir = '';
let csp = '';

test.beforeAll(async ({ request }) => {
  outDir = path.join(work, 'dist');
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: path.join(ROOT, 'tests/e2e/harness/invoice-qr'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: false },
  });
  // the site's own Content-Security-Policy, as the real server sends it
  csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("'wasm-unsafe-eval'");
});

// Not in afterAll: with fullyParallel a worker runs afterAll when it has no more of this file's
// tests queued, and may be given another one later, with the module (and so the camera file's
// path) kept: the camera would be gone ("找不到相機"). The folder goes when the worker does.
process.once('exit', () => rmSync(work, { recursive: true, force: true }));

async function openHarness(page: Page): Promise<string[]> {
  const elsewhere: string[] = [];
  await page.context().route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) {
      elsewhere.push(url.href);
      return route.abort();
    }
    const file = path.join(outDir, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(outDir)) return route.abort();
    const type = file.endsWith('.wasm')
      ? 'application/wasm'
      : file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
    try {
      await route.fulfill({ body: readFileSync(file), contentType: type, headers: { 'content-security-policy': csp } });
    } catch {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  await page.goto(`${ORIGIN}/`);
  return elsewhere;
}

const readResult = async (page: Page) => JSON.parse((await page.locator('#read-result').textContent()) || 'null');

test('reads the invoice from an uploaded photo of the receipt, with the wasm shipped in the build', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const elsewhere = await openHarness(page);
  await expect(page.getByRole('button', { name: '掃描發票 QR Code' })).toBeVisible();
  // a form showing the reader does not pay for the decoder until a picture is read
  expect(requested.filter((u) => /zxing|\/reader-/.test(u))).toEqual([]);
  const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'));
  await page.getByLabel('上傳發票照片').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: await invoiceQrPng(CODES, { moduleSize: 6 }),
  });
  expect((await wasm).url()).toMatch(new RegExp(`^${ORIGIN}/assets/zxing_reader-[\\w-]+\\.wasm$`));
  await expect(page.locator('.invoice-qr-reader__status')).toHaveText('已讀取發票 QR20240305，請確認下方的發票資料。');
  expect(await readResult(page)).toMatchObject({
    invoiceNumber: 'QR20240305',
    invoiceDate: '2024-03-05',
    randomNumber: '0427',
    totalAmount: 1280,
    items: [
      { name: '濾網', quantity: 1, unitPrice: 880 },
      { name: '清潔刷', quantity: 2, unitPrice: 200 },
    ],
    source: 'photo',
  });
  await expect(page.getByLabel('發票號碼')).toHaveValue('QR20240305');
  // nothing came from a CDN (zxing-wasm's default) or anywhere else
  expect(elsewhere).toEqual([]);
});

test('says so in Chinese when the photo has no e-invoice code, and keeps what was typed', async ({ page }) => {
  await openHarness(page);
  await page.getByLabel('發票號碼').fill('AB12345678');
  await page.getByLabel('上傳發票照片').setInputFiles({
    name: 'other.png',
    mimeType: 'image/png',
    buffer: await invoiceQrPng({ left: 'https://example.com/', right: 'hello' }),
  });
  await expect(page.locator('.invoice-qr-reader__status[role=alert]')).toHaveText(/照片中找不到電子發票的 QR Code/);
  await expect(page.getByLabel('發票號碼')).toHaveValue('AB12345678');
  expect(await readResult(page)).toBeNull();
});

test('scans the invoice with the camera', async ({ page }) => {
  await openHarness(page);
  await page.getByRole('button', { name: '掃描發票 QR Code' }).click();
  await expect(page.locator('.invoice-qr-reader__status')).toHaveText('已讀取發票 QR20240305，請確認下方的發票資料。', {
    timeout: 15_000,
  });
  expect(await readResult(page)).toMatchObject({ invoiceNumber: 'QR20240305', totalAmount: 1280, source: 'camera' });
  // the camera stops once it has read the code
  await expect(page.getByRole('button', { name: '掃描發票 QR Code' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('相機畫面')).toBeHidden();
});
