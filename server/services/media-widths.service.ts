import sharp from 'sharp';
import { CONTENT_MEDIA_KIND } from '../../schemas/media.schema';
import { PICTURE_WIDTHS } from '../../schemas/picture-widths';
import { decodeSlots } from '../media/image-reencode';
import { type MediaDeps, readMediaFor } from './media.service';

/** `…-480w.webp`: the name a narrower copy is asked for by (schemas/picture-widths.ts pictureWidthLink). */
const COPY_NAME = /-(\d{1,5})w\.webp$/;

/** The storage key of a content picture's copy `width` pixels wide: `content/<uuid>-480w.webp`. */
const copyKey = (storageKey: string, width: number) => storageKey.replace(/\.[a-z]+$/, `-${width}w.webp`);

export interface MediaFile {
  bytes: Uint8Array;
  contentType: string;
  name: string;
  /** a content picture: anyone's, cached for good */
  isPublic: boolean;
}

/**
 * `GET /media/{id}/{name}`'s answer. The id decides; the name is for people, but a content
 * picture asked for by a name other than its own that ends in `-{width}w.webp` is its copy that
 * wide (the srcset's narrower copies of an uploaded picture, as the seed's pictures have): made from
 * the original the first time it is asked for, with a bounded number of decodes at a time as
 * uploads are, and stored beside it, so pictures uploaded before copies existed get theirs too. A
 * width that is not one of the copies', or not narrower than the original, is not there (null).
 * Any other picture (a member's receipt) is answered as it is, to its owner only.
 */
export async function readMediaFile(
  deps: MediaDeps,
  memberId: number | null,
  id: number,
  askedName: string,
): Promise<MediaFile | null> {
  const found = await readMediaFor(deps, memberId, id);
  if (!found) return null;
  const { row, bytes } = found;
  const isPublic = row.kind === CONTENT_MEDIA_KIND;
  const copy = COPY_NAME.exec(askedName);
  if (!isPublic || !copy || askedName === row.name)
    return { bytes, contentType: row.contentType, name: row.name, isPublic };
  const width = Number(copy[1]);
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width) || width >= row.width) return null;
  const name = row.name.replace(/\.[a-z]+$/i, `-${width}w.webp`);
  const key = copyKey(row.storageKey, width);
  const stored = await deps.storage.get(key);
  if (stored) return { bytes: stored, contentType: 'image/webp', name, isPublic };
  const made = await decodeSlots.run(
    async () => new Uint8Array(await sharp(bytes).resize({ width }).webp({ quality: 80 }).toBuffer()),
  );
  // two first requests at once make it twice and store the same bytes: harmless
  await deps.storage.put(key, made, 'image/webp');
  return { bytes: made, contentType: 'image/webp', name, isPublic };
}
