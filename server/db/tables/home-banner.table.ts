import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumns } from '../columns';

/** The home page carousels: SPEC §3 pc_banner and mobile_banner (each drawn for its screen). */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: serial('id').primaryKey(),
    device: text('device').notNull(),
    subject: text('subject').notNull(),
    imageLink: text('image_link').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [check('home_banners_device_check', sql`${t.device} in ('pc','mobile')`)],
);
