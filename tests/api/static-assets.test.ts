import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressSpaAssets, loadSpaAssets, precompressSpaAssets } from '../../server/spa/spa-assets';
import { freshDbForFile, testApp } from '../support/api-app';

// A fake build, as Vite would leave it: index.html, hashed assets/, and the copies of public/.
const dist = mkdtempSync(path.join(tmpdir(), 'fake-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const SCRIPT = `export const greeting = ${JSON.stringify('好生活 '.repeat(400))};\n`;
const STYLE = `body { color: #2f3e36; }\n${'.card { margin: 0 auto; padding: 1rem; }\n'.repeat(40)}`;
const PUBLIC_DIR = path.resolve('public');

mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'builds'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta charset="utf-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56Gh78.css">
  </head>
  <body><div id="root"></div></body>
</html>`,
);
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
writeFileSync(path.join(dist, 'assets/index-Ef56Gh78.css'), STYLE);
writeFileSync(path.join(dist, 'assets/tiny-Zz99.js'), 'export {};\n');
writeFileSync(path.join(dist, 'builds/latest.json'), '{"buildId":"b1","builtAt":"2025-01-01T00:00:00.000Z"}');
cpSync(PUBLIC_DIR, dist, { recursive: true });
// Vite's build manifest: the events page's route module and the chunk it shares with others
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, 'assets/events.route-Qq11.js'), 'export {};\n');
writeFileSync(path.join(dist, 'assets/cards-Rr22.js'), 'export {};\n');
writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true },
    'src/routes/events.route.tsx': { file: 'assets/events.route-Qq11.js', imports: ['_cards-Rr22.js'] },
    '_cards-Rr22.js': { file: 'assets/cards-Rr22.js' },
  }),
);

const { db } = await freshDbForFile();
const spa = loadSpaAssets(dist);
await compressSpaAssets(spa);
const app = testApp(db, { spa });

const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('hashed assets', () => {
  it('go out as they are until their compressed forms are ready (the server answers before it compresses)', async () => {
    const fresh = loadSpaAssets(dist);
    const early = testApp(db, { spa: fresh });
    const before = await early.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(before.headers.get('content-encoding')).toBeNull();
    expect((await bytes(before)).toString('utf8')).toBe(SCRIPT);
    await compressSpaAssets(fresh);
    const after = await early.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(after.headers.get('content-encoding')).toBe('br');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('are cached for a year as immutable, with their content type', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/index-Ef56Gh78.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('come brotli-compressed to a client that takes br', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(body).toString('utf8')).toBe(SCRIPT);
  });

  it('come gzip-compressed to a client that takes gzip only', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(res)).toString('utf8')).toBe(SCRIPT);
  });

  it('respect q=0 on brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('come as they are without Accept-Encoding, with their length', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect((await bytes(res)).toString('utf8')).toBe(SCRIPT);
  });

  it('are not compressed when too small to gain from it', async () => {
    const res = await get('/assets/tiny-Zz99.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('answer 404 in plain text when missing, never the page shell', async () => {
    const res = await get('/assets/index-OLD00000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).not.toContain('<html');
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const res = await app.request('/assets/index-Ab12Cd34.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await res.text()).toBe('');
  });
});

describe("the build's compressed forms", () => {
  /** a copy of the fake build, compressed as `npm run build` leaves it */
  async function compressedBuild() {
    const copy = mkdtempSync(path.join(tmpdir(), 'fake-dist-compressed-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(dist, copy, { recursive: true });
    expect(await precompressSpaAssets(copy)).toBeGreaterThan(0);
    return copy;
  }

  it('are written beside each file worth it and served from the first request, nothing left to compress at start', async () => {
    const copy = await compressedBuild();
    expect(existsSync(path.join(copy, 'assets/index-Ab12Cd34.js.br'))).toBe(true);
    expect(existsSync(path.join(copy, 'assets/index-Ab12Cd34.js.gz'))).toBe(true);
    expect(existsSync(path.join(copy, 'assets/tiny-Zz99.js.br'))).toBe(false);
    const built = loadSpaAssets(copy);
    const early = testApp(db, { spa: built });
    const br = await early.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString('utf8')).toBe(SCRIPT);
    const gz = await early.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(SCRIPT);
    // a form is no file of its own
    expect((await early.request('/assets/index-Ab12Cd34.js.br')).status).toBe(404);
    expect(await compressSpaAssets(built)).toBe(0);
    expect(await precompressSpaAssets(copy)).toBe(0);
  });

  it('are ignored when older than their file, which the server then compresses itself', async () => {
    const copy = await compressedBuild();
    const form = path.join(copy, 'assets/index-Ef56Gh78.css.br');
    writeFileSync(form, 'not the stylesheet');
    utimesSync(form, new Date(2000, 0, 1), new Date(2000, 0, 1));
    const built = loadSpaAssets(copy);
    const early = testApp(db, { spa: built });
    const before = await early.request('/assets/index-Ef56Gh78.css', { headers: { 'accept-encoding': 'br' } });
    expect(before.headers.get('content-encoding')).toBeNull();
    expect((await bytes(before)).toString('utf8')).toBe(STYLE);
    expect(await compressSpaAssets(built)).toBe(1);
    const after = await early.request('/assets/index-Ef56Gh78.css', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(await bytes(after)).toString('utf8')).toBe(STYLE);
    // and the next build writes it again
    expect(await precompressSpaAssets(copy)).toBe(1);
    expect(brotliDecompressSync(readFileSync(form)).toString('utf8')).toBe(STYLE);
  });
});

describe('files that are not hashed', () => {
  it('serve the public/ favicon as a 32x32 ICO that is always revalidated', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const ico = await bytes(res);
    expect(ico.equals(readFileSync(path.join(PUBLIC_DIR, 'favicon.ico')))).toBe(true);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
  });

  it('serve the public/ OpenGraph image as a 1200x630 PNG', async () => {
    const res = await get('/og-default.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const png = await bytes(res);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('serve the build manifest uncached, so clients notice a new build', async () => {
    const res = await get('/builds/latest.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toMatchObject({ buildId: 'b1' });
  });

  it('answer 304 to a client that already has the version', async () => {
    const first = await get('/favicon.ico');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/favicon.ico', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await get('/favicon.ico', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('give each encoding its own ETag, so a cache never swaps them', async () => {
    const plain = await get('/assets/index-Ab12Cd34.js');
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });
});

describe('the page itself', () => {
  it('is index.html from the build with the page tags, never cached', async () => {
    const res = await get('/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>');
    expect(html).toContain('<title>活動報名｜好生活</title>');
    expect(html).not.toContain('<!--app-head-->');
  });

  it('is compressed for clients that take it', async () => {
    const res = await get('/events', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toContain('<title>活動報名｜好生活</title>');
    const gz = await get('/events', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toContain('<title>活動報名｜好生活</title>');
  });

  it('is not served as a file at /index.html', async () => {
    const res = await get('/index.html');
    expect(res.status).toBe(404);
  });

  it("names the page's own route chunks for the browser to fetch beside the entry", async () => {
    const html = await (await get('/events')).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/events.route-Qq11.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-Rr22.js">');
    const other = await (await get('/brands')).text();
    expect(other).not.toContain('events.route-Qq11.js');
  });

  it("keeps the build's manifest to itself", async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});
