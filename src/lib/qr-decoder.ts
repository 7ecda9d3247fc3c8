import type { ReaderOptions } from 'zxing-wasm/reader';

/** One QR code read from a picture: its text as the decoder rendered it, and its raw bytes. */
export interface QrRead {
  text: string;
  /** the code's own bytes: the only lossless form of a Big5 code */
  bytes: Uint8Array;
}

/**
 * Every QR code in the picture (an e-invoice has two side by side), looking hard: a phone photo of
 * a receipt is small, tilted and unevenly lit.
 */
export const QR_READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryDownscale: true,
  maxNumberOfSymbols: 8,
};

type ZXingReader = typeof import('zxing-wasm/reader');
let loading: Promise<ZXingReader> | null = null;

/**
 * zxing-wasm and its .wasm, fetched the first time a picture is decoded (only the pages that
 * scan pay for them: both are dynamic imports, in chunks of their own). The .wasm is the build's
 * own file: zxing-wasm would otherwise fetch it from a CDN, which the site's CSP and offline use
 * both forbid.
 */
function loadReader(): Promise<ZXingReader> {
  loading ??= Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/reader/zxing_reader.wasm?url')]).then(
    async ([zxing, wasm]) => {
      await zxing.prepareZXingModule({
        overrides: {
          locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.default : prefix + path),
        },
        fireImmediately: true,
      });
      return zxing;
    },
  );
  // a failed load (offline mid-way) may be tried again
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Starts fetching the decoder before the first picture (when the reader appears on the page). */
export function preloadQrDecoder(): void {
  loadReader().catch(() => {
    // reported when a picture is decoded
  });
}

/** The QR codes in a photo file or a camera frame; none found is an empty list. */
export async function decodeQrCodes(input: Blob | ImageData): Promise<QrRead[]> {
  const zxing = await loadReader();
  const results = await zxing.readBarcodes(input, QR_READER_OPTIONS);
  return results.filter((r) => r.isValid).map((r) => ({ text: r.text, bytes: r.bytes }));
}
