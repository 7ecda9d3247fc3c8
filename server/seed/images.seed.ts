/**
 * The demo pictures that ship with the project (public/demo/*.svg, drawn by
 * scripts/make-demo-images.mjs from this list). The home banners are scenes of their subject (a pot,
 * a cooking class, a vacuum: scripts/demo-scenes.mjs), the rest abstract shapes in the brand's
 * colours: the seed stores each one's link with its width and height.
 */

export type Motif = 'plates' | 'arches' | 'waves' | 'tiles' | 'steam' | 'leaves' | 'mark' | 'portrait';

export interface DemoImage {
  name: string;
  width: number;
  height: number;
  motif: Motif;
}

const MOTIFS: Motif[] = ['plates', 'arches', 'waves', 'tiles', 'steam', 'leaves'];
const series = (prefix: string, count: number, width: number, height: number, motifs: Motif[] = MOTIFS): DemoImage[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    width,
    height,
    motif: motifs[i % motifs.length] as Motif,
  }));

export const DEMO_IMAGES: readonly DemoImage[] = [
  ...series('card', 24, 1200, 800),
  ...series('square', 12, 800, 800),
  ...series('banner-pc', 3, 1920, 720),
  ...series('banner-mobile', 3, 750, 1000),
  ...series('logo', 8, 320, 160, ['mark']),
  ...series('avatar', 4, 400, 400, ['portrait']),
];

const byName = new Map(DEMO_IMAGES.map((img) => [img.name, img]));

export const demoImageLink = (name: string) => `/demo/${name}.svg`;

/** The image columns of a row for one demo picture. */
export function demoImage(name: string) {
  const img = byName.get(name);
  if (!img) throw new Error(`unknown demo image ${name}`);
  return { imageLink: demoImageLink(name), imageWidth: img.width, imageHeight: img.height };
}

/** The n-th picture of a series, wrapping around (cards 1..24, squares 1..12). */
export const nth = (prefix: 'card' | 'square', n: number) => {
  const count = prefix === 'card' ? 24 : 12;
  return demoImage(`${prefix}-${String((n % count) + 1).padStart(2, '0')}`);
};
