import { LOCATIONS_TEXT } from './locations-text';

/** A small deterministic generator (mulberry32): the same store always gets the same streets. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 380;
const H = 200;

/**
 * A map picture of the store's corner, drawn in the page (no map service, no tiles to download):
 * blocks between streets, a park, the store's pin in the middle. It shows the store is on a street
 * corner of a town; the Google Maps link below gives the exact place.
 */
export function StoreMapPicture({ id, name }: { id: number; name: string }) {
  const rand = random(id * 7919);
  const across = [40, 95, 150].map((y) => Math.round(y + (rand() - 0.5) * 20));
  const down = [60, 150, 245, 330].map((x) => Math.round(x + (rand() - 0.5) * 30));
  const park = { x: (down[2] ?? 245) + 8, y: (across[0] ?? 40) + 8 };
  return (
    <figure className="store-map">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={LOCATIONS_TEXT.mapPicture(name)}
      >
        <rect width={W} height={H} fill="#EEF0EA" />
        <rect x={park.x} y={park.y} width="70" height="40" rx="6" fill="#CFE0C6" />
        {across.map((y) => (
          <rect key={`a${y}`} x="0" y={y - 5} width={W} height="10" fill="#FFFFFF" />
        ))}
        {down.map((x) => (
          <rect key={`d${x}`} x={x - 5} y="0" width="10" height={H} fill="#FFFFFF" />
        ))}
        <path
          d={`M0 ${H - 22} C ${W / 3} ${H - 40}, ${(2 * W) / 3} ${H - 5}, ${W} ${H - 25}`}
          stroke="#B7CCD8"
          strokeWidth="12"
          fill="none"
        />
        <g transform={`translate(${W / 2} ${H / 2 - 6})`}>
          <path d="M0 18 C -14 0, -12 -16, 0 -16 C 12 -16, 14 0, 0 18 Z" fill="#C8775A" />
          <circle cx="0" cy="-5" r="5" fill="#FFFFFF" />
        </g>
      </svg>
      <figcaption>{LOCATIONS_TEXT.mapCaption}</figcaption>
    </figure>
  );
}
