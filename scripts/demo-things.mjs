// The things the seed's cards and squares show (scripts/make-demo-images.mjs, subjects listed in
// server/seed/images.seed.ts): each drawn in the banners' style (demo-scenes.mjs) on the same
// 1000 × 600 stage with the table or floor top at y = 430, the same light from the upper left, the
// same soft shadow below, the brand's palette. A subject's variants change its colour and what
// stands beside it, so the twelve cards of a list can show twelve different pictures.

const SHADOW = 'rgba(47,74,63,.16)';
const LINE = '#2F4A3F';

/** Enamel and glaze colours: main, shade (the side away from the window), rim. */
export const HUES = [
  { main: '#B5523A', shade: '#8E3A28', dark: '#7E3324' }, // terracotta
  { main: '#5E7A6E', shade: '#48625A', dark: '#2F4A3F' }, // deep sage
  { main: '#6F8FA0', shade: '#557484', dark: '#3F5866' }, // mist blue
  { main: '#D9A441', shade: '#B8862C', dark: '#8A6420' }, // mustard
  { main: '#8FA58A', shade: '#738C6E', dark: '#55704F' }, // sage
  { main: '#E8E1D5', shade: '#CFC5B4', dark: '#A8998A' }, // cream
];
const hue = (v, offset = 0) => HUES[(v + offset) % HUES.length];

export const steam = (x, y, size) =>
  [-1, 0, 1]
    .map(
      (i) =>
        `<path d="M${x + i * size} ${y}c${-size * 0.4} ${-size * 0.5} ${size * 0.4} ${-size * 0.9} 0 ${-size * 1.5}s${-size * 0.3} ${-size * 0.9} 0 ${-size * 1.4}" fill="none" stroke="#fff" stroke-width="${size * 0.16}" stroke-linecap="round" opacity=".85"/>`,
    )
    .join('');

const shadow = (cx, rx, y = 434) =>
  `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${Math.max(8, rx * 0.08)}" fill="${SHADOW}"/>`;
const gloss = (x, y, h) => `<rect x="${x}" y="${y}" width="12" height="${h}" rx="6" fill="#fff" opacity=".22"/>`;

/** A small thing that stands beside the subject, so two variants of one subject differ. */
function prop(kind, x) {
  switch (kind % 5) {
    case 0: // a sprig in a small vase
      return `${shadow(x, 34)}<path d="M${x - 22} 430v-44q0-22 22-22t22 22v44z" fill="#E6EBE4" stroke="#8FA58A" stroke-width="3"/>
<path d="M${x} 366c-6-40-30-70-50-84M${x} 366c4-50 24-80 46-96M${x} 366c0-40-4-70-2-110" fill="none" stroke="#5E7A6E" stroke-width="4"/>
<circle cx="${x - 50}" cy="282" r="10" fill="#8FA58A"/><circle cx="${x + 46}" cy="270" r="11" fill="#8FA58A"/><circle cx="${x - 2}" cy="256" r="9" fill="#D9A441"/>`;
    case 1: // folded linen
      return `${shadow(x, 70)}<rect x="${x - 70}" y="404" width="140" height="26" rx="8" fill="#E9EEF1" stroke="#9DB4C0" stroke-width="3"/><path d="M${x - 70} 416h140" stroke="#9DB4C0" stroke-width="2"/>`;
    case 2: // a cup of tea
      return `${shadow(x, 44)}<path d="M${x - 34} 370h68v34q0 26-34 26t-34-26z" fill="#F4EFE6" stroke="#8FA58A" stroke-width="3"/><path d="M${x + 34} 382q22 2 18 20t-20 14" fill="none" stroke="#8FA58A" stroke-width="5"/><ellipse cx="${x}" cy="372" rx="32" ry="6" fill="#B8862C"/>${steam(x, 350, 12)}`;
    case 3: // two lemons and a leaf
      return `${shadow(x, 60)}<ellipse cx="${x - 22}" cy="410" rx="30" ry="22" fill="#E9C15A"/><ellipse cx="${x + 26}" cy="414" rx="26" ry="18" fill="#D9A441"/><path d="M${x + 10} 394q30-34 54-14q-26 26-54 14z" fill="#6F8F5E"/>`;
    default: // a wooden spoon resting on a small dish
      return `${shadow(x, 60)}<ellipse cx="${x}" cy="420" rx="58" ry="12" fill="#E6EBE4" stroke="#9DB4C0" stroke-width="3"/><path d="M${x - 70} 398l110-22" stroke="#B98A5E" stroke-width="8" stroke-linecap="round"/><ellipse cx="${x + 52}" cy="374" rx="20" ry="11" fill="#B98A5E" transform="rotate(-12 ${x + 52} 374)"/>`;
  }
}

/** Something on the wall behind: a shelf of jars, a framed print, a hanging lamp or nothing. */
function wall(v) {
  switch (v % 4) {
    case 0:
      return `<rect x="70" y="150" width="220" height="10" rx="4" fill="#B98A5E"/><rect x="92" y="104" width="34" height="46" rx="6" fill="#8FA58A"/><rect x="138" y="116" width="30" height="34" rx="6" fill="#D9A441"/><rect x="180" y="96" width="40" height="54" rx="8" fill="#9DB4C0"/>`;
    case 1:
      return `<rect x="780" y="70" width="140" height="110" rx="4" fill="#F7F4EE" stroke="#B98A5E" stroke-width="8"/><path d="M800 160l36-48 26 30 18-20 24 38z" fill="#8FA58A"/><circle cx="880" cy="100" r="11" fill="#D9A441"/>`;
    case 2:
      return `<path d="M150 0v90" stroke="${LINE}" stroke-width="4"/><path d="M100 130a50 40 0 0 1 100 0z" fill="${LINE}"/><ellipse cx="150" cy="132" rx="22" ry="6" fill="#F3D27A"/>`;
    default:
      return '';
  }
}

// --- cookware -------------------------------------------------------------------------------

/** A round enamelled cast-iron casserole, steaming. */
function pot(v) {
  const c = hue(v);
  return `${wall(v)}${shadow(500, 250, 438)}
<rect x="270" y="414" width="460" height="20" rx="6" fill="#A87A4F"/><rect x="270" y="414" width="460" height="6" rx="3" fill="#BE9163"/>
<path d="M286 286h-26a18 18 0 0 0 0 36h26M714 286h26a18 18 0 0 1 0 36h-26" fill="none" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>
<path d="M290 262H710V360Q710 414 656 414H344Q290 414 290 360Z" fill="${c.main}"/>
<path d="M600 262H710V360Q710 414 656 414H600Z" fill="${c.shade}" opacity=".7"/>
${gloss(318, 276, 118)}
<rect x="280" y="250" width="440" height="22" rx="11" fill="${c.dark}"/>
<path d="M292 252Q500 160 708 252Z" fill="${c.main}"/>
<path d="M340 236Q410 200 480 192" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".3"/>
<rect x="488" y="180" width="24" height="22" fill="#3A3A38"/><rect x="460" y="166" width="80" height="22" rx="11" fill="#3A3A38"/>
${v % 2 ? steam(500, 150, 28) : ''}${prop(v, v % 2 ? 850 : 150)}`;
}

