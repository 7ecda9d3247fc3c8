import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { API_MESSAGES } from '../http/api-errors';
import { readArticleMedia, readOwnMedia } from '../services/media.service';
import { callingMember } from './member-auth.middleware';

const ID = /^[1-9]\d{0,9}$/;

/**
 * `GET /media/{id}/{name}`: an uploaded image, to its owner only (the session's cookie or
 * Authorization header, so an <img> works). Another member's image is 404, as a missing one.
 * A picture a saved article links is on a public page: anyone gets it. Never in the public cache
 * (server/http/public-paths.ts keeps /media private); the name in the address is for people and
 * file saving, the id decides.
 */
export function mediaFileRoutes() {
  return new Hono<AppEnv>().get('/:id/:name?', async (c) => {
    const id = c.req.param('id');
    const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
    const valid = ID.test(id) && Number(id) <= 2_147_483_647;
    const deps = c.var.deps;
    const storage = { db: deps.db, storage: deps.mediaStorage };
    const shared = valid ? await readArticleMedia(storage, Number(id)) : null;
    // an article's picture never changes at its id (a new one is a new upload)
    if (shared) return imageResponse(shared, { ...headers, 'Cache-Control': 'public, max-age=86400' });
    const member = await callingMember(c);
    if (!member) return c.text(API_MESSAGES.unauthenticated, 401, headers);
    if (!valid) return c.text(API_MESSAGES.notFound, 404, headers);
    const found = await readOwnMedia(storage, member.id, Number(id));
    if (!found) return c.text(API_MESSAGES.notFound, 404, headers);
    return imageResponse(found, headers);
  });
}

function imageResponse(
  { row, bytes }: NonNullable<Awaited<ReturnType<typeof readOwnMedia>>>,
  headers: Record<string, string>,
) {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...headers,
      // the stored type is always one of our re-encoded image types, never the uploader's
      'Content-Type': row.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      // the image is the whole document when opened on its own: nothing in it may run or load
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
