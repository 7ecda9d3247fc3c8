import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { CONTENT_MEDIA_KIND } from '../../schemas/media.schema';
import type { PublicationMove } from '../../schemas/publication.schema';
import {
  LOCATION_IMAGE_MESSAGE,
  type LocationInput,
  type LocationUpdate,
  type StaffLocation,
  type StaffLocationQuery,
} from '../../schemas/staff-catalogue.schema';
import { findCity, townByName } from '../../schemas/tw-address';
import type { Db } from '../db/client';
import { locations } from '../db/tables/location.table';
import { locationCategories } from '../db/tables/location-category.table';
import { locationCategoryLinks } from '../db/tables/location-category-link.table';
import { locationClasses } from '../db/tables/location-class.table';
import { media } from '../db/tables/media.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, likeText } from './audit-log.service';
import { toLocations } from './locations.service';
import { mediaUrl } from './media.service';
import { createAudited, movePublication, type Publishable, saveVersioned } from './publication.service';

export const LOCATION_MESSAGES = {
  class: '找不到此據點類型。',
  category: '找不到此服務項目。',
  city: '找不到此縣市。',
} as const;

type LocationRow = typeof locations.$inferSelect;

async function toStaffLocations(db: Db, rows: LocationRow[]): Promise<StaffLocation[]> {
  const shown = await toLocations(db, rows);
  return rows.map((r, i) => {
    const l = shown[i];
    if (!l) throw new Error(`location ${r.id} was not read`);
    return {
      id: r.id,
      name: l.name,
      class: l.class,
      categories: l.categories,
      city: l.city,
      town: l.town,
      zip_code: l.town.zipcode,
      address: r.address,
      phone: r.phone,
      hours: r.hours,
      latitude: r.latitude,
      longitude: r.longitude,
      image: l.image,
      sort: r.sort,
      status: r.status,
      // a store shows no date of its own: live since its last publication, not tracked
      published_at: null,
      publish_at: r.publishAt?.toISOString() ?? null,
      version: r.version,
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

async function readLocation(db: Db, id: number): Promise<StaffLocation | null> {
  const rows = await db.select().from(locations).where(eq(locations.id, id));
  const [location] = await toStaffLocations(db, rows);
  return location ?? null;
}

/** Stores, as the console and the publication sweep know them. */
export const locationKind: Publishable<StaffLocation> = {
  entity: 'location',
  table: locations,
  read: readLocation,
};

/** `GET /api/staff/locations?city=&q=&status=`: every store whatever its state, by city and order. */
export async function listStaffLocations(db: Db, query: StaffLocationQuery): Promise<PageOf<StaffLocation>> {
  if (query.city && !findCity(query.city)) throw InvalidInputError.on('city', LOCATION_MESSAGES.city);
  const where = and(
    query.city ? eq(locations.cityId, query.city) : undefined,
    query.status ? eq(locations.status, query.status) : undefined,
    query.q
      ? or(
          ilike(locations.name, likeText(query.q)),
          ilike(locations.address, likeText(query.q)),
          ilike(locations.phone, likeText(query.q)),
        )
      : undefined,
  );
  const page = await paginate(query, {
    count: () => db.$count(locations, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(locations)
        .where(where)
        .orderBy(asc(locations.cityId), asc(locations.sort), asc(locations.id))
        .limit(limit)
        .offset(offset),
  });
  return { meta: page.meta, data: await toStaffLocations(db, page.data) };
}

export async function getStaffLocation(db: Db, id: number): Promise<StaffLocation> {
  const location = await readLocation(db, id);
  if (!location) throw new NotFoundError();
  return location;
}

/** The class and categories named exist; the town (checked against its city and zip by the schema) gives the ids. */
async function columnsOf(db: Db, input: LocationInput) {
  const [klass] = await db
    .select({ id: locationClasses.id })
    .from(locationClasses)
    .where(eq(locationClasses.id, input.class_id));
  if (!klass) throw InvalidInputError.on('class_id', LOCATION_MESSAGES.class);
  if (input.category_ids.length) {
    const found = await db
      .select({ id: locationCategories.id })
      .from(locationCategories)
      .where(inArray(locationCategories.id, input.category_ids));
    if (found.length !== input.category_ids.length)
      throw InvalidInputError.on('category_ids', LOCATION_MESSAGES.category);
  }
  const town = townByName(input.city, input.town);
  if (!town) throw InvalidInputError.on('town', '此鄉鎮市區不在所選縣市內。');
  return {
    ...(await pictureOf(db, input.image_media_id)),
    name: input.name,
    classId: input.class_id,
    cityId: town.cityId,
    townId: town.id,
    address: input.address,
    phone: input.phone,
    hours: input.hours,
    latitude: input.latitude,
    longitude: input.longitude,
    sort: input.sort,
  };
}

/**
 * The store's picture columns: a content picture (POST /api/staff/media, public once stored; a
 * member's private upload would be a broken or leaked picture on the public page), none for
 * null, unchanged when left out.
 */
async function pictureOf(db: Db, mediaId: number | null | undefined) {
  if (mediaId === undefined) return {};
  if (mediaId === null) return { imageLink: null, imageWidth: null, imageHeight: null };
  const [picture] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.kind, CONTENT_MEDIA_KIND)));
  if (!picture) throw InvalidInputError.on('image_media_id', LOCATION_IMAGE_MESSAGE);
  return { imageLink: mediaUrl(picture), imageWidth: picture.width, imageHeight: picture.height };
}

async function writeCategories(tx: Db, locationId: number, categoryIds: number[]) {
  await tx.delete(locationCategoryLinks).where(eq(locationCategoryLinks.locationId, locationId));
  if (categoryIds.length)
    await tx.insert(locationCategoryLinks).values(categoryIds.map((categoryId) => ({ locationId, categoryId })));
}

/** `POST /api/staff/locations`: a new store, a draft until someone publishes it. */
export async function createLocation(db: Db, actor: AuditActor, input: LocationInput): Promise<StaffLocation> {
  const columns = await columnsOf(db, input);
  return createAudited(db, locationKind, actor, async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values({ ...columns, status: 'draft' })
      .returning({ id: locations.id });
    if (!row) throw new Error('location was not stored');
    await writeCategories(tx, row.id, input.category_ids);
    return row.id;
  });
}

/** `PUT /api/staff/locations/{id}`: versioned (409 with the current store when stale) and audited. */
export async function updateLocation(
  db: Db,
  actor: AuditActor,
  id: number,
  input: LocationUpdate,
): Promise<StaffLocation> {
  if (!(await readLocation(db, id))) throw new NotFoundError();
  const columns = await columnsOf(db, input);
  return saveVersioned(db, locationKind, actor, id, input.version, columns, 'update', (tx) =>
    writeCategories(tx, id, input.category_ids),
  );
}

/** `POST /api/staff/locations/{id}/publication`: publish, schedule, take down, back to draft. */
export function moveLocation(db: Db, actor: AuditActor, id: number, move: PublicationMove): Promise<StaffLocation> {
  return movePublication(db, locationKind, actor, id, move);
}
