/**
 * Pictures for the QR decoder as pixels: a camera frame, or a photo file decoded by the browser
 * (which knows the phone's formats, HEIC on Safari included). Big ones are scaled down: a receipt's
 * code stays readable at 2000 pixels, and a 12-megapixel photo decodes several times faster.
 */
const MAX_EDGE = 2000;

let canvas: HTMLCanvasElement | null = null;

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData | null {
  const scale = Math.min(1, MAX_EDGE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  canvas ??= document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

/** The video's current frame; null before it has one. */
export function videoFrame(video: HTMLVideoElement): ImageData | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  return pixelsOf(video, video.videoWidth, video.videoHeight);
}

/** The photo's pixels, upright (EXIF orientation applied); null when the browser cannot decode it. */
export async function photoPixels(file: Blob): Promise<ImageData | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      return pixelsOf(bitmap, bitmap.width, bitmap.height);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}
