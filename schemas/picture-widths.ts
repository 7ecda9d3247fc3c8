/**
 * The narrower copies a stored picture is kept in, so a phone fetches a file near its own width
 * instead of the 1200- or 1920-pixel original (issue 23 §7). The pictures the seed stores (the
 * demo pictures of public/demo, drawn by scripts/make-demo-images.mjs) have a WebP copy at each
 * width below their own, named `<name>-<width>w.webp`; the original serves its own width.
 */
export const PICTURE_WIDTHS = [480, 800, 1200] as const;

/**
 * Where pictures with narrower copies live: the seed's (`/demo/`), and those staff upload
 * (`/media/{id}/{name}`, whose copies the server makes when first asked: media-widths.service.ts).
 */
export const STORED_PICTURES = /^\/(demo|media)\//;

/** The narrower copies' widths of a picture `width` pixels wide. */
export const narrowerWidths = (width: number) => PICTURE_WIDTHS.filter((w) => w < width);

/** The address of a stored picture's copy `width` pixels wide. */
export const pictureWidthLink = (link: string, width: number) => link.replace(/\.[a-z]+$/i, `-${width}w.webp`);

/**
 * The `srcset` of a picture: every copy with its width, the original last. A picture from anywhere
 * else (a link an editor typed) is one candidate of its own width: still a valid `srcset` for the
 * `sizes` beside it.
 */
export function pictureSrcset(image: { link: string; width: number }): string {
  const copies = STORED_PICTURES.test(image.link) && !image.link.includes('?') ? narrowerWidths(image.width) : [];
  return [...copies.map((w) => `${pictureWidthLink(image.link, w)} ${w}w`), `${image.link} ${image.width}w`].join(', ');
}
