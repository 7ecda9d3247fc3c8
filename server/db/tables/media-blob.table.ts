import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from '../columns';

/**
 * The bytes of uploaded images when MEDIA_STORE=database (server/media/database-storage.ts): app
 * servers sharing one PostgreSQL then serve each other's uploads, and a backup holds them. Keyed
 * by the media storage key, not by `media.id`: the bytes are written before their row.
 */
export const mediaBlobs = pgTable('media_blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
