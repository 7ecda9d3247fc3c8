import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, timestampColumns } from '../columns';
import { articles } from './article.table';

/**
 * The file of a document-like article (a magazine issue, a sustainability report): a PDF kept
 * in the database, so every app server serves the same bytes and a backup holds them.
 */
export const articleDocuments = pgTable('article_documents', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  /** what a download is saved as */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull().default('application/pdf'),
  content: bytea('content').notNull(),
  byteSize: integer('byte_size').notNull(),
  pageCount: integer('page_count').notNull(),
  ...timestampColumns(),
});
