import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publicationColumns, timestampColumns } from '../columns';

/**
 * The home page carousels: SPEC §3 pc_banner and mobile_banner (each drawn for its screen). Staff
 * publish them like content: the home page reads `published` only.
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: serial('id').primaryKey(),
    device: text('device').notNull(),
    subject: text('subject').notNull(),
    imageLink: text('image_link').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    /** the picture's text alternative (staff give one with every picture); null: the subject is read */
    imageAlt: text('image_alt'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    ...publicationColumns(),
    ...timestampColumns(),
  },
  (t) => [
    check('home_banners_device_check', sql`${t.device} in ('pc','mobile')`),
    index('home_banners_status_idx').on(t.status),
  ],
);
