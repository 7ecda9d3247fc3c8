// Draws the brand's two fixed images and writes them to public/ (committed; Vite copies them to
// dist/): favicon.ico (32x32) and og-default.png (1200x630, the OpenGraph card used when a page
// has no image of its own). Run `node scripts/make-brand-images.mjs` after changing a colour.
// Plain node:zlib, no image library: the shapes are a few distance functions, supersampled.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [0x2f, 0x3e, 0x36]; // theme-color of index.html
const CREAM = [0xf4, 0xef, 0xe6];
const OCHRE = [0xb8, 0x8a, 0x4a];

// --- PNG ------------------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** pixels: RGBA bytes, row by row */
function encodePng(width, height, pixels) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- shapes (signed distances: < 0 inside) ---------------------------------------------------
const segment = (px, py, ax, ay, bx, by) => {
  const [dx, dy, qx, qy] = [bx - ax, by - ay, px - ax, py - ay];
  const t = Math.max(0, Math.min(1, (qx * dx + qy * dy) / (dx * dx + dy * dy)));
  return Math.hypot(qx - t * dx, qy - t * dy);
};
const roundedBox = (px, py, cx, cy, hw, hh, r) => {
  const qx = Math.abs(px - cx) - hw + r;
  const qy = Math.abs(py - cy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};

/**
 * The mark: a house (roof, walls, door) in unit coordinates centred on 0,0, about 1.3 wide.
 * True where the point is on the mark.
 */
function onHouse(x, y, stroke) {
  const roof = Math.min(segment(x, y, -0.66, 0.02, 0, -0.56), segment(x, y, 0, -0.56, 0.66, 0.02));
  if (roof < stroke / 2) return true;
  const walls = Math.abs(roundedBox(x, y, 0, 0.3, 0.44, 0.3, 0.04));
  if (walls < stroke / 2 && y > -0.05) return true;
  return roundedBox(x, y, 0, 0.42, 0.12, 0.2, 0.03) < 0;
}

/** Renders with n×n samples per pixel; `paint(x, y)` returns [r, g, b, a] for a point. */
function render(width, height, n, paint) {
  const out = Buffer.alloc(width * height * 4);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const [r, g, b, a] = paint(px + (sx + 0.5) / n, py + (sy + 0.5) / n);
          acc[0] += r * a;
          acc[1] += g * a;
          acc[2] += b * a;
          acc[3] += a;
        }
      }
      const i = (py * width + px) * 4;
      const alpha = acc[3] / (n * n);
      for (let c = 0; c < 3; c++) out[i + c] = acc[3] ? Math.round(acc[c] / acc[3]) : 0;
      out[i + 3] = Math.round(alpha * 255);
    }
  }
  return out;
}

// --- favicon.ico: the mark in cream on a rounded green square ---------------------------------
const favicon = render(32, 32, 6, (x, y) => {
  if (roundedBox(x, y, 16, 16, 16, 16, 7) > 0) return [0, 0, 0, 0];
  const u = (x - 16) / 12.5;
  const v = (y - 16.5) / 12.5;
  return onHouse(u, v, 0.21) ? [...CREAM, 1] : [...GREEN, 1];
});
const faviconPng = encodePng(32, 32, favicon);
// ICO container with one PNG image (read by every current browser and OS)
const icoHeader = Buffer.alloc(22);
icoHeader.writeUInt16LE(0, 0); // reserved
icoHeader.writeUInt16LE(1, 2); // type: icon
icoHeader.writeUInt16LE(1, 4); // one image
icoHeader[6] = 32; // width
icoHeader[7] = 32; // height
icoHeader[8] = 0; // no palette
icoHeader[9] = 0;
icoHeader.writeUInt16LE(1, 10); // planes
icoHeader.writeUInt16LE(32, 12); // bits per pixel
icoHeader.writeUInt32LE(faviconPng.length, 14);
icoHeader.writeUInt32LE(22, 18); // offset of the image
writeFileSync('public/favicon.ico', Buffer.concat([icoHeader, faviconPng]));

// --- og-default.png: cream card in a thin ochre frame, the mark on a green disc, an ochre rule ---
const W = 1200;
const H = 630;
const og = render(W, H, 3, (x, y) => {
  let color = CREAM;
  // a thin inset frame
  const frame = Math.abs(roundedBox(x, y, W / 2, H / 2, W / 2 - 36, H / 2 - 36, 10));
  if (frame < 1) color = OCHRE;
  // the mark
  const cx = W / 2;
  const cy = 282;
  const R = 150;
  if (Math.hypot(x - cx, y - cy) < R)
    color = onHouse((x - cx) / (R * 0.62), (y - cy + 8) / (R * 0.62), 0.13) ? CREAM : GREEN;
  // a short rule under it
  if (roundedBox(x, y, cx, 496, 64, 2, 2) < 0) color = OCHRE;
  return [...color, 1];
});
writeFileSync('public/og-default.png', encodePng(W, H, og));

console.log('wrote public/favicon.ico and public/og-default.png');
