import { and, eq, inArray } from 'drizzle-orm';
import { CONTENT_MEDIA_KIND } from '../../schemas/media.schema';
import { STAFF_PICTURE_MESSAGES } from '../../schemas/staff-picture.schema';
import type { Db } from '../db/client';
import { media } from '../db/tables/media.table';
import { InvalidInputError } from '../domain/domain-errors';
import { mediaUrl } from './media.service';

const IMG_TAG = /<img\b[^>]*>/gi;
const ALT = /\balt="([^"]*)"/i;
/** an upload's own address (mediaUrl): `/media/{id}/{name}` */
const MEDIA_SRC = /\bsrc="\/media\/([1-9]\d{0,9})(?:[/"?#])/i;

/** The pictures of a sanitised body: whether each has its alt, and the uploads they show. */
export function bodyPictures(body: string): { missingAlt: boolean; mediaIds: number[] } {
  let missingAlt = false;
  const ids = new Set<number>();
  for (const [tag] of body.matchAll(IMG_TAG)) {
    if (!(ALT.exec(tag)?.[1] ?? '').trim()) missingAlt = true;
    const id = MEDIA_SRC.exec(tag)?.[1];
    if (id && Number(id) <= 2_147_483_647) ids.add(Number(id));
  }
  return { missingAlt, mediaIds: [...ids] };
}

/**
 * Pictures content may show: staff uploads for published content (POST /api/staff/media, kind
 * `content`), which anyone may see and the media sweep never takes. A member's upload is private:
 * on a public page it would be a broken picture, or a private one made public.
 */
export const contentMedia = () => eq(media.kind, CONTENT_MEDIA_KIND);

/** A content table's picture columns: a picture's, or nulls for none. */
export interface ContentImageColumns {
  imageLink: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * The pictures of a content record's sanitised body and its own picture (articles, recipes): which
 * rules they break, for the kind to file among its field errors in its own words, and `image`,
 * the columns to write (undefined keeps the stored picture, nulls remove it).
 */
export async function checkContentPictures(db: Db, body: string, imageMediaId: number | null | undefined) {
  const pictures = bodyPictures(body);
  const [bodyMedia, imageMedia] = await Promise.all([
    pictures.mediaIds.length
      ? db
          .select({ id: media.id })
          .from(media)
          .where(and(inArray(media.id, pictures.mediaIds), contentMedia()))
      : Promise.resolve([]),
    imageMediaId
      ? db
          .select()
          .from(media)
          .where(and(eq(media.id, imageMediaId), contentMedia()))
      : Promise.resolve([]),
  ]);
  const [picture] = imageMedia;
  let image: ContentImageColumns | undefined;
  if (picture) image = { imageLink: mediaUrl(picture), imageWidth: picture.width, imageHeight: picture.height };
  else if (imageMediaId === null) image = { imageLink: null, imageWidth: null, imageHeight: null };
  return {
    missingAlt: pictures.missingAlt,
    /** an upload the body shows is not a content picture */
    bodyMediaRefused: bodyMedia.length !== pictures.mediaIds.length,
    imageRefused: Boolean(imageMediaId) && !picture,
    image,
  };
}

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
