import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { contentPath } from '../../schemas/content-path';
import type { Location, LocationsQuery } from '../../schemas/location.schema';
import type { PageQuery } from '../../schemas/page-query.schema';
import { findCity, findTown } from '../../schemas/tw-address';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { locations } from '../db/tables/location.table';
import { locationCategories } from '../db/tables/location-category.table';
import { locationCategoryLinks } from '../db/tables/location-category-link.table';
import { locationClasses } from '../db/tables/location-class.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';

export function listLocationCategories(db: Db, query: PageQuery) {
  return paginate(query, {
    count: () => db.$count(locationCategories),
    rows: ({ limit, offset }) =>
      db
        .select({ id: locationCategories.id, name: locationCategories.name })
        .from(locationCategories)
        .orderBy(asc(locationCategories.sort), asc(locationCategories.id))
        .limit(limit)
        .offset(offset),
  });
}

export function listLocationClasses(db: Db, query: PageQuery) {
  return paginate(query, {
    count: () => db.$count(locationClasses),
    rows: ({ limit, offset }) =>
      db
        .select({ id: locationClasses.id, name: locationClasses.name })
        .from(locationClasses)
        .orderBy(asc(locationClasses.sort), asc(locationClasses.id))
        .limit(limit)
        .offset(offset),
  });
}

const order = [asc(locations.cityId), asc(locations.sort), asc(locations.id)];

/** Every public read of stores (lists, detail, map, search, sitemap): staff drafts and take-downs stay out. */
export const publishedLocation = eq(locations.status, 'published');

/** The ids of the published stores, as a subquery: what hangs off a store (its reserve times) follows its publication. */
export const publishedLocationIds = (db: Db) =>
  db.select({ id: locations.id }).from(locations).where(publishedLocation);

/** `/api/locations`: filtered by city (id of `/api/option/address`), type (class id) and service. */
export async function listLocations(db: Db, query: LocationsQuery): Promise<PageOf<Location>> {
  const parts: SQL[] = [publishedLocation];
  if (query.city) {
    if (!findCity(query.city)) throw InvalidInputError.on('city', '找不到此縣市。');
    parts.push(eq(locations.cityId, query.city));
  }
  if (query.type) {
    const [found] = await db
      .select({ id: locationClasses.id })
      .from(locationClasses)
      .where(eq(locationClasses.id, query.type));
    if (!found) throw InvalidInputError.on('type', '找不到此據點類型。');
    parts.push(eq(locations.classId, query.type));
  }
  if (query.category_id) {
    const [found] = await db
      .select({ id: locationCategories.id })
      .from(locationCategories)
      .where(eq(locationCategories.id, query.category_id));
    if (!found) throw InvalidInputError.on('category_id', '找不到此服務項目。');
    parts.push(
      inArray(
        locations.id,
        sql`(select ${locationCategoryLinks.locationId} from ${locationCategoryLinks} where ${eq(locationCategoryLinks.categoryId, query.category_id)})`,
      ),
    );
  }
  const where = and(...parts);
  const page = await paginate(query, {
    count: () => db.$count(locations, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(locations)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
  return { data: await toLocations(db, page.data), meta: page.meta };
}

export async function listLocationsOfClass(db: Db, input: { code: string }): Promise<Location[]> {
  const rows = await db
    .select({ location: locations })
    .from(locations)
    .innerJoin(locationClasses, eq(locationClasses.id, locations.classId))
    .where(and(eq(locationClasses.code, input.code), publishedLocation))
    .orderBy(...order);
  return toLocations(
    db,
    rows.map((r) => r.location),
  );
}

/** A published store by id (its public page), or null. */
export async function findLocation(db: Db, input: { id: number }) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, input.id), publishedLocation))
    .limit(1);
  return row ?? null;
}

export async function getLocation(db: Db, input: { id: number }): Promise<Location> {
  const row = await findLocation(db, input);
  if (!row) throw new NotFoundError();
  const [location] = await toLocations(db, [row]);
  if (!location) throw new NotFoundError();
  return location;
}

/**
 * A store a record names (a fast repair's booking), whatever its publication: the record
 * outlives the store's place on the public site.
 */
export async function getLocationOfRecord(db: Db, input: { id: number }): Promise<Location> {
  const [row] = await db.select().from(locations).where(eq(locations.id, input.id)).limit(1);
  if (!row) throw new NotFoundError();
  const [location] = await toLocations(db, [row]);
  if (!location) throw new NotFoundError();
  return location;
}

/** `/api/location_cities`: cities that have stores, in the 中華郵政 order (north to south). */
export async function listLocationCities(db: Db) {
  const rows = await db
    .select({ cityId: locations.cityId, n: sql<number>`count(*)::int` })
    .from(locations)
    .where(publishedLocation)
    .groupBy(locations.cityId)
    .orderBy(asc(locations.cityId));
  return rows.flatMap((r) => {
    const city = findCity(r.cityId);
    return city ? [{ id: city.id, name: city.name, locations_count: Number(r.n) }] : [];
  });
}

export async function toLocations(db: Db, rows: (typeof locations.$inferSelect)[]): Promise<Location[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [classes, categories] = await Promise.all([
    db.select({ id: locationClasses.id, name: locationClasses.name }).from(locationClasses),
    db
      .select({
        locationId: locationCategoryLinks.locationId,
        id: locationCategories.id,
        name: locationCategories.name,
      })
      .from(locationCategoryLinks)
      .innerJoin(locationCategories, eq(locationCategories.id, locationCategoryLinks.categoryId))
      .where(inArray(locationCategoryLinks.locationId, ids))
      .orderBy(asc(locationCategories.sort), asc(locationCategories.id)),
  ]);
  const classById = new Map(classes.map((c) => [c.id, c]));
  return rows.map((r) => {
    const city = findCity(r.cityId);
    const town = findTown(r.townId);
    const klass = classById.get(r.classId);
    if (!city || !town || !klass) throw new Error(`location ${r.id}: unknown city, town or class`);
    const fullAddress = `${town.zipcode}${city.name}${town.name}${r.address}`;
    return {
      id: r.id,
      name: r.name,
      class: klass,
      categories: categories.filter((c) => c.locationId === r.id).map(({ id, name }) => ({ id, name })),
      city: { id: city.id, name: city.name },
      town: { id: town.id, name: town.name, zipcode: town.zipcode },
      address: r.address,
      full_address: fullAddress,
      phone: r.phone,
      hours: r.hours,
      position: r.latitude !== null && r.longitude !== null ? { lat: r.latitude, lng: r.longitude } : null,
      // a search link rather than coordinates: it works in every map app and needs no key
      map_link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${city.name}${town.name}${r.address}`)}`,
      image: toImage(r.imageLink, r.imageWidth, r.imageHeight, r.name),
      link: contentPath.location(r.id),
    };
  });
}