/** An Iga clay pot (donabe) on a wooden trivet, a rice bowl and chopsticks beside. */
function donabe(v) {
  const glaze = ['#8A6A52', '#3A3A38', '#C9B8A0', '#6B4E3D'][v % 4];
  return `${wall(v + 1)}${shadow(480, 230, 438)}
<rect x="300" y="418" width="360" height="16" rx="6" fill="#A87A4F"/>
<path d="M270 300q0-10 10-10h400q10 0 10 10q0 118-210 118t-210-118z" fill="${glaze}"/>
<path d="M560 292h120q10 0 10 10q0 80-130 108z" fill="#000" opacity=".14"/>
<path d="M300 312q180 40 360 0" fill="none" stroke="#fff" stroke-width="5" opacity=".25"/>
<path d="M262 318h-20a14 14 0 0 1 0-28h20M698 318h20a14 14 0 0 0 0-28h-20" fill="none" stroke="${glaze}" stroke-width="12" stroke-linecap="round"/>
<path d="M282 292q0-100 198-110q198 10 198 110z" fill="${glaze}"/><path d="M282 292q0-100 198-110q198 10 198 110z" fill="#fff" opacity=".12"/>
<path d="M330 254q60-50 140-56" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".3"/>
<circle cx="480" cy="176" r="20" fill="${glaze}"/><circle cx="474" cy="170" r="6" fill="#fff" opacity=".3"/>
<circle cx="620" cy="230" r="5" fill="#3A3A38" opacity=".6"/>
${steam(620, 210, 20)}
${shadow(820, 70)}<path d="M760 370h120a60 58 0 0 1-120 0z" fill="#F4EFE6" stroke="#9DB4C0" stroke-width="4"/>
<path d="M766 370q54-44 108 0z" fill="#FBF8F2"/><circle cx="800" cy="362" r="6" fill="#D9A441"/><circle cx="836" cy="356" r="5" fill="#8FA58A"/>
<path d="M740 424l170-30M744 432l170-26" stroke="#7A5A3C" stroke-width="6" stroke-linecap="round"/>`;
}

/** A cast-iron skillet seen from above the table's edge, something cooking in it. */
function pan(v) {
  const food = [
    // two fried eggs
    '<ellipse cx="410" cy="366" rx="70" ry="26" fill="#FBF8F2"/><circle cx="420" cy="362" r="18" fill="#E9A83A"/><ellipse cx="560" cy="374" rx="64" ry="24" fill="#FBF8F2"/><circle cx="552" cy="370" r="17" fill="#E9A83A"/>',
    // a fish fillet and lemon
    '<path d="M360 372q80-50 200-16q40-20 60-10q-14 20 0 40q-20 8-60-10q-120 30-200-4z" fill="#D8B48C"/><path d="M400 364q60-20 140-4" fill="none" stroke="#B98A5E" stroke-width="4"/><circle cx="610" cy="380" r="20" fill="#E9C15A"/>',
    // vegetables
    '<circle cx="400" cy="370" r="22" fill="#6F8F5E"/><circle cx="450" cy="360" r="18" fill="#C8775A"/><circle cx="505" cy="372" r="20" fill="#D9A441"/><circle cx="560" cy="362" r="19" fill="#6F8F5E"/><circle cx="610" cy="374" r="16" fill="#C8775A"/><circle cx="470" cy="384" r="14" fill="#8FA58A"/>',
  ][v % 3];
  return `${wall(v + 2)}${shadow(480, 270, 438)}
<path d="M720 358l230-40a16 16 0 0 1 6 30l-230 40z" fill="#3A3A38"/><circle cx="932" cy="330" r="6" fill="#F4EFE6"/>
<ellipse cx="490" cy="376" rx="250" ry="66" fill="#3A3A38"/>
<path d="M240 376q0 46 250 62q250-16 250-62v20q0 46-250 62q-250-16-250-62z" fill="#2A2A28"/>
<ellipse cx="490" cy="370" rx="222" ry="52" fill="#262624"/>
<path d="M300 344q80-26 180-30" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".2"/>
${food}
${v % 2 ? steam(500, 310, 18) : ''}
${prop(v + 1, 140)}`;
}

/** An enamel kettle on a trivet with two enamel mugs beside it. */
function kettle(v) {
  const c = hue(v, 2);
  const mug = (x, col) =>
    `${shadow(x, 46)}<rect x="${x - 38}" y="350" width="76" height="80" rx="10" fill="${col.main}"/><rect x="${x - 40}" y="346" width="80" height="10" rx="5" fill="${LINE}"/><path d="M${x + 38} 366q26 0 26 22t-26 22" fill="none" stroke="${col.main}" stroke-width="9"/>${gloss(x - 28, 362, 52)}`;
  return `${wall(v)}${shadow(430, 170, 438)}
<rect x="290" y="420" width="280" height="14" rx="6" fill="#A87A4F"/>
<path d="M320 420q-20-120 110-150q130 30 110 150z" fill="${c.main}"/>
<path d="M460 276q90 40 80 144h-80z" fill="${c.shade}" opacity=".6"/>
<path d="M326 330q-60-30-86-80l-12 10q30 60 96 96z" fill="${c.main}"/>
<rect x="392" y="254" width="76" height="20" rx="10" fill="${LINE}"/><circle cx="430" cy="246" r="12" fill="${LINE}"/>
<path d="M350 290q80-150 160 0" fill="none" stroke="${LINE}" stroke-width="12" stroke-linecap="round"/>
${gloss(346, 318, 80)}
${steam(236, 236, 14)}
${mug(680, hue(v + 3))}${mug(800, hue(v + 5))}`;
}

/** Three knives on a cutting board: chef's knife, small knife, bread knife. */
function knives(v) {
  const handle = ['#6B4E3D', '#3A3A38', '#A87A4F'][v % 3];
  const knife = (y, len, bladeH, serrated) =>
    `<path d="M${300} ${y}h${len}q30 0 50 ${bladeH * 0.6}l-50 ${bladeH * 0.4}h-${len}z" fill="#C9CFD2"/><path d="M300 ${y}h${len}q30 0 50 ${bladeH * 0.6}" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>${serrated ? `<path d="M300 ${y + bladeH}${Array.from({ length: 14 }, () => `l${len / 28} -4l${len / 28} 4`).join('')}" fill="none" stroke="#9AA2A6" stroke-width="2"/>` : ''}<rect x="170" y="${y + bladeH / 2 - 12}" width="136" height="24" rx="10" fill="${handle}"/><circle cx="210" cy="${y + bladeH / 2}" r="3" fill="#E6EBE4"/><circle cx="262" cy="${y + bladeH / 2}" r="3" fill="#E6EBE4"/>`;
  const extra = [
    '<circle cx="800" cy="392" r="34" fill="#C8553A"/><path d="M786 362q14-10 28 0" stroke="#5E7A6E" stroke-width="6" fill="none"/><circle cx="860" cy="404" r="24" fill="#C8553A"/>',
    '<rect x="730" y="380" width="200" height="44" rx="8" fill="#9DB4C0"/><rect x="730" y="380" width="200" height="14" rx="7" fill="#B7CAD3"/><rect x="740" y="420" width="180" height="10" fill="#3A3A38"/>',
    '<path d="M760 420q10-60 70-62q60 2 70 62z" fill="#D8B48C"/><path d="M790 380l20 18M830 372l20 18M870 380l14 14" stroke="#B98A5E" stroke-width="5" stroke-linecap="round"/>',
  ][v % 3];
  return `${wall(v + 3)}${shadow(480, 330, 440)}
<rect x="140" y="300" width="680" height="130" rx="16" fill="#C9A57C"/><rect x="140" y="300" width="680" height="12" rx="6" fill="#D8B896"/>
<path d="M160 340h640M160 380h640" stroke="#B98A5E" stroke-width="2" opacity=".5"/>
${knife(316, 330, 40, false)}${knife(360, 200, 26, false)}${knife(394, 360, 24, true)}${extra}`;
}

// --- small appliances -----------------------------------------------------------------------

