import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumns } from '../columns';

/**
 * The brands the company imports. Their public pages are articles of class articleBrand (with
 * `brand_id`), categorised by the articleBrand categories; this table feeds the brand selects of
 * the service and FAQ pages (`/api/option/brands?type=`).
 */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  country: text('country').notNull(),
  logoLink: text('logo_link'),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  /** which service lists show the brand: general, fast, faq, deep */
  serviceTypes: text('service_types').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  /** the optimistic lock of staff edits (publication.service.ts saveVersioned) */
  version: integer('version').notNull().default(1),
  ...timestampColumns(),
});
