import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { MediaContentType } from '../../schemas/media.schema';
import { decodeSlotsOf } from './decode-slots';

/** The image types taken in, by what their bytes say, and the type each is stored as. */
const STORED_AS: Readonly<Record<string, MediaContentType>> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  // a GIF is kept as its first frame; AVIF (newer phones) as JPEG, which every browser shows
  'image/gif': 'image/png',
  'image/avif': 'image/jpeg',
};

export const EXTENSIONS: Readonly<Record<MediaContentType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The most pixels an upload may have, read from its header before anything is decoded (a tiny
 * file of a huge canvas, a decompression bomb, is refused unread). A photo of a receipt or a
 * product label needs far less; 25 megapixels takes every phone's default photo, the largest
 * being the 24 MP (5712 × 4284) of recent iPhones, and turns away 48/50/200 MP full-resolution
 * modes, whose decoding holds 200–800 MB of pixels for seconds (the member is asked for a smaller one).
 */
export const MEDIA_MAX_MEGAPIXELS = 25;
const MAX_INPUT_PIXELS = MEDIA_MAX_MEGAPIXELS * 1_000_000;
/**
 * Decodes at once across all requests: each holds up to ~100 MB of pixels (25 MP × 4 bytes) and a
 * core; two keep memory bounded and leave the server's other work a core, however many arrive.
 */
export const decodeSlots = decodeSlotsOf(2);
/** Phone photos are kept at a size that still shows a serial number, not at 50 megapixels. */
const MAX_EDGE = 4096;

export interface ReencodedImage {
  bytes: Uint8Array;
  contentType: MediaContentType;
  width: number;
  height: number;
}

export type ReencodeResult =
  | { ok: true; image: ReencodedImage }
  | { ok: false; reason: 'notImage' | 'unreadable' | 'tooManyPixels' };

/**
 * The upload's bytes decide what it is (never its name or declared type): an image of a known
 * type is decoded, turned upright by its EXIF orientation, and encoded again from its pixels, so
 * nothing of the original file survives but the picture (no EXIF, GPS, ICC comments or trailing
 * payloads). SVG is text, not an image here: it could carry script.
 */
export async function reencodeImage(input: Uint8Array): Promise<ReencodeResult> {
  const sniffed = await fileTypeFromBuffer(input);
  const target = sniffed ? STORED_AS[sniffed.mime] : undefined;
  if (!target) return { ok: false, reason: 'notImage' };
  const size = await headerSize(input);
  if (!size) return { ok: false, reason: 'unreadable' };
  if (size.width * size.height > MAX_INPUT_PIXELS) return { ok: false, reason: 'tooManyPixels' };
  return decodeSlots.run(() => decodeAndEncode(input, target));
}

/** The canvas its header declares (nothing decoded), or null for a header that cannot be read. */
async function headerSize(input: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(input, { animated: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

async function decodeAndEncode(input: Uint8Array, target: MediaContentType): Promise<ReencodeResult> {
  try {
    // the limit again, for a file whose header lied about its size
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    pipeline =
      target === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : target === 'image/png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: { bytes: new Uint8Array(data), contentType: target, width: info.width, height: info.height },
    };
  } catch {
    // a truncated or corrupt file, or one beyond the pixel limit
    return { ok: false, reason: 'unreadable' };
  }
}
