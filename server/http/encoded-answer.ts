import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { type Encoding, pickEncoding } from './accept-encoding';
import { etagMatches } from './etag-match';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer is sent as is: compressing it would save less than a packet. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * One public answer, kept as bytes in every encoding (made once, when it is cached, off the main
 * thread) with a strong ETag per encoding: a hit costs a lookup and a Response, no JSON, no HTML,
 * no compression.
 */
export interface EncodedAnswer {
  readonly identity: Uint8Array;
  readonly br: Uint8Array | null;
  readonly gzip: Uint8Array | null;
  readonly etag: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** bytes held, for the cache's size bound */
  readonly size: number;
}

export async function encodeAnswer(
  body: Uint8Array,
  headers: { contentType: string; cacheControl: string },
): Promise<EncodedAnswer> {
  const compress = body.byteLength >= COMPRESS_MIN_BYTES;
  const [br, gz] = compress
    ? await Promise.all([
        // quality 9 of 11: nearly the smallest, a few milliseconds once per version instead of per request
        brotli(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        }),
        gzipAsync(body, { level: 9 }),
      ])
    : [null, null];
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    identity: body,
    br,
    gzip: gz,
    etag,
    ...headers,
    size: body.byteLength + (br?.byteLength ?? 0) + (gz?.byteLength ?? 0) + 200,
  };
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/** The answer in the best encoding the client takes, or a 304 when its copy has the same ETag. */
export function respondWith(
  answer: EncodedAnswer,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): Response {
  const encoding = answer.br ? pickEncoding(request.acceptEncoding, ['br', 'gzip']) : null;
  const body = encoding ? (answer[encoding] as Uint8Array) : answer.identity;
  // each encoding its own strong ETag, so no cache ever swaps one for the other
  const etag = encoding ? answer.etag.replace(/"$/, `${ETAG_SUFFIX[encoding]}"`) : answer.etag;
  const headers: Record<string, string> = { 'Cache-Control': answer.cacheControl, ETag: etag };
  if (answer.br) headers.Vary = 'Accept-Encoding';
  if (etagMatches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = answer.contentType;
  headers['Content-Length'] = String(body.byteLength);
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
