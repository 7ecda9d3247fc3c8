import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../app-env';
import { inPreview } from '../content/content-preview';
import type { ContentChanges } from '../db/content-changes';
import { EncodedAnswer, respondWith } from './encoded-answer';
import { jsonCompression } from './json-compression';
import { isPublicPath } from './public-paths';

export interface PublicCacheOptions {
  /** null: the content's changes cannot be heard, so nothing is cached */
  changes: ContentChanges | null;
  /** bytes of answers kept (all encodings counted) */
  maxBytes?: number;
  /** the longest an answer is kept even without a change: content also moves with the clock */
  ttlMs?: number;
}

/**
 * An API answer without a Cache-Control of its own: browsers ask again each time (a 304 when
 * nothing changed), a CDN may keep it for 10 s. Pages keep their own `no-cache`.
 */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/**
 * Scheduled articles appear, events stop being upcoming and the solar term turns with time, not
 * with a write: no answer is kept longer than this.
 */
const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** Requests whose answer the cache will encode itself: their handler answers in identity. */
const encodedByCache = new WeakSet<Request>();

/**
 * The Accept-Encoding a handler that compresses its own answer should honour: none while the
 * cache is taking that answer (it makes every encoding once), the client's otherwise.
 */
export function handlerAcceptEncoding(c: Context): string | undefined {
  return encodedByCache.has(c.req.raw) ? undefined : c.req.header('accept-encoding');
}

/** A response a handler made for everyone: 200, no cookie, nothing that says private. */
function shareable(res: Response): boolean {
  if (res.status !== 200 || !res.body) return false;
  const h = res.headers;
  if (h.has('set-cookie') || h.has('content-encoding') || h.has('etag')) return false;
  if (/\b(?:private|no-store)\b/i.test(h.get('cache-control') ?? '')) return false;
  // an answer that says it varies by who asks is never shared
  if (/\b(?:authorization|cookie|\*)\b/i.test(h.get('vary') ?? '')) return false;
  return true;
}

/**
 * Public GET answers (docs/decisions/public-cache.md), kept as bytes (and each compressed form, made once) per content
 * generation and URL: the first request of a generation runs the handlers (requests arriving
 * meanwhile wait for it), every later one is a lookup. Anything else passes through, with API
 * JSON compressed for clients that take it. An editor's preview passes through untouched
 * (server/content/content-preview.ts): a draft is never kept, nor a kept answer shown in its place.
 */
export function publicCache(options: PublicCacheOptions) {
  const { changes } = options;
  const answers = new LRUCache<string, EncodedAnswer>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (a) => a.size,
    ttl: options.ttlMs ?? DEFAULT_TTL_MS,
  });
  // the first request of a key makes its answer; later ones until it is made wait for it
  const making = new Map<string, Promise<EncodedAnswer | null>>();
  const compressJson = jsonCompression();
  let generationSeen: number | null = null;

  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    const generation = changes?.generation() ?? null;
    // GET and HEAD (Hono answers HEAD through the GET handlers and drops the body); never a POST
    const method = c.req.method;
    const bypass = generation === null || !isPublicPath(path) || inPreview();
    if ((method !== 'GET' && method !== 'HEAD') || bypass) {
      return path.startsWith('/api/') ? compressJson(c, next) : next();
    }
    if (generation !== generationSeen) {
      // answers of an older generation are never asked for again: free their memory at once
      if (generationSeen !== null) answers.clear();
      generationSeen = generation;
    }
    const request = { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') };
    const key = `${generation} ${c.req.url}`;
    // a compressed form made just now: count its bytes (the answer keeps its time to live)
    const grew = (answer: EncodedAnswer) => () => {
      if (answers.get(key) === answer) answers.set(key, answer, { noUpdateTTL: true });
    };
    const cached = answers.get(key);
    if (cached) return respondWith(cached, request, grew(cached));

    const inFlight = making.get(key);
    if (inFlight) {
      const made = await inFlight;
      if (made) return respondWith(made, request, grew(made));
      // the first request's answer was not for sharing (a 404, an error): answer this one itself
      return next();
    }

    let made: EncodedAnswer | null = null;
    let settle: (a: EncodedAnswer | null) => void = () => {};
    making.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      encodedByCache.add(c.req.raw);
      await next();
      const res = c.res;
      if (shareable(res)) {
        made = new EncodedAnswer(
          new Uint8Array(await res.arrayBuffer()),
          res.headers.get('content-type') ?? 'application/octet-stream',
          res.headers.get('cache-control') ?? PUBLIC_API_CACHE_CONTROL,
        );
        answers.set(key, made);
      }
    } finally {
      making.delete(key);
      settle(made);
    }
    if (made) {
      // replace, not merge: the handler's headers (length, no-cache) belong to its own body
      c.res = undefined;
      c.res = await respondWith(made, request, grew(made));
    }
  });
}
