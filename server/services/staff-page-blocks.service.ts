import { and, asc, eq, max } from 'drizzle-orm';
import type { BlockPage } from '../../schemas/page-block.schema';
import {
  PAGE_BLOCK_MESSAGES,
  type PageBlockInput,
  type PageBlockItemInput,
  type PageBlockOrder,
  type PageBlockUpdate,
  type StaffPageBlock,
  type StaffPageBlockQuery,
} from '../../schemas/staff-page-block.schema';
import type { Db } from '../db/client';
import { type PageBlockItemRow, pageBlocks } from '../db/tables/page-block.table';
import { ConflictError, InvalidInputError, NotFoundError, StaleVersionError } from '../domain/domain-errors';
import { type AuditActor, recordAudit } from './audit-log.service';
import { contentPictures } from './content-pictures.service';
import { createAudited, type RecordKey, saveVersioned, type Versioned } from './publication.service';
import { pictureSet, staffPictureOf } from './staff-home-blocks.service';

type PageBlockRow = typeof pageBlocks.$inferSelect;

function toStaffPageBlock(r: PageBlockRow): StaffPageBlock {
  return {
    id: r.id,
    page: r.page as BlockPage,
    key: r.key,
    subject: r.subject,
    subtitle: r.subtitle,
    content: r.content,
    image: staffPictureOf(r),
    link: r.link,
    link_text: r.linkText,
    items: r.items,
    sort: r.sort,
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  };
}

async function readPageBlock(db: Db, id: RecordKey): Promise<StaffPageBlock | null> {
  const [row] = await db
    .select()
    .from(pageBlocks)
    .where(eq(pageBlocks.id, Number(id)));
  return row ? toStaffPageBlock(row) : null;
}

/** The sections of the block pages, as the console knows them. */
export const pageBlockKind: Versioned<StaffPageBlock> = {
  entity: 'page_block',
  table: pageBlocks,
  read: readPageBlock,
};

/** `GET /api/staff/page-blocks?page=`: each page's sections in their order. */
export async function listStaffPageBlocks(db: Db, query: StaffPageBlockQuery): Promise<StaffPageBlock[]> {
  const rows = await db
    .select()
    .from(pageBlocks)
    .where(query.page ? eq(pageBlocks.page, query.page) : undefined)
    .orderBy(asc(pageBlocks.page), asc(pageBlocks.sort), asc(pageBlocks.id));
  return rows.map(toStaffPageBlock);
}

export async function getStaffPageBlock(db: Db, id: number): Promise<StaffPageBlock> {
  const block = await readPageBlock(db, id);
  if (!block) throw new NotFoundError();
  return block;
}

/**
 * The items as stored. A new picture is a content picture; a kept one must be a picture the
 * section's items show now (a link from elsewhere is not taken: it could be anything).
 */
async function itemRows(db: Db, items: PageBlockItemInput[], kept: PageBlockItemRow[]): Promise<PageBlockItemRow[]> {
  const ids = items.flatMap((i) => (i.image_media_id ? [i.image_media_id] : []));
  const pictures = await contentPictures(db, ids);
  const keptByLink = new Map(kept.flatMap((i) => (i.image ? [[i.image.link, i.image] as const] : [])));
  const errors: Record<string, string[]> = {};
  const rows = items.map((item, n) => {
    let image: PageBlockItemRow['image'] = null;
    if (item.image_media_id) image = pictures.get(item.image_media_id) ?? null;
    else if (item.image_link) image = keptByLink.get(item.image_link) ?? null;
    if ((item.image_media_id || item.image_link) && !image)
      errors[`items.${n}.image`] = [PAGE_BLOCK_MESSAGES.itemImage];
    return { title: item.title, text: item.text, image };
  });
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return rows;
}

const textColumns = (input: Omit<PageBlockUpdate, 'version' | 'items'>) => ({
  subject: input.subject,
  subtitle: input.subtitle,
  content: input.content,
  link: input.link,
  linkText: input.link_text,
});

/** `POST /api/staff/page-blocks`: a new section at the end of its page, shown from the next request. */
export async function createPageBlock(db: Db, actor: AuditActor, input: PageBlockInput): Promise<StaffPageBlock> {
  const [taken] = await db
    .select({ id: pageBlocks.id })
    .from(pageBlocks)
    .where(and(eq(pageBlocks.page, input.page), eq(pageBlocks.key, input.key)));
  if (taken) throw InvalidInputError.on('key', PAGE_BLOCK_MESSAGES.keyTaken);
  const picture = await pictureSet(db, input, false);
  const items = await itemRows(db, input.items, []);
  return createAudited(db, pageBlockKind, actor, async (tx) => {
    const [last] = await tx
      .select({ sort: max(pageBlocks.sort) })
      .from(pageBlocks)
      .where(eq(pageBlocks.page, input.page));
    const [row] = await tx
      .insert(pageBlocks)
      .values({
        page: input.page,
        key: input.key,
        ...textColumns(input),
        ...picture,
        items,
        sort: (last?.sort ?? 0) + 1,
      })
      .returning({ id: pageBlocks.id });
    if (!row) throw new Error('page block was not stored');
    return row.id;
  });
}

/** `PUT /api/staff/page-blocks/{id}`: versioned (409 with the current section when stale) and audited. */
export async function updatePageBlock(
  db: Db,
  actor: AuditActor,
  id: number,
  input: PageBlockUpdate,
): Promise<StaffPageBlock> {
  const before = await readPageBlock(db, id);
  if (!before) throw new NotFoundError();
  const picture = await pictureSet(db, input, before.image !== null);
  const items = await itemRows(db, input.items, before.items);
  return saveVersioned(db, pageBlockKind, actor, id, input.version, { ...textColumns(input), ...picture, items });
}

/** `DELETE /api/staff/page-blocks/{id}`: only the version the editor saw; audited with what it was. */
export async function deletePageBlock(db: Db, actor: AuditActor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readPageBlock(tx, id);
    if (!before) throw new NotFoundError();
    const [gone] = await tx
      .delete(pageBlocks)
      .where(and(eq(pageBlocks.id, id), eq(pageBlocks.version, version)))
      .returning({ id: pageBlocks.id });
    if (!gone) throw new StaleVersionError(before);
    await recordAudit(tx, actor, { action: 'page_block.delete', entity: 'page_block', entityId: id, before });
  });
}

/**
 * `POST /api/staff/page-blocks/order`: one page's sections in their new order. The list names
 * every section the page has now: one added or removed meanwhile makes it stale (409).
 */
export async function orderPageBlocks(db: Db, actor: AuditActor, order: PageBlockOrder): Promise<StaffPageBlock[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: pageBlocks.id })
      .from(pageBlocks)
      .where(eq(pageBlocks.page, order.page))
      .orderBy(asc(pageBlocks.sort), asc(pageBlocks.id))
      .for('update');
    const current = new Set(rows.map((r) => r.id));
    if (rows.length !== order.ids.length || order.ids.some((id) => !current.has(id))) {
      throw new ConflictError(PAGE_BLOCK_MESSAGES.order, { ids: [PAGE_BLOCK_MESSAGES.order] });
    }
    for (const [i, id] of order.ids.entries()) {
      await tx
        .update(pageBlocks)
        .set({ sort: i + 1, updatedAt: new Date() })
        .where(eq(pageBlocks.id, id));
    }
    await recordAudit(tx, actor, {
      action: 'page_block.order',
      entity: 'page_block',
      before: { page: order.page, ids: rows.map((r) => r.id) },
      after: { page: order.page, ids: order.ids },
    });
    return listStaffPageBlocks(tx, { page: order.page });
  });
}