/** A cordless stick vacuum on a wooden floor, a rug and a plant beside (the banner's, recoloured). */
function vacuum(v) {
  const c = hue(v, 1);
  const accent = hue(v, 3).main;
  return `<ellipse cx="560" cy="500" rx="330" ry="46" fill="#9DB4C0" opacity=".55"/><ellipse cx="560" cy="500" rx="290" ry="36" fill="none" stroke="#F4EFE6" stroke-width="4" opacity=".7"/>
<ellipse cx="600" cy="478" rx="120" ry="14" fill="${SHADOW}"/>
<g transform="rotate(-10 600 470)">
<rect x="520" y="440" width="180" height="36" rx="16" fill="${c.dark}"/><rect x="534" y="446" width="152" height="8" rx="4" fill="${accent}"/>
<circle cx="540" cy="476" r="9" fill="#1F2421"/><circle cx="680" cy="476" r="9" fill="#1F2421"/>
<rect x="594" y="410" width="24" height="40" rx="8" fill="${c.dark}"/>
<rect x="598" y="130" width="16" height="290" rx="8" fill="#B9BEC0"/><rect x="601" y="136" width="4" height="276" rx="2" fill="#fff" opacity=".5"/>
<rect x="572" y="30" width="62" height="112" rx="26" fill="#9DB4C0" opacity=".85"/>
<path d="M584 60h38M584 82h38M588 104h30" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>
<circle cx="640" cy="30" r="40" fill="${accent}"/><circle cx="640" cy="30" r="18" fill="${c.shade}"/>
<path d="M672 8q58 8 54 70q-3 38-40 44" fill="none" stroke="${c.dark}" stroke-width="20" stroke-linecap="round"/>
<rect x="648" y="76" width="42" height="56" rx="10" fill="${c.dark}"/>
</g>
<path d="M460 520l-16 8M470 540l-20 2M700 524l18 6" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
${plant(v % 2 ? 860 : 215)}`;
}

/** A potted plant standing on the floor. */
function plant(x) {
  return `<path d="M${x - 55} 470h110l-14 70h-82z" fill="#C8775A"/><rect x="${x - 63}" y="462" width="126" height="14" rx="5" fill="#A45E44"/>
<path d="M${x} 464C${x - 25} 380 ${x - 95} 360 ${x - 115} 300c60 10 110 60 115 164M${x} 464c10-90 60-150 110-170c-10 70-50 120-110 170M${x} 464c-20-70-10-150 20-200c30 60 20 140-20 200" fill="#5E7A6E"/>
<path d="M${x} 464c-30-40-90-60-130-50c30 40 80 56 130 50" fill="#8FA58A"/>`;
}

/** A steam mop gliding on a tiled floor, puffs of steam at its pad. */
function mop(v) {
  const c = hue(v, 2);
  return `<ellipse cx="520" cy="500" rx="190" ry="20" fill="${SHADOW}"/>
<path d="M330 470h380l20 30H310z" fill="#E6EBE4"/><rect x="310" y="496" width="420" height="14" rx="5" fill="#9DB4C0"/>
<rect x="500" y="430" width="40" height="46" rx="10" fill="${c.dark}"/>
<g transform="rotate(12 520 440)">
<rect x="510" y="120" width="20" height="320" rx="10" fill="#B9BEC0"/>
<rect x="484" y="230" width="72" height="120" rx="18" fill="${c.main}"/><rect x="494" y="246" width="52" height="60" rx="10" fill="#E9EEF1" opacity=".85"/><rect x="494" y="280" width="52" height="26" rx="6" fill="#9DB4C0"/>
<path d="M520 120q0-50 50-60h40" fill="none" stroke="${c.dark}" stroke-width="22" stroke-linecap="round"/>
</g>
${steam(400, 480, 18)}${steam(660, 480, 18)}
<path d="M760 360l40 180M860 360l-40 180" stroke="#B98A5E" stroke-width="10" stroke-linecap="round"/><path d="M750 360h120" stroke="#B98A5E" stroke-width="10" stroke-linecap="round"/>
<path d="M770 300h100v60H770z" fill="#F4EFE6" stroke="#9DB4C0" stroke-width="3"/><path d="M770 318h100M770 336h100" stroke="#9DB4C0" stroke-width="3"/>
${plant(160)}`;
}

/** A tall air purifier on the floor: grille on top, slots down the front, a light. */
function purifier(v) {
  const body = ['#F4EFE6', '#E6EBE4', '#E9EEF1'][v % 3];
  const c = hue(v, 1);
  return `<ellipse cx="520" cy="500" rx="140" ry="16" fill="${SHADOW}"/>
<rect x="400" y="100" width="240" height="400" rx="40" fill="${body}" stroke="#CFC5B4" stroke-width="4"/>
<rect x="560" y="104" width="76" height="392" rx="34" fill="#000" opacity=".05"/>
<ellipse cx="520" cy="112" rx="100" ry="14" fill="${c.dark}"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${436 + i * 19}" y="220" width="8" height="230" rx="4" fill="#CFC5B4"/>`).join('')}
<circle cx="520" cy="172" r="14" fill="${c.main}"/><circle cx="520" cy="172" r="5" fill="#fff"/>
${gloss(416, 130, 320)}
<path d="M500 70q-20-30 0-50M540 70q20-30 0-50M520 62v-46" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
${plant(v % 2 ? 800 : 230)}
<rect x="${v % 2 ? 130 : 730}" y="330" width="180" height="14" rx="5" fill="#A87A4F"/><rect x="${v % 2 ? 150 : 750}" y="344" width="12" height="150" fill="#A87A4F"/><rect x="${v % 2 ? 278 : 878}" y="344" width="12" height="150" fill="#A87A4F"/>
<path d="M${v % 2 ? 170 : 770} 330v-44q0-22 22-22t22 22v44z" fill="#E6EBE4" stroke="#8FA58A" stroke-width="3"/>`;
}

/** A pedestal fan on the floor. */
function fan(v) {
  const c = hue(v, 4);
  return `<ellipse cx="500" cy="500" rx="120" ry="14" fill="${SHADOW}"/>
<ellipse cx="500" cy="494" rx="100" ry="18" fill="${c.dark}"/><rect x="490" y="250" width="20" height="244" rx="8" fill="#B9BEC0"/>
<rect x="480" y="236" width="40" height="50" rx="14" fill="${c.dark}"/>
<circle cx="500" cy="170" r="130" fill="#F7F4EE" opacity=".6"/>
${[0, 120, 240].map((a) => `<path transform="rotate(${a} 500 170)" d="M500 170q-30-70 10-110q50 30-10 110z" fill="${c.main}"/>`).join('')}
<circle cx="500" cy="170" r="130" fill="none" stroke="${c.dark}" stroke-width="6"/>
${Array.from({ length: 12 }, (_, i) => `<path transform="rotate(${i * 30} 500 170)" d="M500 44v252" stroke="${c.dark}" stroke-width="2" opacity=".4"/>`).join('')}
<circle cx="500" cy="170" r="22" fill="${c.dark}"/>
${plant(220)}`;
}

/** A coffee machine on the counter pouring into a cup, a jar of beans beside. */
function coffee(v) {
  const c = hue(v, 1);
  return `${wall(v)}${shadow(480, 160, 436)}
<rect x="360" y="150" width="240" height="280" rx="20" fill="${c.dark}"/><rect x="360" y="150" width="240" height="60" rx="20" fill="${c.main}"/>
<rect x="390" y="240" width="180" height="30" rx="8" fill="#3A3A38"/><rect x="470" y="270" width="20" height="24" fill="#B9BEC0"/>
<path d="M480 296v56" stroke="#6B4E3D" stroke-width="6"/>
<path d="M440 352h80v40q0 30-40 30t-40-30z" fill="#F4EFE6"/><rect x="380" y="410" width="200" height="20" rx="6" fill="#3A3A38"/>
<circle cx="560" cy="180" r="9" fill="#F3D27A"/>${gloss(374, 220, 190)}
${shadow(760, 60)}<rect x="710" y="310" width="100" height="120" rx="16" fill="#E9EEF1" opacity=".9" stroke="#9DB4C0" stroke-width="3"/><rect x="710" y="300" width="100" height="20" rx="8" fill="#B98A5E"/>
${Array.from({ length: 10 }, (_, i) => `<ellipse cx="${726 + (i % 5) * 17}" cy="${372 + Math.floor(i / 5) * 28}" rx="8" ry="6" fill="#6B4E3D"/>`).join('')}
${prop(v + 2, 220)}`;
}

// --- rooms ----------------------------------------------------------------------------------

/** A kitchen: cabinets, a counter with a stove and a pot, a window, shelves, hanging utensils. */
function kitchen(v) {
  const c = hue(v, 4);
  return `<rect x="360" y="50" width="280" height="200" rx="6" fill="#E9EEF1" stroke="#F7F4EE" stroke-width="14"/><path d="M500 50v200M360 150h280" stroke="#F7F4EE" stroke-width="8"/>
