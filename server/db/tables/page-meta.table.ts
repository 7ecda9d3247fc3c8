import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-path SEO overrides edited by the content team. The route manifest gives every page a
 * title and description; a row here replaces them for one canonical path (and adds an image).
 */
export const pageMeta = pgTable('page_meta', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
