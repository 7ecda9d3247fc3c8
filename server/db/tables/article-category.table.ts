import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { imageColumns, timestampColumns } from '../columns';

/** Categories of each article class; `parent_id` makes a sub-category (blog, sustainability sub-topic). */
export const articleCategories = pgTable(
  'article_categories',
  {
    id: serial('id').primaryKey(),
    class: text('class').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => articleCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    subject: text('subject').notNull(),
    description: text('description'),
    ...imageColumns(),
    sort: integer('sort').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    unique('article_categories_class_slug_key').on(t.class, t.slug),
    index('article_categories_parent_idx').on(t.parentId),
    check(
      'article_categories_class_check',
      sql`${t.class} in ('articleProject','articleBlog','articleBrand','articleNews','articleEcolife','articleFaq','articleReport','articleMagazine')`,
    ),
  ],
);
