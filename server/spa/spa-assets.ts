import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { bootScriptFrom, type RouteFiles, routeFilesFrom } from './route-chunks';

/**
 * The built SPA held in memory: index.html as a template and every file of dist/ (Vite's output,
 * including the copies of public/), so a request never touches the disk. Their brotli and gzip
 * forms are made once, after the server has started answering (compressSpaAssets): brotli at its
 * best setting takes seconds over the whole build (the QR reader's wasm alone is a megabyte), and a
 * cold start should not wait for it. Until a file's forms are ready it goes out as it is.
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
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|wasm|manifest)|image\/(svg|x-icon)|font\/ttf)/;
/** below this, the headers of a compressed answer cost more than they save */
const MIN_COMPRESS_BYTES = 512;

export function contentTypeOf(fileName: string): string {
  return TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
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
    const file: StaticFile = { body, type, immutable: rel.startsWith('/assets/'), etag };
    files.set(rel, file);
  }
  if (!indexHtml) throw new Error(`${distDir}/index.html is missing: run npm run build`);
  return { indexHtml, files, routeFiles, bootScript };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Makes each compressible file's brotli (quality 11) and gzip (level 9) forms on libuv's thread
 * pool, off the event loop, smallest first so the pages' own scripts and styles are ready before
 * the big wasm. An encoding is kept only when it saves bytes.
 */
export async function compressSpaAssets(spa: Pick<SpaAssets, 'files'>): Promise<void> {
  const files = [...spa.files.values()]
    .filter((file) => COMPRESSIBLE.test(file.type) && file.body.length > MIN_COMPRESS_BYTES)
    .sort((a, b) => a.body.length - b.body.length);
  await Promise.all(
    files.map(async (file) => {
      const [br, gz] = await Promise.all([
        brotliAsync(file.body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length },
        }),
        gzipAsync(file.body, { level: 9 }),
      ]);
      if (br.length < file.body.length) file.br = br;
      if (gz.length < file.body.length) file.gzip = gz;
    }),
  );
}
