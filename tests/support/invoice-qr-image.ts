import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import chromiumFlags from '../../scripts/chromium-flags.json' with { type: 'json' };

/**
 * Pictures of an e-invoice's two QR codes for tests (DOMAIN.md "E-invoice QR code"): a PNG for
 * "上傳發票照片", and a Chromium fake-camera file for "掃描發票 QR Code":
 *
 *   const codes = invoiceQrStrings({ invoiceNumber: 'AB12345678', date: '2024-03-05', total: 1280 });
 *   await writeInvoiceQrPng('receipt.png', codes);               // page.setInputFiles(...)
 *   await writeInvoiceQrY4m('camera.y4m', codes);                // launch Chromium with
 *   //   --use-fake-device-for-media-stream --use-fake-ui-for-media-stream
 *   //   --use-file-for-fake-video-capture=camera.y4m
 *   test.use({ launchOptions: fakeCameraLaunchOptions('camera.y4m') });   // at the spec's top level
 */

export interface InvoiceQrItemSpec {
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface InvoiceQrSpec {
  invoiceNumber: string;
  /** ISO `YYYY-MM-DD`; written as the ROC date */
  date: string;
  randomNumber?: string;
  /** pre-tax; 0 (tax not split out) by default */
  sales?: number;
  total: number;
  buyerId?: string;
  sellerId?: string;
  items?: InvoiceQrItemSpec[];
  /** 0 Big5, 1 UTF-8 (default), 2 Base64 */
  encoding?: 0 | 1 | 2;
  /** upper-case hex amounts (some printers) */
  upperHex?: boolean;
}

/** A code's content: text, or bytes for a Big5 code (written in byte mode as is). */
export type QrPayload = string | Uint8Array;

export interface InvoiceQrCodes {
  left: QrPayload;
  right: QrPayload;
}

const hex8 = (n: number, upper: boolean) => {
  const h = n.toString(16).padStart(8, '0');
  return upper ? h.toUpperCase() : h;
};

/** The left and right codes of a receipt, as a printer writes them (the first item on the left). */
export function invoiceQrStrings(spec: InvoiceQrSpec): { left: string; right: string } {
  const [y, m, d] = spec.date.split('-');
  const roc = `${String(Number(y) - 1911).padStart(3, '0')}${m}${d}`;
  const upper = spec.upperHex ?? false;
  const header = [
    spec.invoiceNumber,
    roc,
    spec.randomNumber ?? '0427',
    hex8(spec.sales ?? 0, upper),
    hex8(spec.total, upper),
    spec.buyerId ?? '00000000',
    spec.sellerId ?? '53538851',
    // the encryption field: only the seller's key could make a real one; its shape is what counts
    'AAAAAAAAAAAAAAAAAAAAAA==',
  ].join('');
  const items = spec.items ?? [{ name: '測試商品', quantity: 1, unitPrice: spec.total }];
  const encoding = spec.encoding ?? 1;
  const triplet = (i: InvoiceQrItemSpec) => `${i.name}:${i.quantity}:${i.unitPrice}`;
  const [first, ...more] = items;
  const left = `${header}:**********:${items.length}:${items.length}:${encoding}${first ? `:${triplet(first)}` : ''}`;
  const right = `**${more.map((i) => `:${triplet(i)}`).join('')}`;
  return { left, right };
}

/** A QR code's dark modules, row by row. */
function modules(payload: QrPayload): { size: number; dark: (row: number, col: number) => boolean } {
  const data = typeof payload === 'string' ? new TextEncoder().encode(payload) : payload;
  // byte mode, low error correction: what the receipt printers use
  const qr = QRCode.create([{ data, mode: 'byte' }], { errorCorrectionLevel: 'L' });
  const { size } = qr.modules;
  return { size, dark: (row, col) => qr.modules.get(row, col) === 1 };
}

export interface RgbaImage {
  width: number;
  height: number;
  /** 4 bytes a pixel, rows top to bottom */
  data: Uint8Array;
}

/**
 * The two codes side by side on white, left code first as on the 證明聯, each with its quiet zone.
 * `width`/`height` give a frame of that size (a camera's) with the codes centred in it.
 */
export function drawInvoiceQr(
  codes: InvoiceQrCodes,
  options: { moduleSize?: number; width?: number; height?: number } = {},
): RgbaImage {
  const left = modules(codes.left);
  const right = modules(codes.right);
  const quiet = 4;
  const cell = options.moduleSize ?? 4;
  const codesWidth = (left.size + right.size + quiet * 3) * cell;
  const codesHeight = (Math.max(left.size, right.size) + quiet * 2) * cell;
  const width = options.width ?? codesWidth;
  const height = options.height ?? codesHeight;
  if (codesWidth > width || codesHeight > height) throw new Error(`the codes need ${codesWidth}×${codesHeight} pixels`);
  const data = new Uint8Array(width * height * 4).fill(255);
  const x0 = Math.floor((width - codesWidth) / 2);
  const y0 = Math.floor((height - codesHeight) / 2);
  const paint = (code: ReturnType<typeof modules>, left0: number) => {
    for (let row = 0; row < code.size; row++) {
      for (let col = 0; col < code.size; col++) {
        if (!code.dark(row, col)) continue;
        for (let dy = 0; dy < cell; dy++) {
          const y = y0 + (quiet + row) * cell + dy;
          const start = (y * width + left0 + (quiet + col) * cell) * 4;
          // black, opaque: RGB 0, alpha stays 255
          for (let dx = 0; dx < cell; dx++) data.fill(0, start + dx * 4, start + dx * 4 + 3);
        }
      }
    }
  };
  paint(left, x0);
  paint(right, x0 + (left.size + quiet) * cell);
  return { width, height, data };
}

/** The picture as a PNG file's bytes. */
export function invoiceQrPng(codes: InvoiceQrCodes, options?: Parameters<typeof drawInvoiceQr>[1]): Promise<Buffer> {
  const image = drawInvoiceQr(codes, options);
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();
}

export async function writeInvoiceQrPng(
  file: string,
  codes: InvoiceQrCodes,
  options?: Parameters<typeof drawInvoiceQr>[1],
): Promise<void> {
  writeFileSync(file, await invoiceQrPng(codes, options));
}

/**
 * RGBA → one I420 frame (full-range BT.601, what `C420jpeg` declares): the Y plane, then U and V
 * at half resolution, each the average of a 2×2 block. Width and height must be even.
 */
export function rgbaToI420(image: RgbaImage): Uint8Array {
  const { width, height, data } = image;
  if (width % 2 || height % 2) throw new Error('I420 needs an even width and height');
  const out = new Uint8Array(width * height * 1.5);
  const uOffset = width * height;
  const vOffset = uOffset + (width / 2) * (height / 2);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      out[y * width + x] = clamp(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + x + dx) * 4;
        r += data[i] ?? 0;
        g += data[i + 1] ?? 0;
        b += data[i + 2] ?? 0;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const c = (y / 2) * (width / 2) + x / 2;
      out[uOffset + c] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      out[vOffset + c] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  return out;
}

/** A YUV4MPEG2 file of `frames` identical frames (Chromium's fake camera plays it in a loop). */
export function y4mBytes(image: RgbaImage, { fps = 10, frames = 10 } = {}): Uint8Array {
  const header = new TextEncoder().encode(`YUV4MPEG2 W${image.width} H${image.height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frameHeader = new TextEncoder().encode('FRAME\n');
  const frame = rgbaToI420(image);
  const out = new Uint8Array(header.length + frames * (frameHeader.length + frame.length));
  out.set(header, 0);
  let offset = header.length;
  for (let n = 0; n < frames; n++) {
    out.set(frameHeader, offset);
    offset += frameHeader.length;
    out.set(frame, offset);
    offset += frame.length;
  }
  return out;
}

/** A 640×480 camera that films the receipt's two codes. */
export function writeInvoiceQrY4m(file: string, codes: InvoiceQrCodes, options: { moduleSize?: number } = {}): void {
  const image = drawInvoiceQr(codes, { moduleSize: options.moduleSize ?? 4, width: 640, height: 480 });
  writeFileSync(file, y4mBytes(image));
}

/** Chromium's launch arguments for a camera that plays `y4mFile` and is allowed without asking. */
export const fakeCameraArgs = (y4mFile: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${y4mFile}`,
];

/** Playwright's launchOptions for a spec whose camera films `y4mFile` (the site's usual flags kept). */
export const fakeCameraLaunchOptions = (y4mFile: string) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumFlags, ...fakeCameraArgs(y4mFile)],
});
