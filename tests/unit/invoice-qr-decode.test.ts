import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { QR_READER_OPTIONS, type QrRead } from '../../src/lib/qr-decoder';
import { invoiceFromQrReads, NO_INVOICE_QR } from '../../src/lib/qr-invoice-read';
import { drawInvoiceQr, invoiceQrPng, invoiceQrStrings, rgbaToI420, y4mBytes } from '../support/invoice-qr-image';

// The decoder the browser uses (zxing-wasm's reader, same options), on the pictures the browser
// tests give it. Its .wasm comes from node_modules: never the CDN zxing-wasm would fetch it from.
beforeAll(async () => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
});

const decode = async (input: Uint8Array | ImageData): Promise<QrRead[]> =>
  (await readBarcodes(input, QR_READER_OPTIONS))
    .filter((r) => r.isValid)
    .map((r) => ({ text: r.text, bytes: r.bytes }));

const CODES = invoiceQrStrings({
  invoiceNumber: 'AB12345678',
  date: '2024-03-05',
  randomNumber: '0427',
  sales: 1219,
  total: 1280,
  sellerId: '04595257',
  items: [
    { name: '無線吸塵器濾網', quantity: 1, unitPrice: 880 },
    { name: '清潔刷', quantity: 2, unitPrice: 200 },
  ],
});

describe('the e-invoice QR picture of the browser tests, decoded as the browser does', () => {
  it('reads both codes of the PNG and picks the left one for the parser', async () => {
    const reads = await decode(new Uint8Array(await invoiceQrPng(CODES)));
    expect(reads.map((r) => r.text).sort()).toEqual([CODES.left, CODES.right].sort());
    const read = invoiceFromQrReads(reads);
    expect(read).toMatchObject({
      ok: true,
      left: CODES.left,
      right: CODES.right,
      result: {
        invoiceNumber: 'AB12345678',
        invoiceDate: '2024-03-05',
        randomNumber: '0427',
        salesAmount: 1219,
        totalAmount: 1280,
        buyerId: '00000000',
        sellerId: '04595257',
        items: [
          { name: '無線吸塵器濾網', quantity: 1, unitPrice: 880 },
          { name: '清潔刷', quantity: 2, unitPrice: 200 },
        ],
        warnings: [],
      },
    });
  });

  it('reads a Big5 code from its bytes', async () => {
    const big5 = Uint8Array.from([0xa4, 0x45, 0xa4, 0x47, 0xb5, 0x4c, 0xb9, 0x5d]); // 九二無鉛
    const head = invoiceQrStrings({
      invoiceNumber: 'US39029416',
      date: '2017-05-31',
      total: 121,
      items: [],
      encoding: 0,
    }).left;
    const left = Uint8Array.from([
      ...new TextEncoder().encode(`${head.replace(/:0:0:0$/, ':1:1:0')}:`),
      ...big5,
      ...new TextEncoder().encode(':5.20:23.30'),
    ]);
    const read = invoiceFromQrReads(await decode(new Uint8Array(await invoiceQrPng({ left, right: '**' }))));
    expect(read).toMatchObject({
      ok: true,
      result: { invoiceNumber: 'US39029416', items: [{ name: '九二無鉛', quantity: 5.2 }] },
    });
  });

  it("reads the fake camera's frame (the Y plane of the .y4m, what a camera's picture comes down to)", async () => {
    const frame = drawInvoiceQr(CODES, { width: 640, height: 480 });
    const y4m = y4mBytes(frame, { frames: 2 });
    const header = new TextDecoder().decode(y4m.subarray(0, 60)).split('\n')[0] ?? '';
    expect(header).toBe('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg');
    const i420 = rgbaToI420(frame);
    expect(y4m.length).toBe(header.length + 1 + 2 * ('FRAME\n'.length + i420.length));
    // the Y plane as a grey RGBA image
    const luma = i420.subarray(0, 640 * 480);
    const grey = new Uint8ClampedArray(640 * 480 * 4);
    for (const [i, y] of luma.entries()) grey.set([y, y, y, 255], i * 4);
    const image = { data: grey, width: 640, height: 480, colorSpace: 'srgb' } as ImageData;
    const read = invoiceFromQrReads(await decode(image));
    expect(read).toMatchObject({ ok: true, result: { invoiceNumber: 'AB12345678', totalAmount: 1280 } });
    // and the colour planes are neutral on a black-and-white picture
    expect(new Set(i420.subarray(640 * 480))).toEqual(new Set([128]));
  });

  it('says so, in Chinese, when the picture has no e-invoice code, or only the right one', async () => {
    expect(
      invoiceFromQrReads(
        await decode(new Uint8Array(await invoiceQrPng({ left: 'https://example.com/', right: 'hello' }))),
      ),
    ).toEqual({
      ok: false,
      problem: 'none',
      message: NO_INVOICE_QR,
    });
    expect(invoiceFromQrReads([{ text: '**:a:1:2', bytes: new TextEncoder().encode('**:a:1:2') }])).toMatchObject({
      ok: false,
      problem: 'rightOnly',
      message: '這不是電子發票左邊的 QR Code，請掃描發票證明聯左側的 QR Code。',
    });
    const badDate = `${CODES.left.slice(0, 10)}1130231${CODES.left.slice(17)}`;
    expect(invoiceFromQrReads([{ text: badDate, bytes: new TextEncoder().encode(badDate) }])).toMatchObject({
      ok: false,
      problem: 'invalid',
      message: '發票 QR Code 的開立日期不是正確的日期。',
    });
  });
});
