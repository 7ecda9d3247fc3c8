import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { LegalKind } from '../../../schemas/legal-document.schema';
import { timestampColumns, timestamptz } from '../columns';

/**
 * The versions of the documents a member agrees to on registering (membership terms, privacy
 * policy). A version is written once as a draft and, once published, never changes: an agreement
 * names the version it was given, so that wording must stay readable as it was. The current one
 * of a kind is its latest published (`published_at`). Seeded with the texts of the first release
 * by the migration that makes the table, so every database has a current version of each.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<LegalKind>().notNull(),
    /** what the agreement records and the page shows: `2026-01-01`, `2026-12 修訂` */
    version: text('version').notNull(),
    /** sanitised HTML (server/content/article-html.ts), as the article bodies */
    body: text('body').notNull(),
    /** null while a draft */
    publishedAt: timestamptz('published_at'),
    /** the staff member who wrote it (null: the first release, from the migration) */
    createdBy: integer('created_by'),
    createdByEmail: text('created_by_email'),
    ...timestampColumns(),
  },
  (t) => [
    unique('legal_documents_kind_version_key').on(t.kind, t.version),
    index('legal_documents_current_idx').on(t.kind, t.publishedAt),
    check('legal_documents_kind_check', sql`${t.kind} in ('membership-terms','privacy-policy')`),
  ],
);
