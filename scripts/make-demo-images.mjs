// Draws the demo pictures listed in server/seed/images.seed.ts into public/demo/ as small SVG
// files: abstract shapes in the brand's palette, the same every run (a seeded generator), so the
// committed files only change when the list or the drawing does.
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
  plates(w, h, rand, ink) {
    const out = [];
    for (let i = 0; i < 5; i += 1) {
      const r = r1((0.12 + rand() * 0.22) * Math.min(w, h));
      const cx = r1(rand() * w);
      const cy = r1(h * 0.3 + rand() * h * 0.5);
      out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink()}" fill-opacity=".85"/>`);
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.62)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${r1(r * 0.04)}"/>`,
      );
    }
    return out;
  },
  arches(w, h, rand, ink) {
    const out = [];
    const n = 3 + Math.floor(rand() * 3);
    const bw = w / (n + 1);
    for (let i = 0; i < n; i += 1) {
      const x = r1(bw * 0.5 + i * bw * 1.05);
      const top = r1(h * (0.25 + rand() * 0.3));
      const r = r1(bw * 0.45);
      out.push(`<path d="M${x} ${h}V${r1(top + r)}a${r} ${r} 0 0 1 ${r1(r * 2)} 0V${h}z" fill="${ink()}"/>`);
    }
    return out;
  },
  waves(w, h, rand, ink) {
    const out = [];
    for (let i = 0; i < 5; i += 1) {
      const y = r1(h * (0.3 + i * 0.15));
      const a = r1(h * (0.04 + rand() * 0.06));
      out.push(
        `<path d="M0 ${y}Q${r1(w * 0.25)} ${r1(y - a * 2)} ${r1(w * 0.5)} ${y}T${w} ${y}V${h}H0z" fill="${ink()}" fill-opacity=".7"/>`,
      );
    }
    return out;
  },
  tiles(w, h, rand, ink) {
    const out = [];
    const s = r1(Math.min(w, h) / 5);
    for (let y = 0; y < h; y += s) {
      for (let x = 0; x < w; x += s) {
        if (rand() < 0.45)
          out.push(
            `<rect x="${r1(x + s * 0.08)}" y="${r1(y + s * 0.08)}" width="${r1(s * 0.84)}" height="${r1(s * 0.84)}" rx="${r1(s * 0.18)}" fill="${ink()}"/>`,
          );
      }
    }
    return out;
  },
  steam(w, h, rand, ink) {
    const cx = r1(w * (0.35 + rand() * 0.3));
    const base = r1(h * 0.82);
    const bw = r1(Math.min(w, h) * 0.5);
    const out = [
      `<rect x="${r1(cx - bw / 2)}" y="${r1(base - bw * 0.55)}" width="${bw}" height="${r1(bw * 0.55)}" rx="${r1(bw * 0.2)}" fill="${ink()}"/>`,
      `<rect x="${r1(cx - bw * 0.6)}" y="${base}" width="${r1(bw * 1.2)}" height="${r1(h * 0.03)}" rx="${r1(h * 0.015)}" fill="${ink()}"/>`,
    ];
    for (let i = -1; i <= 1; i += 1) {
      const x = r1(cx + i * bw * 0.22);
      const y0 = r1(base - bw * 0.6);
      out.push(
        `<path d="M${x} ${y0}c${r1(-bw * 0.08)} ${r1(-h * 0.08)} ${r1(bw * 0.08)} ${r1(-h * 0.12)} 0 ${r1(-h * 0.22)}" fill="none" stroke="${ink()}" stroke-width="${r1(bw * 0.03)}" stroke-linecap="round"/>`,
      );
    }
    return out;
  },
  leaves(w, h, rand, ink) {
    const out = [];
    for (let i = 0; i < 7; i += 1) {
      const x = r1(rand() * w);
      const y = r1(rand() * h);
      const l = r1((0.15 + rand() * 0.2) * Math.min(w, h));
      const rot = Math.round(rand() * 360);
      out.push(
        `<path transform="translate(${x} ${y}) rotate(${rot})" d="M0 0C${r1(l * 0.4)} ${r1(-l * 0.35)} ${r1(l * 0.8)} ${r1(-l * 0.2)} ${l} 0C${r1(l * 0.8)} ${r1(l * 0.2)} ${r1(l * 0.4)} ${r1(l * 0.35)} 0 0z" fill="${ink()}" fill-opacity=".85"/>`,
      );
    }
    return out;
  },
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
  // the home banners show their subject (demo-scenes.mjs); the rest are still abstract motifs
  const scene = sceneSvg(img);
  if (scene) return scene;
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