<path d="M380 230q40-60 80-40t80-30 80 20v50H380z" fill="#8FA58A" opacity=".5"/>
<rect x="40" y="60" width="260" height="150" rx="6" fill="${c.main}"/><path d="M170 60v150" stroke="${c.dark}" stroke-width="4"/><rect x="150" y="124" width="8" height="30" rx="4" fill="#F4EFE6"/><rect x="182" y="124" width="8" height="30" rx="4" fill="#F4EFE6"/>
<rect x="700" y="120" width="260" height="10" rx="4" fill="#B98A5E"/>
<rect x="720" y="74" width="34" height="46" rx="6" fill="#9DB4C0"/><rect x="766" y="84" width="30" height="36" rx="6" fill="#D9A441"/><rect x="808" y="66" width="40" height="54" rx="8" fill="#F4EFE6" stroke="#CFC5B4" stroke-width="2"/><circle cx="900" cy="96" r="24" fill="#C8775A"/>
<path d="M720 170h220" stroke="#3A3A38" stroke-width="5"/>${[750, 800, 850, 900].map((x, i) => `<path d="M${x} 170v${30 + (i % 2) * 16}" stroke="#3A3A38" stroke-width="3"/><rect x="${x - 8}" y="${200 + (i % 2) * 16}" width="16" height="26" rx="6" fill="${['#B98A5E', '#9AA2A6', '#B98A5E', '#5E7A6E'][i]}"/>`).join('')}
<rect x="0" y="290" width="1000" height="20" rx="4" fill="#F7F4EE"/><rect x="0" y="310" width="1000" height="290" fill="${c.main}"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="${20 + i * 196}" y="330" width="176" height="250" rx="6" fill="${c.shade}" opacity=".5"/><rect x="${96 + i * 196}" y="350" width="24" height="8" rx="4" fill="#F4EFE6"/>`).join('')}
<rect x="380" y="282" width="240" height="12" rx="4" fill="#3A3A38"/>
<path d="M420 206h160v50q0 26-26 26H446q-26 0-26-26z" fill="${hue(v).main}"/><rect x="410" y="198" width="180" height="14" rx="7" fill="${hue(v).dark}"/>
${steam(500, 180, 16)}
<path d="M120 290v-40q0-20 20-20h30q20 0 20 20v40z" fill="#E6EBE4" stroke="#8FA58A" stroke-width="3"/><path d="M155 230c-10-40 10-60 30-70M155 230c0-30-20-50-40-56" stroke="#5E7A6E" stroke-width="5" fill="none"/>
<rect x="760" y="246" width="60" height="44" rx="6" fill="#C9A57C"/><circle cx="880" cy="272" r="18" fill="#D9A441"/><circle cx="910" cy="278" r="14" fill="#C8553A"/>`;
}

/** A living room: a sofa with cushions, a side table with a lamp, a plant, a rug, a picture. */
function living(v) {
  const c = hue(v, 2);
  return `<rect x="360" y="70" width="200" height="140" rx="4" fill="#F7F4EE" stroke="#B98A5E" stroke-width="8"/><path d="M380 190l60-70 40 44 30-30 40 56z" fill="${hue(v, 4).main}"/><circle cx="520" cy="110" r="14" fill="#D9A441"/>
<ellipse cx="480" cy="520" rx="380" ry="50" fill="${hue(v, 3).main}" opacity=".4"/>
${shadow(480, 300, 470)}
<rect x="190" y="300" width="580" height="130" rx="30" fill="${c.main}"/>
<rect x="170" y="340" width="70" height="130" rx="24" fill="${c.shade}"/><rect x="720" y="340" width="70" height="130" rx="24" fill="${c.shade}"/>
<rect x="230" y="380" width="500" height="80" rx="16" fill="${c.main}"/><path d="M480 384v72" stroke="${c.shade}" stroke-width="4"/>
<rect x="250" y="320" width="110" height="80" rx="18" fill="#F4EFE6" transform="rotate(-8 300 360)"/><rect x="600" y="320" width="100" height="76" rx="18" fill="${hue(v, 3).main}" transform="rotate(6 650 360)"/>
<rect x="220" y="466" width="12" height="24" fill="#6B4E3D"/><rect x="730" y="466" width="12" height="24" fill="#6B4E3D"/>
<rect x="820" y="360" width="120" height="12" rx="4" fill="#A87A4F"/><rect x="874" y="372" width="12" height="120" fill="#A87A4F"/><rect x="840" y="488" width="80" height="8" rx="4" fill="#A87A4F"/>
<path d="M880 360v-120" stroke="#3A3A38" stroke-width="5"/><path d="M836 250l20-70h48l20 70z" fill="#F3D27A"/><path d="M836 250l20-70h48l20 70z" fill="#fff" opacity=".3"/>
${plant(90)}`;
}

// --- table things ---------------------------------------------------------------------------

/** Tea: a teapot and cups (hot), or a glass bottle of cold-brew tea with glasses (cold). */
function tea(v) {
  const c = hue(v, 4);
  if (v % 2) {
    const glass = (x) =>
      `${shadow(x, 40)}<path d="M${x - 32} 330h64l-6 96q-2 6-8 6h-36q-6 0-8-6z" fill="#E9EEF1" opacity=".8" stroke="#9DB4C0" stroke-width="3"/><path d="M${x - 28} 360h56l-4 64h-48z" fill="#D9A441" opacity=".75"/><rect x="${x - 18}" y="370" width="14" height="14" rx="3" fill="#fff" opacity=".7"/>`;
    return `${wall(v)}${shadow(460, 80)}
<path d="M420 430V250q0-20 20-30v-60h40v60q20 10 20 30v180z" fill="#E9EEF1" opacity=".85" stroke="#9DB4C0" stroke-width="4"/>
<path d="M424 300h72v128h-72z" fill="#C99A3C" opacity=".8"/><rect x="436" y="150" width="48" height="18" rx="6" fill="${c.dark}"/>
<path d="M440 330l10-8 8 10M460 380l10-10 10 8" stroke="#6F8F5E" stroke-width="5" fill="none"/>
${gloss(430, 240, 180)}${glass(600)}${glass(720)}
${shadow(250, 80)}<ellipse cx="250" cy="418" rx="74" ry="14" fill="#F4EFE6" stroke="#8FA58A" stroke-width="3"/><circle cx="230" cy="404" r="18" fill="#EFA783"/><circle cx="266" cy="406" r="16" fill="#E9C15A"/>`;
  }
  const cup = (x) =>
    `${shadow(x, 44)}<path d="M${x - 36} 376h72l-8 44q-4 10-14 10h-28q-10 0-14-10z" fill="${c.main}"/><ellipse cx="${x}" cy="378" rx="34" ry="7" fill="#B8862C"/>`;
  return `${wall(v)}${shadow(440, 150)}
<path d="M330 430q-40-150 110-156q150 6 110 156z" fill="${c.main}"/><path d="M470 280q110 30 80 150h-70z" fill="${c.shade}" opacity=".6"/>
<path d="M344 330q-50-24-80-70l-10 12q24 50 86 82z" fill="${c.main}"/>
<path d="M540 320l70-40" stroke="${c.dark}" stroke-width="18" stroke-linecap="round"/>
<ellipse cx="440" cy="276" rx="70" ry="14" fill="${c.dark}"/><circle cx="440" cy="258" r="14" fill="${c.dark}"/>${gloss(352, 318, 80)}
${steam(258, 250, 12)}${cup(680)}${cup(800)}
<path d="M180 424h120M190 414h100" stroke="#B98A5E" stroke-width="8" stroke-linecap="round"/>`;
}

