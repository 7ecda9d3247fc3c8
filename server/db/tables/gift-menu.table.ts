import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The menus a brand section groups its gift events under (SPEC §2 /giftchoose/brand-hs/menu-{id}). */
export const giftMenus = pgTable('gift_menus', {
  id: serial('id').primaryKey(),
  brandSection: text('brand_section').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});
