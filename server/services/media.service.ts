import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  CONTENT_MEDIA_KIND,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILES,
  type Media,
  type MediaContentType,
  type MediaKind,
  type StoredMediaKind,
} from '../../schemas/media.schema';
import type { Db } from '../db/client';
import { type MediaRow, media } from '../db/tables/media.table';
import { InvalidInputError } from '../domain/domain-errors';
import { EXTENSIONS, MEDIA_MAX_MEGAPIXELS, type ReencodedImage, reencodeImage } from '../media/image-reencode';
import type { MediaStorage } from '../media/media-storage';
import { enforceRateLimits } from './rate-limit.service';

export interface MediaDeps {
  db: Db;
  storage: MediaStorage;
}

/** A file as it arrived: the member's name for it and its bytes (nothing else is trusted). */
export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/** The drizzle handle a caller's transaction gives (`db.transaction(async (tx) => ...)`). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The multipart field the client sends (src/api/upload.ts) and the key of its 422 messages. */
export const FILES_FIELD = 'files';

const MB = 1024 * 1024;
/**
 * Bidirectional controls (embeddings, overrides, isolates, and the marks): in a shown name they
 * reorder what follows, so `invoice\u202Egpj.exe` reads as `invoiceexe.jpg`. Never kept or echoed.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const withoutBidi = (name: string) => name.replace(BIDI_CONTROLS, '');
const shortName = (raw: string) => {
  const name = withoutBidi(raw);
  return name.length > 40 ? `${name.slice(0, 37)}…` : name;
};

export const MEDIA_MESSAGES = {
  none: '請選擇要上傳的圖片。',
  tooMany: (max: number) => `一次最多上傳 ${max} 張圖片。`,
  tooLarge: (name: string, maxBytes: number) =>
    `「${shortName(name)}」超過 ${Math.floor(maxBytes / MB)} MB，請上傳較小的圖片。`,
  notImage: (name: string) => `「${shortName(name)}」不是圖片，請上傳 JPEG、PNG、WebP 或 GIF 圖片。`,
  unreadable: (name: string) => `「${shortName(name)}」無法讀取，請換一張圖片。`,
  tooManyPixels: (name: string) =>
    `「${shortName(name)}」的尺寸太大（超過 ${MEDIA_MAX_MEGAPIXELS} 百萬像素），請縮小後再上傳。`,
  notFound: '找不到上傳的圖片，請重新上傳。',
} as const;

export interface MediaLimits {
  maxBytes: number;
  maxFiles: number;
}
export const MEDIA_LIMITS: MediaLimits = { maxBytes: MEDIA_MAX_BYTES, maxFiles: MEDIA_MAX_FILES };

/**
 * Upload requests a member may make an hour (each decodes and stores up to 10 photos): far above a
 * member registering warranties (the upload field sends one request a photo), far below filling
 * the disk.
 */
export const MEDIA_UPLOADS_PER_HOUR = 120;

/** The member's file name, safe to show: no folders, control or bidirectional characters, the stored type's extension. */
export function displayName(original: string, contentType: MediaContentType): string {
  const base = withoutBidi(original.split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 100) || 'image';
  return `${stem}.${EXTENSIONS[contentType]}`;
}

/** The owner-only address of an image (GET /media/{id}/{name}, server/routes/media-file.routes.ts). */
export const mediaUrl = (row: Pick<MediaRow, 'id' | 'name'>) => `/media/${row.id}/${encodeURIComponent(row.name)}`;

