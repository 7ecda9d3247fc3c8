import sharp from 'sharp';
import { CONTENT_MEDIA_KIND } from '../../schemas/media.schema';
import { PICTURE_WIDTHS } from '../../schemas/picture-widths';
import { decodeSlots } from '../media/image-reencode';
import { type MediaDeps, readMediaFor } from './media.service';

/** The storage key of a content picture's copy `width` pixels wide: `content/<uuid>-480w.webp`. */
const copyKey = (storageKey: string, width: number) => storageKey.replace(/\.[a-z]+$/, `-${width}w.webp`);

/**
 * A content picture `width` pixels wide (`/media/{id}/{width}w/…`, the srcset's narrower copies
 * of an uploaded picture, schemas/picture-widths.ts): made from the original the first time it is
 * asked for, with a bounded number of decodes at a time as uploads are, and stored beside it, so
 * pictures uploaded before copies existed get theirs too. A width that is not one of the copies',
 * or not narrower than the original, is not there (null). Any other kind of picture (a member's
 * receipt) is never shown in a page's srcset: it is answered as it is, to its owner only.
 */
export async function readMediaWidth(
  deps: MediaDeps,
  memberId: number | null,
  id: number,
  width: number,
): Promise<{ bytes: Uint8Array; contentType: string; name: string; isPublic: boolean } | null> {
  const found = await readMediaFor(deps, memberId, id);
  if (!found) return null;
  const { row, bytes } = found;
  if (row.kind !== CONTENT_MEDIA_KIND) return { bytes, contentType: row.contentType, name: row.name, isPublic: false };
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width) || width >= row.width) return null;
  const key = copyKey(row.storageKey, width);
  const name = `${row.name.replace(/\.[a-z]+$/i, '')}-${width}w.webp`;
  const stored = await deps.storage.get(key);
  if (stored) return { bytes: stored, contentType: 'image/webp', name, isPublic: true };
  const copy = await decodeSlots.run(
    async () => new Uint8Array(await sharp(bytes).resize({ width }).webp({ quality: 80 }).toBuffer()),
  );
  // two first requests at once make it twice and store the same bytes: harmless
  await deps.storage.put(key, copy, 'image/webp');
  return { bytes: copy, contentType: 'image/webp', name, isPublic: true };
}
