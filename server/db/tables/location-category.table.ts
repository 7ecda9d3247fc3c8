import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** What a store offers (速修服務, 深層清潔, 保固登錄...): tags on locations. */
export const locationCategories = pgTable('location_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});
