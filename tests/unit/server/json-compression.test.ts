import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonCompression } from '../../../server/http/json-compression';

// As the server runs: @hono/node-server's light Response in place of the global one.
getRequestListener(() => new Response(null));

const big = { data: '好生活'.repeat(2000) };
const app = new Hono()
  .use('*', jsonCompression())
  .get('/small', (c) => c.json({ data: { ok: true } }))
  .get('/big', (c) => c.json(big))
  .get('/kept', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  })
  .get('/html', (c) => c.html(`<p>${'好'.repeat(2000)}</p>`));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
/** the light Response is written to the socket as it is; a rebuilt one is read back through a stream */
const isLight = (res: Response) => Object.getOwnPropertySymbols(res).some((s) => s.description === 'cache');

describe('API JSON compression', () => {
  it('gzips a big answer for a client that takes it, the same JSON once unzipped', async () => {
    const res = await get('/big', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(JSON.stringify(big).length);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(big);
  });

  it('sends a small answer, or any to a client that takes no gzip, as it is, still saying it varies', async () => {
    for (const [path, headers] of [
      ['/small', { 'accept-encoding': 'gzip' }],
      ['/big', {}],
      ['/big', { 'accept-encoding': 'br, gzip;q=0' }],
    ] as const) {
      const res = await get(path, headers);
      expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(await res.json()).toEqual(path === '/small' ? { data: { ok: true } } : big);
    }
  });

  it('leaves a no-transform answer and non-JSON alone', async () => {
    const kept = await get('/kept', { 'accept-encoding': 'gzip' });
    expect(kept.headers.get('content-encoding')).toBeNull();
    const html = await get('/html', { 'accept-encoding': 'gzip' });
    expect(html.headers.get('content-encoding')).toBeNull();
    expect(html.headers.get('vary')).toBeNull();
  });

  it('keeps an answer it does not compress the light one the server writes straight out', async () => {
    expect(isLight(await get('/small'))).toBe(true);
    expect(isLight(await get('/big'))).toBe(true);
  });
});
