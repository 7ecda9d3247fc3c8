// Scenes for the home page's banners (scripts/make-demo-images.mjs): the thing each banner is about,
// drawn flat in one light (a window to the upper left, soft shadows to the lower right) and the
// brand's palette, so a pot reads as a pot, a cooking class as people at a counter, a vacuum as a
// vacuum. Each scene is drawn on a 1000 × 600 stage whose table or floor top is at y = 430; the
// frame (wall, window light, table) is drawn at the picture's own size and the stage placed in it,
// right of centre on a wide banner (its caption sits at the lower left), high on a tall one.

import { THINGS } from './demo-things.mjs';

const WALL = ['#F4EFE6', '#EADFCD'];
const TABLE = ['#D9C3A5', '#C4A983'];
const SHADOW = 'rgba(47,74,63,.16)';
const STAGE_TOP = 430;

function frame(w, h, tableY, floor, s) {
  const [top, edge] = floor ? ['#CDB391', '#B89A74'] : TABLE;
  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${WALL[0]}"/><stop offset="1" stop-color="${WALL[1]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    // the window's light falling across the wall from the upper left
    `<path d="M${w * 0.08} 0H${w * 0.3}L${w * 0.48} ${tableY}H${w * 0.26}z" fill="#fff" opacity=".28"/>`,
    `<rect y="${tableY}" width="${w}" height="${h - tableY}" fill="${top}"/>`,
    `<rect y="${tableY}" width="${w}" height="${Math.max(6, h * 0.012)}" fill="${edge}"/>`,
    // a room's skirting board where the wall meets the floor
    floor
      ? `<rect y="${(tableY - 38 * s).toFixed(1)}" width="${w}" height="${(38 * s).toFixed(1)}" fill="#F7F4EE"/>`
      : '',
    floor
      ? Array.from({ length: 6 }, (_, i) => {
          const y = tableY + ((h - tableY) * (i + 1)) / 7;
          return `<rect y="${y.toFixed(1)}" width="${w}" height="2" fill="${edge}" opacity=".45"/>`;
        }).join('')
      : '',
  ];
}

const steam = (x, y, size) =>
  [-1, 0, 1]
    .map(
      (i) =>
        `<path d="M${x + i * size} ${y}c${-size * 0.4} ${-size * 0.5} ${size * 0.4} ${-size * 0.9} 0 ${-size * 1.5}s${-size * 0.3} ${-size * 0.9} 0 ${-size * 1.4}" fill="none" stroke="#fff" stroke-width="${size * 0.16}" stroke-linecap="round" opacity=".85"/>`,
    )
    .join('');

/** A round cast-iron casserole in terracotta enamel on a board, steaming, a bowl and linen beside. */
function pot() {
  return `
<ellipse cx="560" cy="438" rx="260" ry="18" fill="${SHADOW}"/>
<path d="M215 432l40-22h130l-20 22z" fill="#9DB4C0"/><path d="M230 432l36-16h96l-12 16z" fill="#B7CAD3"/>
<rect x="330" y="414" width="460" height="20" rx="6" fill="#A87A4F"/><rect x="330" y="414" width="460" height="6" rx="3" fill="#BE9163"/>
<path d="M346 286h-26a18 18 0 0 0 0 36h26" fill="none" stroke="#7E3324" stroke-width="14" stroke-linecap="round"/>
<path d="M774 286h26a18 18 0 0 1 0 36h-26" fill="none" stroke="#7E3324" stroke-width="14" stroke-linecap="round"/>
<path d="M350 262H770V360Q770 414 716 414H404Q350 414 350 360Z" fill="#B5523A"/>
<path d="M660 262H770V360Q770 414 716 414H660Z" fill="#8E3A28" opacity=".55"/>
<rect x="378" y="276" width="16" height="118" rx="8" fill="#fff" opacity=".22"/>
<rect x="340" y="250" width="440" height="22" rx="11" fill="#7E3324"/>
<path d="M352 252Q560 160 768 252Z" fill="#B5523A"/>
<path d="M400 236Q470 200 540 192" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".3"/>
<rect x="548" y="180" width="24" height="22" fill="#3A3A38"/><rect x="520" y="166" width="80" height="22" rx="11" fill="#3A3A38"/>
<rect x="530" y="170" width="30" height="6" rx="3" fill="#fff" opacity=".25"/>
${steam(560, 150, 30)}
<ellipse cx="895" cy="430" rx="70" ry="8" fill="${SHADOW}"/>
<path d="M830 372h130a65 56 0 0 1-130 0z" fill="#E6EBE4"/><path d="M830 372h130a65 56 0 0 1-130 0z" fill="none" stroke="#8FA58A" stroke-width="4"/>
<ellipse cx="895" cy="372" rx="65" ry="10" fill="#F4EFE6" stroke="#8FA58A" stroke-width="4"/>
<path d="M850 370l120-80" stroke="#B98A5E" stroke-width="9" stroke-linecap="round"/>
`;
}

