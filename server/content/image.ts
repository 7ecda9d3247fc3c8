import type { Image } from '../../schemas/image.schema';

/** A stored picture (link + size columns) as the API sends it; null when the record has none. */
export function toImage(
  link: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
  alt: string,
): Image | null {
  if (!link || !width || !height) return null;
  return { link, width, height, alt };
}
