import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { locations } from './location.table';
import { locationCategories } from './location-category.table';

export const locationCategoryLinks = pgTable(
  'location_category_links',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => locationCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.categoryId] }),
    index('location_category_links_category_idx').on(t.categoryId),
  ],
);
