// Builds the SPA when dist/ is missing or older than its sources. Used by `npm start` and the
// browser tests, so neither ever serves a stale build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCES = ['src', 'machines', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((n) => newestMtime(path.join(p, n))));
}

// the browser's build, then the server's renderer of public pages (src/entry-server.tsx)
const OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js'];

/** Vite's build; a browser build (not --ssr) then gets its files' compressed forms written beside them. */
async function viteBuild() {
  const { build } = await import('vite');
  const { precompressDist } = await import('./precompress-dist.mjs');
  return async (config) => {
    const output = await build(config);
    if (!config.build?.ssr) await precompressDist(config.build?.outDir ?? 'dist');
    return output;
  };
}

export async function buildIfNeeded() {
  const built = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (built >= Math.max(...SOURCES.map(newestMtime))) return false;
  console.log('building the site…');
  const build = await viteBuild();
  await build({ logLevel: 'warn' });
  await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildIfNeeded();
