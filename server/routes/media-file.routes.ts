import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { API_MESSAGES } from '../http/api-errors';
import { readOwnMedia } from '../services/media.service';
import { callingMember } from './member-auth.middleware';

const ID = /^[1-9]\d{0,9}$/;

/**
 * `GET /media/{id}/{name}`: an uploaded image, to its owner only (the session's cookie or
 * Authorization header, so an <img> works). Another member's image is 404, as a missing one.
 * Never in the public cache (server/http/public-paths.ts keeps /media private); the name in the
 * address is for people and file saving, the id decides.
 */
export function mediaFileRoutes() {
  return new Hono<AppEnv>().get('/:id/:name?', async (c) => {
    const id = c.req.param('id');
    const member = await callingMember(c);
    const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
    if (!member) return c.text(API_MESSAGES.unauthenticated, 401, headers);
    if (!ID.test(id) || Number(id) > 2_147_483_647) return c.text(API_MESSAGES.notFound, 404, headers);
    const deps = c.var.deps;
    const found = await readOwnMedia({ db: deps.db, storage: deps.mediaStorage }, member.id, Number(id));
    if (!found) return c.text(API_MESSAGES.notFound, 404, headers);
    const { row, bytes } = found;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      // the stored type is always one of our re-encoded image types, never the uploader's
      'Content-Type': row.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      // the image is the whole document when opened on its own: nothing in it may run or load
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
