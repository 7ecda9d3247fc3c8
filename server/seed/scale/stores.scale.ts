import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/tables/location.table';
import { locationCategoryLinks } from '../../db/tables/location-category-link.table';
import { insertInChunks, maxId, syncSerial } from './batch-insert';
import { copiedId } from './scale-copy';

/** Copies 2..factor of every demo store (`…門市 2 號店`), a little apart on the map. */
export async function copyStores(db: Db, factor: number): Promise<void> {
  const demo = await db.select().from(locations).orderBy(asc(locations.id));
  const links = await db.select().from(locationCategoryLinks);
  const stride = await maxId(db, 'locations');
  for (let k = 2; k <= factor; k++) {
    // ~100 m a copy, around the demo store: distinct pins, still in its town
    const shift = (v: number | null, axis: number) => (v === null ? null : v + ((k % 10) - 5) * 0.001 * axis);
    const rows = demo.map((l) => ({
      ...l,
      id: copiedId(l.id, stride, k),
      name: `${l.name} ${k} 號店`,
      latitude: shift(l.latitude, 1),
      longitude: shift(l.longitude, (k % 2) * 2 - 1),
      sort: l.sort + k * 100,
    }));
    await insertInChunks(db, locations, rows);
    await insertInChunks(
      db,
      locationCategoryLinks,
      links.map((l) => ({ locationId: copiedId(l.locationId, stride, k), categoryId: l.categoryId })),
    );
  }
  await syncSerial(db, 'locations');
}
