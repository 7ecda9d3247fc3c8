import { and, asc, eq, max } from 'drizzle-orm';
import type { PublicationMove } from '../../schemas/publication.schema';
import type {
  BannerDevice,
  HomeBannerInput,
  HomeBannerOrder,
  HomeBannerUpdate,
  StaffHomeBanner,
  StaffHomeBannerQuery,
} from '../../schemas/staff-home.schema';
import type { Db } from '../db/client';
import { homeBanners } from '../db/tables/home-banner.table';
import { ConflictError, NotFoundError } from '../domain/domain-errors';
import { type AuditActor, recordAudit } from './audit-log.service';
import { contentPictureColumns } from './content-pictures.service';
import { createAudited, movePublication, type Publishable, type RecordKey, saveVersioned } from './publication.service';

type BannerRow = typeof homeBanners.$inferSelect;

export const HOME_BANNER_MESSAGES = {
  order: '順序須包含此版本的每一個橫幅，請重新整理後再試。',
} as const;

function toStaffBanner(r: BannerRow): StaffHomeBanner {
  return {
    id: r.id,
    device: r.device as BannerDevice,
    subject: r.subject,
    image: { link: r.imageLink, width: r.imageWidth, height: r.imageHeight, alt: r.imageAlt ?? r.subject },
    link: r.link,
    sort: r.sort,
    status: r.status,
    // a banner shows no date of its own
    published_at: null,
    publish_at: r.publishAt?.toISOString() ?? null,
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  };
}

async function readBanner(db: Db, id: RecordKey): Promise<StaffHomeBanner | null> {
  const [row] = await db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.id, Number(id)));
  return row ? toStaffBanner(row) : null;
}

/** The home page's banners, as the console and the publication sweep know them. */
export const homeBannerKind: Publishable<StaffHomeBanner> = {
  entity: 'home_banner',
  table: homeBanners,
  read: readBanner,
};

/** `GET /api/staff/home-banners?device=&status=`: every banner whatever its state, in carousel order. */
export async function listStaffHomeBanners(db: Db, query: StaffHomeBannerQuery): Promise<StaffHomeBanner[]> {
  const rows = await db
    .select()
    .from(homeBanners)
    .where(
      and(
        query.device ? eq(homeBanners.device, query.device) : undefined,
        query.status ? eq(homeBanners.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(homeBanners.device), asc(homeBanners.sort), asc(homeBanners.id));
  return rows.map(toStaffBanner);
}

export async function getStaffHomeBanner(db: Db, id: number): Promise<StaffHomeBanner> {
  const banner = await readBanner(db, id);
  if (!banner) throw new NotFoundError();
  return banner;
}

/** `POST /api/staff/home-banners`: a draft at the end of its carousel, until someone publishes it. */
export async function createHomeBanner(db: Db, actor: AuditActor, input: HomeBannerInput): Promise<StaffHomeBanner> {
  const picture = await contentPictureColumns(db, input.image_media_id as number);
  return createAudited(db, homeBannerKind, actor, async (tx) => {
    const [last] = await tx
      .select({ sort: max(homeBanners.sort) })
      .from(homeBanners)
      .where(eq(homeBanners.device, input.device));
    const [row] = await tx
      .insert(homeBanners)
      .values({
        device: input.device,
        subject: input.subject,
        link: input.link,
        ...picture,
        imageAlt: input.image_alt,
        sort: (last?.sort ?? 0) + 1,
        status: 'draft',
      })
      .returning({ id: homeBanners.id });
    if (!row) throw new Error('home banner was not stored');
    return row.id;
  });
}

/** `PUT /api/staff/home-banners/{id}`: versioned (409 with the current banner when stale) and audited. */
export async function updateHomeBanner(
  db: Db,
  actor: AuditActor,
  id: number,
  input: HomeBannerUpdate,
): Promise<StaffHomeBanner> {
  if (!(await readBanner(db, id))) throw new NotFoundError();
  const pictureColumns = input.image_media_id ? await contentPictureColumns(db, input.image_media_id) : {};
  return saveVersioned(db, homeBannerKind, actor, id, input.version, {
    subject: input.subject,
    link: input.link,
    imageAlt: input.image_alt,
    ...pictureColumns,
  });
}

/** `POST /api/staff/home-banners/{id}/publication`: publish, schedule, take down, back to draft. */
export function moveHomeBanner(db: Db, actor: AuditActor, id: number, move: PublicationMove): Promise<StaffHomeBanner> {
  return movePublication(db, homeBannerKind, actor, id, move);
}

/**
 * `POST /api/staff/home-banners/order`: one carousel in its new order. The list must name every
 * banner the carousel has now (any state): one added or removed meanwhile makes it stale (409).
 */
export async function orderHomeBanners(db: Db, actor: AuditActor, order: HomeBannerOrder): Promise<StaffHomeBanner[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(homeBanners)
      .where(eq(homeBanners.device, order.device))
      .orderBy(asc(homeBanners.sort), asc(homeBanners.id))
      .for('update');
    const current = new Set(rows.map((r) => r.id));
    if (rows.length !== order.ids.length || order.ids.some((id) => !current.has(id))) {
      throw new ConflictError(HOME_BANNER_MESSAGES.order, { ids: [HOME_BANNER_MESSAGES.order] });
    }
    for (const [i, id] of order.ids.entries()) {
      await tx
        .update(homeBanners)
        .set({ sort: i + 1, updatedAt: new Date() })
        .where(eq(homeBanners.id, id));
    }
    await recordAudit(tx, actor, {
      action: 'home_banner.order',
      entity: 'home_banner',
      entityId: null,
      before: { device: order.device, ids: rows.map((r) => r.id) },
      after: { device: order.device, ids: order.ids },
    });
    return listStaffHomeBanners(tx, { device: order.device });
  });
}
