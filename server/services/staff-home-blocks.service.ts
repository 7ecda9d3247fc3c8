import { eq } from 'drizzle-orm';
import { HOME_BLOCK_KEYS, type HomeBlockKey } from '../../schemas/home.schema';
import type { HomeBlockUpdate, StaffHomeBlock } from '../../schemas/staff-home.schema';
import { STAFF_PICTURE_MESSAGES } from '../../schemas/staff-picture.schema';
import type { Db } from '../db/client';
import { homeBlocks } from '../db/tables/home-block.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import type { AuditActor } from './audit-log.service';
import { contentPictureColumns } from './content-pictures.service';
import { type RecordKey, saveVersioned, type Versioned } from './publication.service';

type BlockRow = typeof homeBlocks.$inferSelect;

/** A block's or a section's stored picture with its alternative (the subject when none was given). */
export function staffPictureOf(r: Pick<BlockRow, 'imageLink' | 'imageWidth' | 'imageHeight' | 'imageAlt' | 'subject'>) {
  return r.imageLink && r.imageWidth && r.imageHeight
    ? { link: r.imageLink, width: r.imageWidth, height: r.imageHeight, alt: r.imageAlt ?? r.subject }
    : null;
}

function toStaffBlock(r: BlockRow): StaffHomeBlock {
  return {
    key: r.key as HomeBlockKey,
    subject: r.subject,
    subtitle: r.subtitle,
    content: r.content,
    image: staffPictureOf(r),
    link: r.link,
    link_text: r.linkText,
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  };
}

async function readBlock(db: Db, key: RecordKey): Promise<StaffHomeBlock | null> {
  const [row] = await db
    .select()
    .from(homeBlocks)
    .where(eq(homeBlocks.key, String(key)));
  return row ? toStaffBlock(row) : null;
}

/** The five fixed text blocks of the home page (SPEC §3 infos), keyed by their name. */
export const homeBlockKind: Versioned<StaffHomeBlock> = {
  entity: 'home_block',
  table: homeBlocks,
  key: homeBlocks.key,
  read: readBlock,
};

/** `GET /api/staff/home-blocks`: the five blocks in the home page's order (a missing one is left out). */
export async function listStaffHomeBlocks(db: Db): Promise<StaffHomeBlock[]> {
  const rows = await db.select().from(homeBlocks);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return HOME_BLOCK_KEYS.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [toStaffBlock(row)] : [];
  });
}

export async function getStaffHomeBlock(db: Db, key: HomeBlockKey): Promise<StaffHomeBlock> {
  const block = await readBlock(db, key);
  if (!block) throw new NotFoundError();
  return block;
}

/**
 * The picture columns a block's or a section's save writes: a new content picture, none (null), or
 * none of them (left out: the picture stays). A picture kept or given needs its alternative text.
 */
export async function pictureSet(
  db: Db,
  input: { image_media_id?: number | null; image_alt: string | null },
  hasPicture: boolean,
): Promise<Record<string, unknown>> {
  if (input.image_media_id === null) return { imageLink: null, imageWidth: null, imageHeight: null, imageAlt: null };
  const columns = input.image_media_id !== undefined ? await contentPictureColumns(db, input.image_media_id) : {};
  const pictured = hasPicture || input.image_media_id !== undefined;
  if (pictured && !input.image_alt) throw InvalidInputError.on('image_alt', STAFF_PICTURE_MESSAGES.alt);
  return { ...columns, imageAlt: pictured ? input.image_alt : null };
}

/** `PUT /api/staff/home-blocks/{key}`: versioned (409 with the current block when stale) and audited. */
export async function updateHomeBlock(
  db: Db,
  actor: AuditActor,
  key: HomeBlockKey,
  input: HomeBlockUpdate,
): Promise<StaffHomeBlock> {
  const before = await readBlock(db, key);
  if (!before) throw new NotFoundError();
  const picture = await pictureSet(db, input, before.image !== null);
  return saveVersioned(db, homeBlockKind, actor, key, input.version, {
    subject: input.subject,
    subtitle: input.subtitle,
    content: input.content,
    link: input.link,
    linkText: input.link_text,
    ...picture,
  });
}
