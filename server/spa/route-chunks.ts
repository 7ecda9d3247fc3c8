/**
 * Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest`) read into: route id → the
 * chunks and stylesheets its lazy module needs. index.html only names the entry's own chunks; a page's route module
 * is found by the router after the entry has run, one round trip later. The server names that
 * page's chunks in the HTML (`modulepreload`), so they download beside the entry.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** src/route-modules.ts finds each route's module by this file name. */
const ROUTE_MODULE = /^src\/routes\/(.+)\.route\.tsx$/;

/** The chunks `key` statically imports, itself included, in the order found. */
function closure(manifest: Manifest, key: string, into: Map<string, ManifestChunk>): Map<string, ManifestChunk> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.set(chunk.file, chunk);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export interface RouteFiles {
  /** scripts for `modulepreload` */
  chunks: string[];
  /**
   * stylesheets: a server-rendered page must have them before it paints (the browser would
   * otherwise add them when the route's chunk loads, and the page would shift)
   */
  styles: string[];
}

export function routeFilesFrom(manifest: Manifest): Map<string, RouteFiles> {
  const entry = new Map<string, ManifestChunk>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entry);
  const entryStyles = new Set([...entry.values()].flatMap((chunk) => chunk.css ?? []));
  const byRoute = new Map<string, RouteFiles>();
  for (const key of Object.keys(manifest)) {
    const id = ROUTE_MODULE.exec(key)?.[1];
    if (!id) continue;
    const own = [...closure(manifest, key, new Map()).values()].filter((chunk) => !entry.has(chunk.file));
    const styles = new Set(own.flatMap((chunk) => chunk.css ?? []).filter((file) => !entryStyles.has(file)));
    byRoute.set(id, {
      chunks: own.map((chunk) => `/${chunk.file}`),
      styles: [...styles].map((file) => `/${file}`),
    });
  }
  return byRoute;
}

/** The boot script of server-rendered pages (src/boot.ts, a second input of the build). */
export function bootScriptFrom(manifest: Manifest): string | null {
  const file = manifest['src/boot.ts']?.file;
  return file ? `/${file}` : null;
}
