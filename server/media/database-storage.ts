import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaBlobs } from '../db/tables/media-blob.table';
import { assertMediaKey, type MediaStorage } from './media-storage';

/**
 * Uploads' bytes in the site's own database (the `media_blobs` table): every app server of one
 * PostgreSQL reads what another stored, with no other service to run. Images are re-encoded and
 * at most MEDIA_MAX_BYTES each, small enough for a row.
 */
export function databaseStorage(db: Db): MediaStorage {
  return {
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      // one statement, so a reader sees the old bytes or the new ones, never neither; the update
      // takes the row offered (`excluded`) rather than sending the bytes a second time
      await db
        .insert(mediaBlobs)
        .values({ key, contentType, bytes, size: bytes.byteLength })
        .onConflictDoUpdate({
          target: mediaBlobs.key,
          set: {
            contentType: sql`excluded.content_type`,
            bytes: sql`excluded.bytes`,
            size: sql`excluded.size`,
            createdAt: sql`now()`,
          },
        });
    },
    async get(key) {
      assertMediaKey(key);
      const [found] = await db.select({ bytes: mediaBlobs.bytes }).from(mediaBlobs).where(eq(mediaBlobs.key, key));
      return found?.bytes ?? null;
    },
    async delete(key) {
      assertMediaKey(key);
      await db.delete(mediaBlobs).where(eq(mediaBlobs.key, key));
    },
  };
}
