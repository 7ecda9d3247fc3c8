import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { articles } from './article.table';
import { articleCategories } from './article-category.table';

/** Articles ↔ categories. An article is linked to its leaf category; a parent's list includes its children's. */
export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    index('article_category_links_category_idx').on(t.categoryId),
  ],
);
