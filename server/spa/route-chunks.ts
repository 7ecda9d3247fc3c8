/**
 * Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest`) read into: route id → the
 * chunks its lazy module needs. index.html only names the entry's own chunks; a page's route module
 * is found by the router after the entry has run, one round trip later. The server names that
 * page's chunks in the HTML (`modulepreload`), so they download beside the entry.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** src/route-modules.ts finds each route's module by this file name. */
const ROUTE_MODULE = /^src\/routes\/(.+)\.route\.tsx$/;

function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export function routeChunksFrom(manifest: Manifest): Map<string, string[]> {
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entryFiles);
  const byRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const id = ROUTE_MODULE.exec(key)?.[1];
    if (!id) continue;
    const files = [...closure(manifest, key, new Set())].filter((file) => !entryFiles.has(file));
    byRoute.set(
      id,
      files.map((file) => `/${file}`),
    );
  }
  return byRoute;
}
