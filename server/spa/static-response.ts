import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type Encoding, pickEncoding } from '../http/accept-encoding';
import { etagMatches } from '../http/etag-match';
import type { StaticFile } from './spa-assets';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** not hashed (favicon.ico, og-default.png, builds/latest.json): always ask, a 304 is cheap */
export const REVALIDATE = 'no-cache';

const ENCODING_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/** One file of the build, in the best encoding the client takes, or a 304 when it has it already. */
export function staticFileResponse(
  file: StaticFile,
  request: { acceptEncoding?: string; ifNoneMatch?: string },
): Response {
  const available = (['br', 'gzip'] as const).filter((e) => file[e]);
  const encoding = pickEncoding(request.acceptEncoding, available);
  const body = encoding ? (file[encoding] as Uint8Array) : file.body;
  const etag = encoding ? file.etag.replace(/"$/, `${ENCODING_SUFFIX[encoding]}"`) : file.etag;
  const headers = new Headers({
    'Cache-Control': file.immutable ? IMMUTABLE : REVALIDATE,
    ETag: etag,
  });
  if (available.length > 0) headers.set('Vary', 'Accept-Encoding');
  if (etagMatches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', file.type);
  headers.set('Content-Length', String(body.byteLength));
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** Below this a page is sent as is: compressing it would save less than a packet. */
export const HTML_COMPRESS_MIN_BYTES = 1024;

/**
 * A rendered page (index.html with its tags). Pages differ per request, so they are compressed
 * here, with settings fast enough for every request (brotli 5 ≈ gzip 9 in size, far quicker).
 */
export function htmlResponse(html: string, status: 200 | 404 | 500, acceptEncoding: string | undefined): Response {
  const raw = Buffer.from(html, 'utf8');
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  });
  const encoding = raw.byteLength >= HTML_COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding, ['br', 'gzip']) : null;
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
        })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 6 })
        : raw;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}
