import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns } from '../columns';
import { articles } from './article.table';

/**
 * The editors' picks of the hence hub: banners, must-reads and lifestyle. Each points at an
 * article, so subject, categories and link stay the article's; a banner may carry a wider picture.
 */
export const henceFeatures = pgTable(
  'hence_features',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    ...imageColumns(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('hence_features_kind_idx').on(t.kind, t.sort),
    check('hence_features_kind_check', sql`${t.kind} in ('banner','must_read','lifestyle')`),
  ],
);
