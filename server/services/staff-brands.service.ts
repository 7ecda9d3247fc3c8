import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { BrandServiceType } from '../../schemas/brand.schema';
import {
  STAFF_BRAND_MESSAGES,
  type StaffBrand,
  type StaffBrandInput,
  type StaffBrandQuery,
  type StaffBrandUpdate,
} from '../../schemas/staff-brand.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { media } from '../db/tables/media.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, likeText } from './audit-log.service';
import { contentMedia } from './content-pictures.service';
import { mediaUrl } from './media.service';
import { createAudited, saveVersioned, type Versioned } from './publication.service';

/** The console's brands (editor): name, origin, logo, which service lists show them, order. */

type BrandRow = typeof brands.$inferSelect;

function toStaffBrand(row: BrandRow): StaffBrand {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    country: row.country,
    logo:
      row.logoLink && row.logoWidth && row.logoHeight
        ? { link: row.logoLink, width: row.logoWidth, height: row.logoHeight }
        : null,
    service_types: row.serviceTypes as BrandServiceType[],
    sort: row.sort,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function readBrand(db: Db, id: number): Promise<StaffBrand | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row ? toStaffBrand(row) : null;
}

/** Brands as the console saves them: versioned and audited (not published: a brand has no page of its own). */
export const brandKind: Versioned<StaffBrand> = { entity: 'brand', table: brands, read: readBrand };

/** `GET /api/staff/brands?q=`: in the order the public selects show them. */
export async function listStaffBrands(db: Db, query: StaffBrandQuery): Promise<PageOf<StaffBrand>> {
  const where = query.q
    ? or(ilike(brands.name, likeText(query.q)), ilike(brands.nameEn, likeText(query.q)))
    : undefined;
  const page = await paginate(query, {
    count: () => db.$count(brands, where),
    rows: ({ limit, offset }) =>
      db.select().from(brands).where(where).orderBy(asc(brands.sort), asc(brands.id)).limit(limit).offset(offset),
  });
  return { meta: page.meta, data: page.data.map(toStaffBrand) };
}

export async function getStaffBrand(db: Db, id: number): Promise<StaffBrand> {
  const brand = await readBrand(db, id);
  if (!brand) throw new NotFoundError();
  return brand;
}

/** The columns of a brand; its logo is a content picture (anyone may see it, the media sweep keeps it). */
async function brandColumns(db: Db, input: StaffBrandInput) {
  let logo = {};
  if (input.logo_media_id) {
    const [picture] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, input.logo_media_id), contentMedia()));
    if (!picture) throw InvalidInputError.on('logo_media_id', STAFF_BRAND_MESSAGES.logoMedia);
    logo = { logoLink: mediaUrl(picture), logoWidth: picture.width, logoHeight: picture.height };
  } else if (input.logo_media_id === null) {
    logo = { logoLink: null, logoWidth: null, logoHeight: null };
  }
  return {
    name: input.name,
    nameEn: input.name_en,
    country: input.country,
    serviceTypes: input.service_types,
    sort: input.sort,
    ...logo,
  };
}

/** `POST /api/staff/brands`, audited `brand.create`. */
export async function createStaffBrand(db: Db, actor: AuditActor, input: StaffBrandInput): Promise<StaffBrand> {
  const columns = await brandColumns(db, input);
  return createAudited(db, brandKind, actor, async (tx) => {
    const [row] = await tx.insert(brands).values(columns).returning({ id: brands.id });
    if (!row) throw new Error('brand insert returned nothing');
    return row.id;
  });
}

/** `PUT /api/staff/brands/{id}`: versioned (409 with the brand as stored when stale) and audited. */
export async function updateStaffBrand(
  db: Db,
  actor: AuditActor,
  id: number,
  input: StaffBrandUpdate,
): Promise<StaffBrand> {
  if (!(await readBrand(db, id))) throw new NotFoundError();
  const columns = await brandColumns(db, input);
  return saveVersioned(db, brandKind, actor, id, input.version, columns);
}