/** A dish of food from the table's edge; the twelve recipe variants differ in dish and vessel. */
const DISHES = [
  { vessel: 'donabe', food: 'rice', col: '#F4EFE6', top: ['#C8775A', '#6F8F5E'] }, // 麻油雞炊飯
  { vessel: 'bowl', food: 'soup', col: '#E9A83A', top: ['#D9A441'] }, // 薑汁地瓜湯
  { vessel: 'plate', food: 'balls', col: '#B98A5E', top: ['#8FA58A'] }, // 獅子頭
  { vessel: 'bowl', food: 'soup', col: '#EFE6D2', top: ['#F4EFE6', '#C8775A'] }, // 蘿蔔排骨湯
  { vessel: 'bowl', food: 'balls', col: '#FBF8F2', top: ['#FBF8F2'] }, // 湯圓
  { vessel: 'pot', food: 'soup', col: '#8E5A3C', top: ['#6F8F5E', '#C8775A'] }, // 羊肉爐
  { vessel: 'bowl', food: 'noodles', col: '#E9C15A', top: ['#6F8F5E'] }, // 薑黃雞湯麵
  { vessel: 'plate', food: 'rolls', col: '#E8C99A', top: ['#8FA58A'] }, // 春捲
  { vessel: 'plate', food: 'cakes', col: '#6F8F5E', top: ['#55704F'] }, // 艾草粿
  { vessel: 'bowl', food: 'soup', col: '#E6EBE4', top: ['#F4EFE6', '#8FA58A'] }, // 冬瓜蛤蜊湯
  { vessel: 'glass', food: 'tea', col: '#C99A3C', top: ['#EFA783'] }, // 冷泡烏龍蜜桃
  { vessel: 'plate', food: 'stew', col: '#A45E44', top: ['#8A6A52', '#D9A441'] }, // 栗子燒雞
];

function foodOn(d, cx, y, w) {
  const [a, b = a] = d.top;
  switch (d.food) {
    case 'rice':
      return `<path d="M${cx - w} ${y}q${w} -70 ${w * 2} 0z" fill="${d.col}"/><circle cx="${cx - 30}" cy="${y - 20}" r="14" fill="${a}"/><circle cx="${cx + 24}" cy="${y - 26}" r="12" fill="${a}"/><path d="M${cx - 6} ${y - 40}l12 -8M${cx + 40} ${y - 14}l10 -8" stroke="${b}" stroke-width="6" stroke-linecap="round"/>`;
    case 'soup':
      return `<ellipse cx="${cx}" cy="${y}" rx="${w}" ry="${w * 0.16}" fill="${d.col}"/><circle cx="${cx - 40}" cy="${y - 2}" r="12" fill="${a}"/><circle cx="${cx + 30}" cy="${y + 2}" r="10" fill="${b}"/><circle cx="${cx + 4}" cy="${y - 4}" r="7" fill="${b}"/>${steam(cx, y - 26, 14)}`;
    case 'balls':
      return `<circle cx="${cx - 44}" cy="${y - 18}" r="30" fill="${d.col}"/><circle cx="${cx + 20}" cy="${y - 22}" r="32" fill="${d.col}"/><circle cx="${cx - 12}" cy="${y - 52}" r="28" fill="${d.col}"/><path d="M${cx - 70} ${y - 4}q70 -30 140 0" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`;
    case 'noodles':
      return `<ellipse cx="${cx}" cy="${y}" rx="${w}" ry="${w * 0.16}" fill="${d.col}"/>${[-40, -20, 0, 20, 40].map((o) => `<path d="M${cx + o - 20} ${y - 2}q10 -8 20 0t20 0" fill="none" stroke="#F4E2A8" stroke-width="5"/>`).join('')}<circle cx="${cx + 40}" cy="${y - 6}" r="9" fill="${a}"/><path d="M${cx + 40} ${y - 40}l80 -110M${cx + 54} ${y - 36}l80 -110" stroke="#B98A5E" stroke-width="6" stroke-linecap="round"/>`;
    case 'rolls':
      return `${[-50, 10].map((o, i) => `<rect x="${cx + o - 10}" y="${y - 34 - i * 6}" width="90" height="34" rx="17" fill="${d.col}" transform="rotate(${i ? 8 : -6} ${cx + o} ${y})"/>`).join('')}<circle cx="${cx - 70}" cy="${y - 14}" r="12" fill="${a}"/><circle cx="${cx + 84}" cy="${y - 10}" r="10" fill="#C8775A"/>`;
    case 'cakes':
      return `${[-50, 10, -20].map((o, i) => `<ellipse cx="${cx + o}" cy="${y - 14 - (i === 2 ? 24 : 0)}" rx="40" ry="18" fill="${d.col}"/><ellipse cx="${cx + o}" cy="${y - 20 - (i === 2 ? 24 : 0)}" rx="30" ry="8" fill="${a}" opacity=".5"/>`).join('')}`;
    case 'tea':
      return '';
    default: // stew
      return `<path d="M${cx - w} ${y}q${w} -50 ${w * 2} 0z" fill="${d.col}"/><circle cx="${cx - 30}" cy="${y - 18}" r="14" fill="${a}"/><circle cx="${cx + 30}" cy="${y - 20}" r="13" fill="${a}"/><circle cx="${cx}" cy="${y - 30}" r="10" fill="${b}"/>${steam(cx, y - 50, 12)}`;
  }
}

function dish(v) {
  const d = DISHES[v % DISHES.length];
  const c = hue(v, 2);
  const cx = 500;
  let vessel;
  if (d.vessel === 'bowl')
    vessel = `${shadow(cx, 160)}<path d="M${cx - 150} 330h300q0 100-150 100t-150-100z" fill="${c.main}"/><path d="M${cx + 60} 330h90q0 90-130 100z" fill="${c.shade}" opacity=".6"/><rect x="${cx - 50}" y="420" width="100" height="12" rx="4" fill="${c.dark}"/>${foodOn(d, cx, 330, 146)}`;
  else if (d.vessel === 'plate')
    vessel = `${shadow(cx, 210)}<ellipse cx="${cx}" cy="412" rx="210" ry="26" fill="#F4EFE6" stroke="${c.main}" stroke-width="5"/><ellipse cx="${cx}" cy="408" rx="150" ry="16" fill="#FBF8F2"/>${foodOn(d, cx, 408, 110)}`;
  else if (d.vessel === 'donabe' || d.vessel === 'pot')
    vessel = `${shadow(cx, 200)}<path d="M${cx - 190} 320h380q0 110-190 110t-190-110z" fill="${d.vessel === 'pot' ? '#3A3A38' : '#8A6A52'}"/><path d="M${cx - 206} 336h-16M${cx + 206} 336h16" stroke="${d.vessel === 'pot' ? '#3A3A38' : '#8A6A52'}" stroke-width="14" stroke-linecap="round"/><ellipse cx="${cx}" cy="320" rx="190" ry="22" fill="${d.vessel === 'pot' ? '#2A2A28' : '#6B4E3D'}"/>${foodOn(d, cx, 318, 170)}`;
  else
    vessel = `${shadow(cx, 80)}<path d="M${cx - 70} 220h140l-12 200q-2 10-12 10h-92q-10 0-12-10z" fill="#E9EEF1" opacity=".85" stroke="#9DB4C0" stroke-width="4"/><path d="M${cx - 64} 270h128l-10 150h-108z" fill="${d.col}" opacity=".8"/><circle cx="${cx - 20}" cy="330" r="22" fill="${d.top[0]}"/><rect x="${cx + 10}" y="290" width="24" height="24" rx="4" fill="#fff" opacity=".7"/>${gloss(cx - 58, 240, 160)}`;
  return `${wall(v)}<rect x="150" y="424" width="700" height="12" rx="4" fill="${hue(v, 3).main}" opacity=".35"/>${vessel}
<path d="M690 430l150-40M698 438l150-34" stroke="#7A5A3C" stroke-width="6" stroke-linecap="round"/>${prop(v % 3 === 0 ? 3 : v, 240)}`;
}

