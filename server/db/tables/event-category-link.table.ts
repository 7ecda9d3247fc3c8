import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { events } from './event.table';
import { eventCategories } from './event-category.table';

export const eventCategoryLinks = pgTable(
  'event_category_links',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.categoryId] }),
    index('event_category_links_category_idx').on(t.categoryId),
  ],
);
