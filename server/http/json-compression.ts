import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { pickEncoding } from './accept-encoding';

const gzipAsync = promisify(gzip);

/** Below this an answer is sent as is: compressing it would save less than a packet. */
const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = /json/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Adds Accept-Encoding to the answer's Vary, once. */
function varyByEncoding(headers: Headers) {
  const vary = headers.get('vary');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * API JSON that the public cache does not keep, gzipped (in zlib's thread pool) for clients that
 * take it, from 1 KiB up. Hono's compress() did this, but it adds Vary with c.header() after the
 * answer is made, which turns @hono/node-server's light Response (a string body written straight
 * to the socket) into a web Response whose body is then read back through a stream: on every JSON
 * answer, compressed or not, a good part of a member's read. Here the headers are changed on the
 * answer itself, and only an answer that is compressed is made again.
 */
export function jsonCompression() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const { headers } = res;
    if (
      !JSON_TYPE.test(headers.get('content-type') ?? '') ||
      headers.has('content-encoding') ||
      headers.has('transfer-encoding') ||
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      NO_TRANSFORM.test(headers.get('cache-control') ?? '')
    )
      return;
    varyByEncoding(headers);
    if (pickEncoding(c.req.header('accept-encoding'), ['gzip']) !== 'gzip' || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    // the body is read now: the answer is made again either way
    const out =
      body.byteLength < COMPRESS_MIN_BYTES
        ? body
        : await gzipAsync(body).then((gz) => {
            headers.set('content-encoding', 'gzip');
            headers.delete('content-length');
            const etag = headers.get('etag');
            // the same JSON in other bytes: no longer byte-for-byte the strong validator's
            if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
            return gz;
          });
    // replace, not merge: the headers above are already the answer's own
    c.res = undefined;
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers });
  });
}
