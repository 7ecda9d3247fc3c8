import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { type Encoding, pickEncoding } from './accept-encoding';
import { etagMatches } from './etag-match';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer is sent as is: compressing it would save less than a packet. */
const COMPRESS_MIN_BYTES = 1024;
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

const compressors: Record<Encoding, (body: Uint8Array) => Promise<Uint8Array>> = {
  // quality 9 of 11: nearly the smallest, a few milliseconds once per answer instead of per request
  br: (body) =>
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/**
 * One public answer kept as bytes, with a strong ETag per encoding. Each compressed form is made
 * once, the first time a client asks for it (in zlib's thread pool), then kept beside the
 * original: a hit costs a lookup and a Response, no JSON, no HTML, no compression.
 */
export class EncodedAnswer {
  readonly etag: string;
  readonly #encoded = new Map<Encoding, Uint8Array>();
  readonly #making = new Map<Encoding, Promise<Uint8Array>>();

  constructor(
    readonly identity: Uint8Array,
    readonly contentType: string,
    readonly cacheControl: string,
  ) {
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  }

  get compressible(): boolean {
    return this.identity.byteLength >= COMPRESS_MIN_BYTES;
  }

  /** bytes held, for the cache's size bound */
  get size(): number {
    let n = this.identity.byteLength + 200;
    for (const body of this.#encoded.values()) n += body.byteLength;
    return n;
  }

  /** The body in `encoding`: at once when made already, else made now (once, however many ask). */
  body(encoding: Encoding | null): Uint8Array | Promise<Uint8Array> {
    if (!encoding) return this.identity;
    const made = this.#encoded.get(encoding);
    if (made) return made;
    let making = this.#making.get(encoding);
    if (!making) {
      making = compressors[encoding](this.identity).then((body) => {
        this.#encoded.set(encoding, body);
        this.#making.delete(encoding);
        return body;
      });
      this.#making.set(encoding, making);
    }
    return making;
  }
}

/**
 * The answer in the best encoding the client takes, or a 304 when its copy has the same ETag.
 * `encoded` is told when a compressed form was made just now (the cache then counts its bytes).
 */
export async function respondWith(
  answer: EncodedAnswer,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  encoded?: () => void,
): Promise<Response> {
  const encoding = answer.compressible ? pickEncoding(request.acceptEncoding, ENCODINGS) : null;
  // each encoding its own strong ETag, so no cache ever swaps one for the other
  const etag = encoding ? answer.etag.replace(/"$/, `${ETAG_SUFFIX[encoding]}"`) : answer.etag;
  const headers: Record<string, string> = { 'Cache-Control': answer.cacheControl, ETag: etag };
  if (answer.compressible) headers.Vary = 'Accept-Encoding';
  if (etagMatches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  let body = answer.body(encoding);
  if (body instanceof Promise) {
    body = await body;
    encoded?.();
  }
  headers['Content-Type'] = answer.contentType;
  headers['Content-Length'] = String(body.byteLength);
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