/** One cook behind the counter: hair, face, shirt, apron, hands on the counter. */
function cook(x, { skin, hair, shirt, apron, tall = 0, hat = false, bun = false }) {
  const head = 250 - tall;
  return `
<path d="M${x - 70} 430V${head + 110}Q${x - 70} ${head + 62} ${x - 22} ${head + 58}H${x + 22}Q${x + 70} ${head + 62} ${x + 70} ${head + 110}V430z" fill="${shirt}"/>
<path d="M${x - 40} 430V${head + 118}H${x + 40}V430z" fill="${apron}"/>
<path d="M${x - 40} ${head + 118}L${x - 22} ${head + 60}M${x + 40} ${head + 118}L${x + 22} ${head + 60}" stroke="${apron}" stroke-width="6"/>
<rect x="${x - 12}" y="${head + 34}" width="24" height="28" fill="${skin}"/>
<circle cx="${x}" cy="${head}" r="40" fill="${skin}"/>
${
  hat
    ? `<path d="M${x - 42} ${head - 18}h84v-24a26 26 0 0 0-14-48a30 30 0 0 0-56 0a26 26 0 0 0-14 48z" fill="#fff"/><rect x="${x - 42}" y="${head - 28}" width="84" height="12" fill="#E6EBE4"/>`
    : `<path d="M${x - 41} ${head + 4}a41 44 0 0 1 82 0q-6-30-41-30t-41 30z" fill="${hair}"/>`
}
${bun ? `<circle cx="${x}" cy="${head - 46}" r="17" fill="${hair}"/>` : ''}
<circle cx="${x - 14}" cy="${head + 4}" r="3.5" fill="#2F2F2F"/><circle cx="${x + 14}" cy="${head + 4}" r="3.5" fill="#2F2F2F"/>
<path d="M${x - 10} ${head + 20}q10 8 20 0" fill="none" stroke="#8E3A28" stroke-width="3" stroke-linecap="round"/>
<path d="M${x - 62} ${head + 100}Q${x - 80} ${head + 160} ${x - 40} 428M${x + 62} ${head + 100}Q${x + 80} ${head + 160} ${x + 40} 428" fill="none" stroke="${shirt}" stroke-width="24" stroke-linecap="round"/>
<circle cx="${x - 40}" cy="430" r="13" fill="${skin}"/><circle cx="${x + 40}" cy="430" r="13" fill="${skin}"/>`;
}

/** A cooking class: a teacher in a chef's hat and two students at a counter with a pot and vegetables. */
function cookingClass() {
  return `
<rect x="90" y="120" width="260" height="10" rx="4" fill="#B98A5E"/>
<rect x="110" y="78" width="34" height="42" rx="6" fill="#8FA58A"/><rect x="156" y="88" width="30" height="32" rx="6" fill="#D9A441"/><rect x="198" y="70" width="38" height="50" rx="8" fill="#9DB4C0"/>
<path d="M700 0v70" stroke="#2F4A3F" stroke-width="4"/><path d="M650 110a50 40 0 0 1 100 0z" fill="#2F4A3F"/><ellipse cx="700" cy="112" rx="22" ry="6" fill="#F3D27A"/>
${cook(300, { skin: '#EBC7A4', hair: '#3B2F2A', shirt: '#8FA58A', apron: '#F4EFE6', bun: true })}
${cook(500, { skin: '#D9A87E', hair: '#2A2320', shirt: '#2F4A3F', apron: '#F7F4EE', tall: 30, hat: true })}
${cook(700, { skin: '#F0D2B4', hair: '#5A4034', shirt: '#9DB4C0', apron: '#F4EFE6' })}
<rect x="60" y="430" width="880" height="170" fill="#E9E1D3"/><rect x="60" y="424" width="880" height="14" rx="4" fill="#FFFFFF"/>
<rect x="200" y="404" width="150" height="22" rx="5" fill="#C9A57C"/>
<path d="M220 404l38-12 8 12z" fill="#E08A3C"/><circle cx="296" cy="398" r="10" fill="#8FA58A"/><circle cx="318" cy="400" r="8" fill="#6F8F5E"/>
<rect x="440" y="396" width="120" height="30" rx="8" fill="#3A3A38"/>
<path d="M452 336H548V380Q548 398 530 398H470Q452 398 452 380Z" fill="#B5523A"/><rect x="444" y="330" width="112" height="12" rx="6" fill="#7E3324"/>
${steam(500, 318, 16)}
<path d="M640 404h80a40 24 0 0 1-80 0z" fill="#E6EBE4" stroke="#8FA58A" stroke-width="3"/>
<circle cx="666" cy="400" r="8" fill="#D9A441"/><circle cx="690" cy="398" r="9" fill="#C8775A"/>
`;
}

