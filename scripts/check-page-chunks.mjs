// `node scripts/check-page-chunks.mjs` after `npx vite build`: which scripts each server-rendered
// page needs before it is usable (the chunks the server preloads for its route, the same
// computation as server/spa/route-chunks.ts) hold zod or a schema module? None should: such a
// page's answers come parsed in its HTML, and its query functions import their schemas when they
// fetch (docs/decisions/first-page-speed.md, "Zod after the first page"). Member pages and flows
// are rendered in the browser and may import their schemas (their forms use zod anyway).
// Exit code 1 when a page does, or when the entry itself does. Also: no page but the console's own
// loads a staff console chunk.
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { allRoutesFor } = await import('../schemas/staff-route-manifest.ts');
const { serverRendersPage } = await import('../server/spa/rendered-page.ts');
const { routeFilesFrom } = await import('../server/spa/route-chunks.ts');

const MANIFEST = 'dist/.vite/manifest.json';
let manifest;
try {
  manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
} catch {
  console.error(`${MANIFEST} not found: run \`npx vite build\` first`);
  process.exit(2);
}

/** zod's chunk, or any chunk named after a schema module (`content-schemas`, `event.schema`...) */
const ZOD_OR_SCHEMA = /(^|\/)zod-|schema/i;

const entry = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || entry.has(chunk.file)) return;
  entry.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const failures = [];
const entryHits = [...entry].filter((file) => ZOD_OR_SCHEMA.test(file));
if (entryHits.length) failures.push(`entry: ${entryHits.join(', ')}`);

const byRoute = routeFilesFrom(manifest);
let checked = 0;
for (const route of allRoutesFor({ dev: false })) {
  // a flow's first page (contact) has its frame rendered on the server, but its form is zod's
  // from the start, as every flow's: it may load its schemas
  if (!serverRendersPage(route) || route.flow) continue;
  const files = byRoute.get(route.id);
  if (!files) {
    failures.push(`${route.id}: no src/routes/${route.id}.route.tsx in the manifest`);
    continue;
  }
  checked += 1;
  const hits = files.chunks.filter((file) => ZOD_OR_SCHEMA.test(file));
  if (hits.length) failures.push(`${route.id}: ${hits.join(', ')}`);
}

// The staff console's code is in its own chunks (DESIGN "The staff side"): no other page, nor the
// entry, statically imports a chunk made of a console module (its screens, list kit, API calls).
const STAFF_ROUTE = /^src\/routes\/staff[a-z-]*\.route\.tsx$/;
const STAFF_CHUNK = /(^|\/)_?staff[-.]|src\/(screens|components)\/staff\/|src\/api\/staff\./;
const staffHits = (key) => {
  const seen = new Set();
  const walk = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk(key);
  return [...seen].filter((k) => STAFF_CHUNK.test(k) || STAFF_CHUNK.test(manifest[k].file));
};
let pages = 0;
for (const [key, chunk] of Object.entries(manifest)) {
  const isRoute = /^src\/routes\/.+\.route\.tsx$/.test(key);
  if (!(chunk.isEntry || isRoute) || STAFF_ROUTE.test(key)) continue;
  if (isRoute) pages += 1;
  const hits = staffHits(key);
  if (hits.length) failures.push(`${key} loads staff console code: ${hits.join(', ')}`);
}

if (failures.length) {
  console.error(`page chunks that break the rules:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`${checked} server-rendered pages: no zod or schema chunk before they are usable`);
console.log(`${pages} public and member pages: no staff console chunk`);