/** Glass jars of jam and oil-preserves with cloth tops, figs beside. */
function jars(v) {
  const fills = [
    ['#A8324A', '#E08A3C', '#6F8F5E'],
    ['#C8553A', '#D9A441', '#8A6A52'],
  ][v % 2];
  const jar = (x, h, col, cloth) =>
    `${shadow(x, 60)}<rect x="${x - 56}" y="${430 - h}" width="112" height="${h}" rx="18" fill="#E9EEF1" opacity=".85" stroke="#9DB4C0" stroke-width="4"/><rect x="${x - 48}" y="${446 - h}" width="96" height="${h - 24}" rx="12" fill="${col}" opacity=".9"/>${gloss(x - 44, 452 - h, h - 40)}<path d="M${x - 66} ${432 - h}q66-34 132 0l-10 18h-112z" fill="${cloth}"/><path d="M${x - 58} ${448 - h}h116" stroke="#F4EFE6" stroke-width="4"/>`;
  return `${wall(v + 1)}${jar(340, 190, fills[0], '#F4EFE6')}${jar(500, 240, fills[1], '#9DB4C0')}${jar(660, 160, fills[2], '#E6EBE4')}
${shadow(840, 70)}<path d="M800 430q-30-50 10-70q10-20 20-6q40 10 30 50q-10 30-60 26z" fill="#7E4A5A"/><path d="M870 430q-24-40 8-56q10-16 16-4q30 10 22 40q-8 24-46 20z" fill="#8E5A6A"/><path d="M820 354l-6-16" stroke="#6F8F5E" stroke-width="6"/>
${prop(4, 170)}`;
}

/** Tableware: a stack of plates, bowls and a vase with a branch. */
function tableware(v) {
  const a = hue(v);
  const b = hue(v, 3);
  return `${wall(v + 2)}${shadow(300, 150)}
${[0, 1, 2, 3].map((i) => `<ellipse cx="300" cy="${420 - i * 18}" rx="${150 - i * 4}" ry="20" fill="${i % 2 ? a.main : '#F4EFE6'}" stroke="${a.dark}" stroke-width="3"/>`).join('')}
${shadow(560, 80)}<path d="M480 360h160q0 70-80 70t-80-70z" fill="${b.main}"/><ellipse cx="560" cy="360" rx="80" ry="12" fill="#F4EFE6"/>
<path d="M500 322h120q0 44-60 44t-60-44z" fill="${b.shade}"/><ellipse cx="560" cy="322" rx="60" ry="9" fill="#F4EFE6"/>
${shadow(760, 60)}<path d="M730 430q-40-70 10-130v-60h40v60q50 60 10 130z" fill="${a.main}"/><path d="M770 300q36 60 10 130h-20z" fill="${a.shade}" opacity=".6"/>${gloss(740, 316, 80)}
<path d="M760 240c-20-70-70-100-110-120M760 240c10-80 40-120 90-150M760 240c0-60 10-100 0-160" fill="none" stroke="#6B4E3D" stroke-width="4"/>
<circle cx="650" cy="120" r="10" fill="#F4EFE6"/><circle cx="672" cy="134" r="8" fill="#EFA783"/><circle cx="850" cy="90" r="10" fill="#F4EFE6"/><circle cx="826" cy="110" r="8" fill="#EFA783"/><circle cx="760" cy="80" r="9" fill="#F4EFE6"/>
<path d="M900 424l60-12M906 432l60-10" stroke="#B98A5E" stroke-width="6" stroke-linecap="round"/>`;
}

/** Folded towels and linen stacked on a bench, one more hanging on a rail. */
function textiles(v) {
  const cols = [HUES[(v + 2) % 6].main, '#F4EFE6', HUES[(v + 4) % 6].main, '#E9EEF1', HUES[v % 6].main];
  return `<path d="M640 120h300" stroke="#B98A5E" stroke-width="10" stroke-linecap="round"/><path d="M680 120v200q0 14 14 14h120q14 0 14-14V120z" fill="${cols[2]}"/><path d="M680 290h148M680 304h148" stroke="#fff" stroke-width="4" opacity=".6"/>
${shadow(380, 260)}<rect x="130" y="400" width="500" height="30" rx="6" fill="#A87A4F"/>
${cols.map((c, i) => `<rect x="${200 - (i % 2) * 10}" y="${360 - i * 44}" width="${360 + (i % 2) * 20}" height="42" rx="18" fill="${c}" stroke="#CFC5B4" stroke-width="2"/><path d="M${214 - (i % 2) * 10} ${372 - i * 44}h${330 + (i % 2) * 20}" stroke="#fff" stroke-width="3" opacity=".5"/>`).join('')}
${shadow(820, 90)}<path d="M740 430l20-90h120l20 90z" fill="#C9A57C"/><path d="M750 380h140M746 404h148" stroke="#A87A4F" stroke-width="4"/><path d="M770 340q50-60 100 0" fill="none" stroke="#A87A4F" stroke-width="6"/>
<rect x="770" y="320" width="100" height="26" rx="12" fill="${cols[0]}"/>`;
}

// --- people and places ----------------------------------------------------------------------

