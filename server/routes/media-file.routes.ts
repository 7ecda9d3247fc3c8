import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { API_MESSAGES } from '../http/api-errors';
import { readMediaFile } from '../services/media-widths.service';
import { callingMember } from './member-auth.middleware';

const ID = /^[1-9]\d{0,9}$/;
// the image is the whole document when opened on its own: nothing in it may run or load
const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * `GET /media/{id}/{name}`: an uploaded image, to its owner only (the session's cookie or
 * Authorization header, so an <img> works). Another member's image is 404, as a missing one.
 * Never in the public cache (server/http/public-paths.ts keeps /media private); the name in the
 * address is for people and file saving, the id decides. A picture staff uploaded for published
 * content (kind `content`) is anyone's to see, and its bytes never change: cached for a year.
 */
export function mediaFileRoutes() {
  return new Hono<AppEnv>().get('/:id/:name?', async (c) => {
    const id = c.req.param('id');
    const member = await callingMember(c);
    const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
    if (!ID.test(id) || Number(id) > 2_147_483_647) {
      return member ? c.text(API_MESSAGES.notFound, 404, headers) : c.text(API_MESSAGES.unauthenticated, 401, headers);
    }
    const deps = c.var.deps;
    const found = await readMediaFile(
      { db: deps.db, storage: deps.mediaStorage },
      member?.id ?? null,
      Number(id),
      c.req.param('name') ?? '',
    );
    // a guest asking for a member's image is asked to sign in, as before
    if (!found)
      return member ? c.text(API_MESSAGES.notFound, 404, headers) : c.text(API_MESSAGES.unauthenticated, 401, headers);
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      ...(found.isPublic ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {}),
      // the stored type is always one of our re-encoded image types, never the uploader's
      'Content-Type': found.contentType,
      'Content-Length': String(found.bytes.length),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      'Content-Security-Policy': MEDIA_CSP,
    });
  });
}