export function mediaJson(row: MediaRow): Media {
  return {
    id: row.id,
    url: mediaUrl(row),
    name: row.name,
    content_type: row.contentType,
    byte_size: row.byteSize,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Stores a member's uploaded images, all or none: every file is checked and re-encoded first
 * (server/media/image-reencode.ts), and one refused file refuses the upload (422 on `files`,
 * a message per file) before anything is written. `recordId` links them at once when the record
 * exists already (SPEC §7 /user/upload_warranty_medias/{id}); otherwise attachMedia links them
 * when the record is saved.
 */
export async function saveMemberImages(
  deps: MediaDeps,
  memberId: number,
  kind: StoredMediaKind,
  files: readonly IncomingFile[],
  options: { recordId?: number | null; limits?: MediaLimits } = {},
): Promise<MediaRow[]> {
  const limits = options.limits ?? MEDIA_LIMITS;
  // refused uploads count too: decoding them is the work an abuser would make us do
  await enforceRateLimits(deps.db, [
    { key: `mediaUpload:member:${memberId}`, limit: MEDIA_UPLOADS_PER_HOUR, windowSeconds: 60 * 60 },
  ]);
  if (files.length === 0) throw InvalidInputError.on(FILES_FIELD, MEDIA_MESSAGES.none);
  if (files.length > limits.maxFiles) throw InvalidInputError.on(FILES_FIELD, MEDIA_MESSAGES.tooMany(limits.maxFiles));

  const refusals: string[] = [];
  const images: { name: string; image: ReencodedImage }[] = [];
  for (const file of files) {
    if (file.bytes.length > limits.maxBytes) {
      refusals.push(MEDIA_MESSAGES.tooLarge(file.name, limits.maxBytes));
      continue;
    }
    // one at a time: each decode holds a whole photo's pixels in memory
    const result = await reencodeImage(file.bytes);
    if (result.ok) images.push({ name: displayName(file.name, result.image.contentType), image: result.image });
    else refusals.push(MEDIA_MESSAGES[result.reason](file.name));
  }
  if (refusals.length > 0) throw new InvalidInputError({ [FILES_FIELD]: refusals });

  const stored: string[] = [];
  try {
    const values = [];
    for (const { name, image } of images) {
      const storageKey = `${kind}/${randomUUID()}.${EXTENSIONS[image.contentType]}`;
      await deps.storage.put(storageKey, image.bytes, image.contentType);
      stored.push(storageKey);
      values.push({
        memberId,
        kind,
        recordId: options.recordId ?? null,
        name,
        contentType: image.contentType,
        byteSize: image.bytes.length,
        width: image.width,
        height: image.height,
        storageKey,
      });
    }
    return await deps.db.insert(media).values(values).returning();
  } catch (err) {
    // no row points at them: take the bytes back too
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    throw err;
  }
}

/**
 * Links a member's uploaded images to the record they were uploaded for, inside the caller's
 * transaction (so a refused record leaves them unlinked). Each id must be the member's, of this
 * kind, and not linked to another record; otherwise 422 on `field` and the caller's transaction
 * rolls back. Linking again to the same record is harmless.
 */
export async function attachMedia(
  tx: Tx | Db,
  input: { memberId: number; kind: MediaKind; recordId: number; mediaIds: readonly number[]; field?: string },
): Promise<MediaRow[]> {
  const ids = [...new Set(input.mediaIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .update(media)
    .set({ recordId: input.recordId })
    .where(
      and(
        inArray(media.id, ids),
        eq(media.memberId, input.memberId),
        eq(media.kind, input.kind),
        or(isNull(media.recordId), eq(media.recordId, input.recordId)),
      ),
    )
    .returning();
  if (rows.length !== ids.length) throw InvalidInputError.on(input.field ?? 'medias', MEDIA_MESSAGES.notFound);
  return rows.sort((a, b) => a.id - b.id);
}

/** The images of one record, in upload order. */
export function listMediaOf(db: Db | Tx, record: { kind: MediaKind; recordId: number }): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.kind, record.kind), eq(media.recordId, record.recordId)))
    .orderBy(media.id);
}

/** The images of many records of a kind (a list page), by record id. */
export async function listMediaOfRecords(
  db: Db | Tx,
  kind: MediaKind,
  recordIds: readonly number[],
): Promise<Map<number, MediaRow[]>> {
  const byRecord = new Map<number, MediaRow[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.kind, kind), inArray(media.recordId, [...new Set(recordIds)])))
    .orderBy(media.id);
  for (const row of rows) {
    if (row.recordId === null) continue;
    byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), row]);
  }
  return byRecord;
}

/**
 * One image and its bytes: a member's only for its owner (another member's is null, as a missing
 * one is); a picture of published content for anyone, signed in or not.
 */
export async function readMediaFor(
  deps: MediaDeps,
  memberId: number | null,
  id: number,
): Promise<{ row: MediaRow; bytes: Uint8Array } | null> {
  const [row] = await deps.db
    .select()
    .from(media)
    .where(
      and(
        eq(media.id, id),
        memberId === null
          ? eq(media.kind, CONTENT_MEDIA_KIND)
          : or(eq(media.memberId, memberId), eq(media.kind, CONTENT_MEDIA_KIND)),
      ),
    );
  if (!row) return null;
  const bytes = await deps.storage.get(row.storageKey);
  return bytes ? { row, bytes } : null;
}

/**
 * Images uploaded but never linked to a record (a form left half-way), older than `before`:
 * deleted with their bytes. For a periodic job; returns how many went.
 */
export async function deleteUnattachedMedia(deps: MediaDeps, before: Date): Promise<number> {
  const rows = await deps.db
    .delete(media)
    // content pictures are linked by the HTML that shows them, not by a record id: never swept
    .where(and(isNull(media.recordId), lt(media.createdAt, before), ne(media.kind, CONTENT_MEDIA_KIND)))
    .returning({ storageKey: media.storageKey });
  await Promise.allSettled(rows.map((r) => deps.storage.delete(r.storageKey)));
  return rows.length;
}
