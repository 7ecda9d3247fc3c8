import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { MediaContentType } from '../../schemas/media.schema';

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

/** A decompression bomb (a tiny file of a huge canvas) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Phone photos are kept at a size that still shows a serial number, not at 50 megapixels. */
const MAX_EDGE = 4096;

export interface ReencodedImage {
  bytes: Uint8Array;
  contentType: MediaContentType;
  width: number;
  height: number;
}

export type ReencodeResult = { ok: true; image: ReencodedImage } | { ok: false; reason: 'notImage' | 'unreadable' };

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
  try {
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
