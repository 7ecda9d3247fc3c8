import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bootScriptFrom, type RouteFiles, routeFilesFrom } from './route-chunks';
import { compressedForms, isCompressible, isWrittenForm, writeForms, writtenForms } from './spa-compression';

/**
 * The built SPA held in memory: index.html as a template and every file of dist/ (Vite's output,
 * including the copies of public/), so a request never touches the disk, each with the brotli and
 * gzip forms the build wrote beside it (spa-compression.ts). A form the build did not write (a
 * dist/ made by `vite build` alone) is made once, after the server has started answering
 * (compressSpaAssets); until then that file goes out as it is.
 */
export interface StaticFile {
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  type: string;
  /** content-hashed file name (Vite's assets/): cache for a year */
  immutable: boolean;
  /** strong validator of `body`; each encoded form gets its own suffix */
  etag: string;
}

export interface SpaAssets {
  indexHtml: string;
  files: Map<string, StaticFile>;
  /** route id → the chunks and stylesheets of its lazy module that index.html does not already load */
  routeFiles: Map<string, RouteFiles>;
  /** what starts the app of a server-rendered page after its first paint (src/boot.ts) */
  bootScript: string | null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};
export function contentTypeOf(fileName: string): string {
  return TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** Every file under `dir`; the build's compressed forms are read with their own file, not apart. */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return isWrittenForm(full) ? [] : [full];
  });
}

export function loadSpaAssets(distDir: string): SpaAssets {
  const files = new Map<string, StaticFile>();
  let indexHtml = '';
  let routeFiles = new Map<string, RouteFiles>();
  let bootScript: string | null = null;
  for (const full of walk(distDir)) {
    const rel = `/${path.relative(distDir, full).split(path.sep).join('/')}`;
    const body = readFileSync(full);
    if (rel === '/index.html') {
      indexHtml = body.toString('utf8');
      // index.html is only ever answered with per-page tags, never as a file
      continue;
    }
    if (rel === '/.vite/manifest.json') {
      // the build's own bookkeeping: read here, never served
      const manifest = JSON.parse(body.toString('utf8'));
      routeFiles = routeFilesFrom(manifest);
      bootScript = bootScriptFrom(manifest);
      continue;
    }
    const type = contentTypeOf(full);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const forms = isCompressible(type, body.length) ? writtenForms(full, statSync(full).mtimeMs) : {};
    const file: StaticFile = { body, type, immutable: rel.startsWith('/assets/'), etag, ...forms };
    files.set(rel, file);
  }
  if (!indexHtml) throw new Error(`${distDir}/index.html is missing: run npm run build`);
  return { indexHtml, files, routeFiles, bootScript };
}

/** The files worth compressing that lack a compressed form. */
const uncompressed = (spa: Pick<SpaAssets, 'files'>) =>
  [...spa.files.entries()].filter(([, file]) => isCompressible(file.type, file.body.length) && !(file.br && file.gzip));

/**
 * Makes the forms the build did not write, on libuv's thread pool (off the event loop), smallest
 * first so the pages' own scripts and styles are ready before the big wasm. Answers how many
 * files it compressed: none after `npm run build` or build-if-needed.
 */
export async function compressSpaAssets(spa: Pick<SpaAssets, 'files'>): Promise<number> {
  const files = uncompressed(spa)
    .map(([, file]) => file)
    .sort((a, b) => a.body.length - b.body.length);
  await Promise.all(
    files.map(async (file) => {
      const forms = await compressedForms(file.body);
      file.br ??= forms.br;
      file.gzip ??= forms.gzip;
    }),
  );
  return files.length;
}

/** The build's step (scripts/precompress-dist.mjs): writes each file's forms beside it in `distDir`. */
export async function precompressSpaAssets(distDir: string): Promise<number> {
  const files = uncompressed(loadSpaAssets(distDir));
  await Promise.all(
    files.map(async ([rel, file]) => writeForms(path.join(distDir, rel), await compressedForms(file.body))),
  );
  return files.length;
}