/** A person behind the counter (the banner's cook). */
export function person(x, { skin, hair, shirt, apron, tall = 0, hat = false, bun = false }) {
  const head = 250 - tall;
  return `
<path d="M${x - 70} 430V${head + 110}Q${x - 70} ${head + 62} ${x - 22} ${head + 58}H${x + 22}Q${x + 70} ${head + 62} ${x + 70} ${head + 110}V430z" fill="${shirt}"/>
${apron ? `<path d="M${x - 40} 430V${head + 118}H${x + 40}V430z" fill="${apron}"/><path d="M${x - 40} ${head + 118}L${x - 22} ${head + 60}M${x + 40} ${head + 118}L${x + 22} ${head + 60}" stroke="${apron}" stroke-width="6"/>` : ''}
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

const PEOPLE = [
  { skin: '#EBC7A4', hair: '#3B2F2A', shirt: '#8FA58A', apron: '#F4EFE6', bun: true },
  { skin: '#D9A87E', hair: '#2A2320', shirt: '#2F4A3F', apron: '#F7F4EE', tall: 30, hat: true },
  { skin: '#F0D2B4', hair: '#5A4034', shirt: '#9DB4C0', apron: '#F4EFE6' },
  { skin: '#E2B58E', hair: '#1F1A17', shirt: '#C8775A', apron: '#F7F4EE', tall: 10 },
  { skin: '#F3D9BF', hair: '#6B4E3D', shirt: '#D9A441', apron: '#F4EFE6', bun: true },
];

/** People at a counter: a teacher (chef's hat in the cooking variants) with two students. */
function cookingClass(v) {
  const cooking = v % 2 === 0;
  const who = [0, 2, 3, 4].map((i) => PEOPLE[(i + v) % PEOPLE.length]);
  const teacher = cooking ? { ...PEOPLE[1], shirt: hue(v, 1).dark } : { ...who[1], apron: null, tall: 20 };
  const onCounter = cooking
    ? `<rect x="440" y="396" width="120" height="30" rx="8" fill="#3A3A38"/><path d="M452 336H548V380Q548 398 530 398H470Q452 398 452 380Z" fill="${hue(v).main}"/><rect x="444" y="330" width="112" height="12" rx="6" fill="${hue(v).dark}"/>${steam(500, 318, 16)}`
    : `<path d="M460 420h80l-6-40h-68z" fill="${hue(v).main}"/><path d="M474 380c-6-30 6-50 26-60M500 380c6-30 24-46 40-50" stroke="#5E7A6E" stroke-width="5" fill="none"/><circle cx="500" cy="316" r="9" fill="#EFA783"/><circle cx="540" cy="326" r="8" fill="#F4EFE6"/>`;
  return `${wall(v + 2)}
${person(300, { ...who[0], apron: cooking ? who[0].apron : null })}
${person(500, teacher)}
${person(700, { ...who[2], apron: cooking ? who[2].apron : null })}
<rect x="60" y="430" width="880" height="170" fill="#E9E1D3"/><rect x="60" y="424" width="880" height="14" rx="4" fill="#FFFFFF"/>
${cooking ? `<rect x="200" y="404" width="150" height="22" rx="5" fill="#C9A57C"/><path d="M220 404l38-12 8 12z" fill="#E08A3C"/><circle cx="296" cy="398" r="10" fill="#8FA58A"/><circle cx="318" cy="400" r="8" fill="#6F8F5E"/>` : `<path d="M230 410h60v16h-60z" fill="#F4EFE6"/><path d="M260 386h40l-4 40h-32z" fill="#F4EFE6" stroke="#8FA58A" stroke-width="3"/>`}
${onCounter}
<path d="M640 404h80a40 24 0 0 1-80 0z" fill="#E6EBE4" stroke="#8FA58A" stroke-width="3"/>
<circle cx="666" cy="400" r="8" fill="#D9A441"/><circle cx="690" cy="398" r="9" fill="#C8775A"/>`;
}

/** A craftsperson at a workbench under a pegboard of tools: a repair, a potter's vase, a casting. */
function workshop(v) {
  const thing = [
    // a stick vacuum laid open for repair
    `<rect x="560" y="392" width="220" height="22" rx="10" fill="#2F4A3F"/><rect x="640" y="370" width="70" height="30" rx="12" fill="#C8775A"/><circle cx="740" cy="380" r="16" fill="#9DB4C0"/><path d="M580 420l30-14M600 424l30-14" stroke="#9AA2A6" stroke-width="5"/>`,
    // a vase on a potter's wheel
    `<ellipse cx="660" cy="416" rx="90" ry="14" fill="#6B4E3D"/><path d="M630 410q-30-50 10-90v-20h40v20q40 40 10 90z" fill="#C9A27E"/><path d="M600 414h-40" stroke="#6B4E3D" stroke-width="6"/>`,
    // a cast pot being checked
    `<path d="M580 340h160v50q0 30-30 30H610q-30 0-30-30z" fill="#3A3A38"/><rect x="570" y="332" width="180" height="14" rx="7" fill="#2A2A28"/><path d="M560 360h-14M760 360h14" stroke="#3A3A38" stroke-width="12" stroke-linecap="round"/>`,
    // a loom's cloth
    `<rect x="560" y="300" width="240" height="124" rx="6" fill="#B98A5E"/>${Array.from({ length: 10 }, (_, i) => `<path d="M${578 + i * 22} 306v112" stroke="#F4EFE6" stroke-width="4"/>`).join('')}<path d="M570 360h220M570 380h220" stroke="#9DB4C0" stroke-width="6"/>`,
  ][v % 4];
  const who = PEOPLE[(v + 2) % PEOPLE.length];
  return `<rect x="90" y="60" width="360" height="220" rx="8" fill="#D8C6A8"/>
${Array.from({ length: 40 }, (_, i) => `<circle cx="${112 + (i % 10) * 36}" cy="${84 + Math.floor(i / 10) * 52}" r="3" fill="#B89A74"/>`).join('')}
<path d="M140 100v80M130 100h20" stroke="#9AA2A6" stroke-width="8" stroke-linecap="round"/><path d="M200 96l20 90" stroke="#6B4E3D" stroke-width="10" stroke-linecap="round"/><circle cx="280" cy="150" r="30" fill="none" stroke="#9AA2A6" stroke-width="8"/><path d="M360 100v110" stroke="#C8775A" stroke-width="12" stroke-linecap="round"/><rect x="390" y="110" width="40" height="60" rx="6" fill="#9DB4C0"/>
${person(340, { ...who, apron: hue(v, 1).main, hat: false })}
<rect x="80" y="426" width="840" height="18" rx="4" fill="#A87A4F"/><rect x="110" y="444" width="24" height="156" fill="#8A6440"/><rect x="866" y="444" width="24" height="156" fill="#8A6440"/>
${shadow(660, 130, 430)}${thing}
<path d="M440 420l40-30" stroke="#6B4E3D" stroke-width="8" stroke-linecap="round"/>`;
}

/** Wrapped gift boxes with ribbons and a paper bag. */
function gift(v) {
  const box = (x, w, h, col, ribbon) =>
    `${shadow(x, w * 0.6)}<rect x="${x - w / 2}" y="${430 - h}" width="${w}" height="${h}" rx="6" fill="${col}"/><rect x="${x - w / 2 - 8}" y="${430 - h - 4}" width="${w + 16}" height="${Math.min(36, h / 3)}" rx="6" fill="${col}"/><rect x="${x - w / 2 - 8}" y="${430 - h - 4}" width="${w + 16}" height="${Math.min(36, h / 3)}" rx="6" fill="#fff" opacity=".15"/><rect x="${x - 9}" y="${430 - h - 4}" width="18" height="${h + 4}" fill="${ribbon}"/><path d="M${x} ${430 - h - 4}q-50-40-40 0zM${x} ${430 - h - 4}q50-40 40 0z" fill="${ribbon}"/>`;
  return `${wall(v + 1)}${box(360, 200, 170, hue(v).main, '#F4EFE6')}${box(560, 150, 110, '#F4EFE6', hue(v, 1).dark)}${box(440, 110, 60, hue(v, 3).main, hue(v, 1).dark)}
${shadow(770, 80)}<path d="M700 430l10-170h120l10 170z" fill="#C9A57C"/><path d="M830 260l10 170h-20z" fill="#000" opacity=".08"/><path d="M740 260q30-60 60 0" fill="none" stroke="#8A6440" stroke-width="6"/><rect x="730" y="320" width="80" height="30" rx="4" fill="#F4EFE6"/>
<path d="M760 330h40M766 340h28" stroke="#2F4A3F" stroke-width="3"/>${prop(v, 160)}`;
}

/** A magazine or report standing against a wall, another lying open, a cup of tea. */
function magazine(v) {
  const c = hue(v + Math.floor(v / 6));
  const scene = [pot, tea, jars, tableware, textiles, kitchen][v % 6];
  return `${wall(v + 3)}${shadow(420, 150)}
<g transform="rotate(-4 420 300)"><rect x="300" y="110" width="240" height="320" rx="4" fill="#F7F4EE" stroke="#CFC5B4" stroke-width="2"/>
<rect x="300" y="110" width="240" height="70" fill="${c.main}"/><rect x="322" y="130" width="120" height="14" rx="3" fill="#F7F4EE"/><rect x="322" y="152" width="70" height="8" rx="3" fill="#F7F4EE" opacity=".7"/>
<svg x="314" y="196" width="212" height="150" viewBox="80 60 840 500" preserveAspectRatio="xMidYMid slice"><rect x="0" y="0" width="1000" height="600" fill="#EADFCD"/><rect x="0" y="430" width="1000" height="170" fill="#D9C3A5"/>${scene(v + 1)}</svg>
<rect x="322" y="366" width="170" height="10" rx="3" fill="${LINE}"/><rect x="322" y="386" width="120" height="8" rx="3" fill="#9AA2A6"/></g>
${shadow(700, 150)}<path d="M560 430l140-24l140 24z" fill="#F7F4EE" stroke="#CFC5B4" stroke-width="2"/><path d="M700 406v24" stroke="#CFC5B4" stroke-width="2"/><path d="M600 422l80-12M720 410l80 12" stroke="#9AA2A6" stroke-width="3"/>
${prop(2, 860)}`;
}

/**
 * A store: a shop front with an awning on the street, a department-store counter, or a repair
 * centre's service counter.
 */
function store(v) {
  const c = hue(v, 1);
  // variants 0–7 are shop fronts, 8–11 department-store counters, 12 on repair centres
  const kind = v < 8 ? 0 : v < 12 ? 1 : 2;
  const window = (x, w) =>
    `<rect x="${x}" y="230" width="${w}" height="230" rx="4" fill="#E9EEF1" stroke="${LINE}" stroke-width="8"/><rect x="${x + 10}" y="400" width="${w - 20}" height="10" fill="#B98A5E"/><path d="M${x + 30} 400v-40h60v40zM${x + 110} 400q0-50 40-50t40 50z" fill="${hue(v).main}"/><rect x="${x + 10}" y="320" width="${w - 20}" height="8" fill="#B98A5E"/><rect x="${x + 40}" y="290" width="30" height="30" rx="6" fill="${hue(v, 3).main}"/><rect x="${x + 90}" y="296" width="40" height="24" rx="6" fill="#F4EFE6"/><path d="M${x + 20} 250l40 60" stroke="#fff" stroke-width="10" opacity=".5"/>`;
  if (kind === 1)
    // a counter inside a department store: shelves behind, a sign strip above
    return `<rect x="0" y="0" width="1000" height="600" fill="#EFE9DF"/><rect x="140" y="60" width="720" height="56" rx="6" fill="${c.dark}"/><rect x="420" y="78" width="160" height="20" rx="4" fill="#F4EFE6"/>
${[160, 300].map((y) => `<rect x="160" y="${y}" width="680" height="10" rx="3" fill="#B98A5E"/>`).join('')}
<path d="M200 160v-46h70v46zM320 160q0-44 40-44t40 44z" fill="${hue(v).main}"/><rect x="440" y="116" width="60" height="44" rx="8" fill="#9DB4C0"/><path d="M560 160q-20-50 30-50t30 50z" fill="#F4EFE6"/><rect x="660" y="120" width="40" height="40" rx="6" fill="${hue(v, 3).main}"/><rect x="730" y="110" width="60" height="50" rx="10" fill="#8A6A52"/>
<path d="M200 300v-60h80v60zM320 300q0-60 50-60t50 60z" fill="#8FA58A"/><rect x="470" y="250" width="90" height="50" rx="8" fill="#F4EFE6" stroke="#CFC5B4" stroke-width="3"/><rect x="600" y="240" width="40" height="60" rx="6" fill="${hue(v, 2).main}"/><rect x="680" y="236" width="110" height="64" rx="10" fill="${hue(v).main}"/>
${person(500, { ...PEOPLE[(v + 3) % PEOPLE.length], shirt: c.dark, apron: null })}
<rect x="120" y="430" width="760" height="170" fill="#F7F4EE"/><rect x="120" y="424" width="760" height="16" rx="4" fill="${c.main}"/><rect x="440" y="470" width="120" height="40" rx="6" fill="${c.main}"/>`;
  if (kind === 2)
    // a repair centre: glass front, a wrench sign, a technician at the service counter
    return `<rect x="0" y="0" width="1000" height="600" fill="#E7E2D8"/><rect x="60" y="40" width="880" height="70" rx="6" fill="${c.dark}"/><circle cx="200" cy="75" r="24" fill="#F4EFE6"/><path d="M188 88l20-20m-6-6a10 10 0 1 1 10 10" stroke="${c.dark}" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="250" y="64" width="200" height="20" rx="4" fill="#F4EFE6"/>
<rect x="60" y="110" width="880" height="490" fill="#E9EEF1" opacity=".7"/><path d="M340 110v490M660 110v490" stroke="${LINE}" stroke-width="8"/>
<rect x="100" y="170" width="200" height="10" fill="#B98A5E"/><rect x="120" y="120" width="30" height="50" rx="8" fill="#2F4A3F"/><rect x="170" y="126" width="40" height="44" rx="8" fill="#9DB4C0"/><rect x="230" y="130" width="50" height="40" rx="8" fill="#C8775A"/>
${person(500, { ...PEOPLE[(v + 1) % PEOPLE.length], shirt: '#F7F4EE', apron: c.main })}
<rect x="360" y="430" width="280" height="170" fill="#F7F4EE"/><rect x="360" y="424" width="280" height="14" rx="4" fill="${c.main}"/>
<g transform="rotate(-80 470 412)"><rect x="440" y="400" width="140" height="20" rx="8" fill="#2F4A3F"/></g><rect x="560" y="396" width="60" height="30" rx="8" fill="#C8775A"/>
${plant(840)}`;
  // a shop front on the street
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<path d="M${80 + i * 84} 170h84l-10 60h-84z" fill="${i % 2 ? '#F4EFE6' : c.main}"/>`,
  ).join('');
  return `<rect x="0" y="0" width="1000" height="600" fill="#EDE3D3"/><rect x="40" y="20" width="920" height="580" fill="${['#F4EFE6', '#E9E1D3', '#E6EBE4'][Math.floor(v / 3) % 3]}"/>
<rect x="40" y="20" width="920" height="40" fill="${c.dark}" opacity=".8"/><rect x="300" y="84" width="400" height="70" rx="8" fill="${c.dark}"/><rect x="360" y="108" width="180" height="20" rx="4" fill="#F4EFE6"/><circle cx="620" cy="118" r="16" fill="${hue(v, 3).main}"/>
${stripes}
${window(90, 300)}${window(610, 300)}
<rect x="420" y="240" width="160" height="250" rx="4" fill="${c.main}" stroke="${LINE}" stroke-width="8"/><rect x="440" y="260" width="120" height="120" rx="3" fill="#E9EEF1"/><circle cx="550" cy="400" r="6" fill="#D9A441"/>
<rect x="0" y="490" width="1000" height="110" fill="#CFC5B4"/><path d="M0 530h1000M0 570h1000" stroke="#B9A48A" stroke-width="3"/>
<path d="M340 490q-10-60 24-70q30 10 24 70z" fill="#5E7A6E"/><rect x="334" y="480" width="60" height="34" rx="6" fill="#C8775A"/><path d="M620 490q-10-60 24-70q30 10 24 70z" fill="#5E7A6E"/><rect x="614" y="480" width="60" height="34" rx="6" fill="#C8775A"/>`;
}

/** The subjects the seed's pictures show; `floor`: stood on a floor, not on a table. */
export const THINGS = {
  pot: { draw: pot },
  donabe: { draw: donabe },
  pan: { draw: pan },
  kettle: { draw: kettle },
  knives: { draw: knives },
  vacuum: { draw: vacuum, floor: true },
  mop: { draw: mop, floor: true },
  purifier: { draw: purifier, floor: true },
  fan: { draw: fan, floor: true },
  coffee: { draw: coffee },
  kitchen: { draw: kitchen, room: true },
  living: { draw: living, floor: true },
  tea: { draw: tea },
  dish: { draw: dish },
  jars: { draw: jars },
  tableware: { draw: tableware },
  textiles: { draw: textiles, floor: true },
  class: { draw: cookingClass },
  workshop: { draw: workshop, floor: true },
  gift: { draw: gift },
  magazine: { draw: magazine },
  store: { draw: store, room: true },
};
