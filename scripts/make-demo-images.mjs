// Draws the demo pictures listed in server/seed/images.seed.ts into public/demo/ as small SVG
// files with WebP copies for srcset: the cards, squares and banners as scenes of their subject
// (demo-scenes.mjs, demo-things.mjs), the brands' wordmarks and the authors' portraits as shapes in
// the brand's palette; the same every run (a seeded generator), so the committed files only change
// when the list or the drawing does.
//
//   node scripts/make-demo-images.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { register } from 'tsx/esm/api';
import { sceneSvg } from './demo-scenes.mjs';

register();
const { DEMO_IMAGES } = await import('../server/seed/images.seed.ts');
const { BRANDS } = await import('../server/seed/brands.seed.ts');
const { narrowerWidths, pictureWidthLink } = await import('../schemas/picture-widths.ts');
// a brand's logo is its wordmark: the Latin name set large, the Chinese name below
const BRAND_OF_LOGO = new Map(BRANDS.map((b) => [b.logo, b]));
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const OUT = fileURLToPath(new URL('../public/demo/', import.meta.url));

// 好生活's palette: warm neutrals with terracotta, sage, deep green, mist blue and mustard.
const GROUNDS = ['#F4EFE6', '#EDE3D3', '#E6EBE4', '#E9EEF1', '#F3E7DC'];
const INKS = ['#C8775A', '#8FA58A', '#2F4A3F', '#9DB4C0', '#D9A441', '#B9A48A', '#5E7A6E'];

/** mulberry32: a tiny deterministic generator. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (s) => [...s].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);
const r1 = (n) => Math.round(n * 10) / 10;

const draw = {
  mark(w, h, rand, ink, img) {
    const brand = BRAND_OF_LOGO.get(img.name);
    if (brand) return wordmark(w, h, brand, ink());
    const r = r1(h * 0.3);
    const cx = r1(w / 2);
    const cy = r1(h / 2);
    const shapes = [
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink()}"/>`,
      `<rect x="${r1(cx - r)}" y="${r1(cy - r)}" width="${r1(r * 2)}" height="${r1(r * 2)}" rx="${r1(r * 0.3)}" fill="${ink()}"/>`,
      `<path d="M${cx} ${r1(cy - r)}L${r1(cx + r)} ${r1(cy + r)}H${r1(cx - r)}z" fill="${ink()}"/>`,
    ];
    return [
      shapes[Math.floor(rand() * shapes.length)],
      `<circle cx="${r1(cx + r * 0.9)}" cy="${r1(cy - r * 0.6)}" r="${r1(r * 0.35)}" fill="${ink()}"/>`,
    ];
  },
  portrait(w, h, _rand, ink) {
    return [
      `<circle cx="${r1(w / 2)}" cy="${r1(h * 0.4)}" r="${r1(w * 0.18)}" fill="${ink()}"/>`,
      `<path d="M${r1(w * 0.18)} ${h}a${r1(w * 0.32)} ${r1(h * 0.3)} 0 0 1 ${r1(w * 0.64)} 0z" fill="${ink()}"/>`,
    ];
  },
};

/** The brand's name as its logo: a serif Latin wordmark sized to fit, a rule, the Chinese name. */
function wordmark(w, h, brand, accent) {
  const latin = escapeXml(brand.nameEn);
  const size = r1(Math.min(40, (w * 0.82) / (brand.nameEn.length * 0.56)));
  const ink = '#2F4A3F';
  return [
    `<text x="${r1(w / 2)}" y="${r1(h * 0.52)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" letter-spacing="1" fill="${ink}">${latin}</text>`,
    `<rect x="${r1(w / 2 - 18)}" y="${r1(h * 0.62)}" width="36" height="2" fill="${accent}"/>`,
    `<text x="${r1(w / 2)}" y="${r1(h * 0.8)}" text-anchor="middle" font-family="'PingFang TC', 'Noto Sans TC', 'Microsoft JhengHei', sans-serif" font-size="16" letter-spacing="4" fill="${ink}">${escapeXml(brand.name)}</text>`,
  ];
}

function svg(img) {
  // cards, squares and banners show their subject (demo-scenes.mjs); logos and portraits are shapes
  const scene = sceneSvg(img);
  if (scene) return scene;
  if (!img.motif) throw new Error(`${img.name}: neither a scene nor a motif`);
  const rand = rng(hash(img.name));
  const ground = GROUNDS[Math.floor(rand() * GROUNDS.length)];
  const offset = Math.floor(rand() * INKS.length);
  let k = 0;
  const ink = () => INKS[(offset + k++) % INKS.length];
  const shapes = draw[img.motif](img.width, img.height, rand, ink, img);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}" viewBox="0 0 ${img.width} ${img.height}"><rect width="100%" height="100%" fill="${ground}"/>${shapes.join('')}</svg>\n`;
}

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (/\.(svg|webp)$/.test(file)) rmSync(path.join(OUT, file));
let bytes = 0;
for (const img of DEMO_IMAGES) {
  const body = svg(img);
  bytes += body.length;
  writeFileSync(path.join(OUT, `${img.name}.svg`), body);
  // the narrower copies a phone's srcset picks (schemas/picture-widths.ts), drawn from the same SVG
  for (const width of narrowerWidths(img.width)) {
    const webp = await sharp(Buffer.from(body)).resize({ width }).webp({ quality: 80, effort: 6 }).toBuffer();
    bytes += webp.length;
    writeFileSync(path.join(OUT, path.basename(pictureWidthLink(`/${img.name}.svg`, width))), webp);
  }
}
console.log(`${DEMO_IMAGES.length} pictures, ${Math.round(bytes / 1024)} KiB, in ${path.relative(process.cwd(), OUT)}`);
