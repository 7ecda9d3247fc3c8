import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { MediaContentType, StoredMediaKind } from '../../../schemas/media.schema';
import { timestamptz } from '../columns';
import { members } from './member.table';

/**
 * A member's uploaded image (server/media/, docs/decisions/uploads.md): re-encoded, its bytes in
 * the media storage under `storage_key`. Uploaded before its record exists, it is linked to the
 * record (a warranty, a gift claim...) by `record_id` in the transaction that saves the record.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoredMediaKind>().notNull(),
    /** the id of the `kind` record it belongs to; null until the record is saved */
    recordId: integer('record_id'),
    /** the member's file name, for display only (its extension follows the stored type) */
    name: text('name').notNull(),
    contentType: text('content_type').$type<MediaContentType>().notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('media_member_idx').on(t.memberId), index('media_record_idx').on(t.kind, t.recordId)],
);

export type MediaRow = typeof media.$inferSelect;