/** A cordless stick vacuum standing on a wooden floor, a rug and a plant beside it. */
function vacuum() {
  return `
<ellipse cx="560" cy="500" rx="330" ry="46" fill="#9DB4C0" opacity=".55"/><ellipse cx="560" cy="500" rx="290" ry="36" fill="none" stroke="#F4EFE6" stroke-width="4" opacity=".7"/>
<ellipse cx="600" cy="478" rx="120" ry="14" fill="${SHADOW}"/>
<g transform="rotate(-10 600 470)">
<rect x="520" y="440" width="180" height="36" rx="16" fill="#2F4A3F"/><rect x="534" y="446" width="152" height="8" rx="4" fill="#D9A441"/>
<circle cx="540" cy="476" r="9" fill="#1F2421"/><circle cx="680" cy="476" r="9" fill="#1F2421"/>
<rect x="594" y="410" width="24" height="40" rx="8" fill="#2F4A3F"/>
<rect x="598" y="130" width="16" height="290" rx="8" fill="#B9BEC0"/><rect x="601" y="136" width="4" height="276" rx="2" fill="#fff" opacity=".5"/>
<rect x="572" y="30" width="62" height="112" rx="26" fill="#9DB4C0" opacity=".85"/>
<path d="M584 60h38M584 82h38M588 104h30" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>
<circle cx="640" cy="30" r="40" fill="#C8775A"/><circle cx="640" cy="30" r="18" fill="#A45E44"/>
<path d="M672 8q58 8 54 70q-3 38-40 44" fill="none" stroke="#2F4A3F" stroke-width="20" stroke-linecap="round"/>
<rect x="648" y="76" width="42" height="56" rx="10" fill="#2F4A3F"/>
</g>
<path d="M460 520l-16 8M470 540l-20 2M700 524l18 6" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M160 470h110l-14 70h-82z" fill="#C8775A"/><rect x="152" y="462" width="126" height="14" rx="5" fill="#A45E44"/>
<path d="M215 464C190 380 120 360 100 300c60 10 110 60 115 164M215 464c10-90 60-150 110-170c-10 70-50 120-110 170M215 464c-20-70-10-150 20-200c30 60 20 140-20 200" fill="#5E7A6E"/>
<path d="M215 464c-30-40-90-60-130-50c30 40 80 56 130 50" fill="#8FA58A"/>
`;
}

const SCENES = {
  'banner-pc-01': pot,
  'banner-mobile-01': pot,
  'banner-pc-02': cookingClass,
  'banner-mobile-02': cookingClass,
  'banner-pc-03': vacuum,
  'banner-mobile-03': vacuum,
};

/** The picture's SVG when it has a scene, else null (the abstract motifs draw it). */
export function sceneSvg(img) {
  if (img.scene) return thingSvg(img);
  const scene = SCENES[img.name];
  if (!scene) return null;
  const { width: w, height: h } = img;
  const wide = w > h;
  const floor = scene === vacuum;
  const tableY = h * (wide ? 0.74 : 0.64);
  // a tall banner crops the stage's sides a little so the subject fills the phone's width
  const s = wide ? (h * 0.92) / 600 : (w * 1.08) / 1000;
  const cx = wide ? w * 0.62 : w / 2;
  return place(w, h, tableY, floor, s, cx, scene());
}

function place(w, h, tableY, floor, s, cx, body) {
  const tx = cx - 500 * s;
  const ty = tableY - STAGE_TOP * s;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${frame(w, h, tableY, floor, s).join('')}<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${s.toFixed(4)})">${body}</g></svg>\n`;
}

/**
 * A card's or square's subject (demo-things.mjs), centred: the stage fills the card's width; a
 * room (a kitchen, a store) fills the whole picture, cropped at the sides on a square.
 */
function thingSvg(img) {
  const thing = THINGS[img.scene.subject];
  if (!thing) throw new Error(`no drawing for ${img.scene.subject}`);
  const { width: w, height: h } = img;
  // a square (a recipe's dish) crops the stage's sides so the thing fills more of it
  const square = w === h && !thing.room;
  const s = thing.room ? Math.max(w / 1000, h / 600) : square ? (w * 1.4) / 1000 : Math.min(w / 1000, (h * 0.92) / 600);
  const tableY = thing.room ? STAGE_TOP * s + (h - 600 * s) / 2 : h - (600 - STAGE_TOP) * s - (h - 600 * s) * 0.35;
  return place(w, h, tableY, thing.floor, s, w / 2, thing.draw(img.scene.variant));
}
