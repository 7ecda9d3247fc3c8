import { and, eq, inArray } from 'drizzle-orm';
import { CONTENT_MEDIA_KIND } from '../../schemas/media.schema';
import { STAFF_PICTURE_MESSAGES } from '../../schemas/staff-picture.schema';
import type { Db } from '../db/client';
import { media } from '../db/tables/media.table';
import { InvalidInputError } from '../domain/domain-errors';
import { mediaUrl } from './media.service';

/** A picture as a content table stores it: its address and intrinsic size. */
export interface StoredPicture {
  link: string;
  width: number;
  height: number;
}

/**
 * The content pictures (POST /api/staff/media, kind `content`) named by id, by id. A member's
 * upload is private and never one of them: on a public page it would be broken, or made public.
 */
export async function contentPictures(db: Db, ids: readonly number[]): Promise<Map<number, StoredPicture>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, name: media.name, width: media.width, height: media.height })
    .from(media)
    .where(and(inArray(media.id, [...new Set(ids)]), eq(media.kind, CONTENT_MEDIA_KIND)));
  return new Map(rows.map((r) => [r.id, { link: mediaUrl(r), width: r.width, height: r.height }]));
}

/** The image columns for the content picture `id`; a 422 on `field` when there is none such. */
export async function contentPictureColumns(db: Db, id: number, field = 'image_media_id') {
  const picture = (await contentPictures(db, [id])).get(id);
  if (!picture) throw InvalidInputError.on(field, STAFF_PICTURE_MESSAGES.media);
  return { imageLink: picture.link, imageWidth: picture.width, imageHeight: picture.height };
}
