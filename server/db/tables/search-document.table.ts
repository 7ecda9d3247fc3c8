import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

/**
 * Site search's index (issue 26): per searchable row of articles, recipes, events and locations,
 * the lower-cased characters and character pairs of the texts search reads. Chinese keywords are
 * mostly one or two characters, which neither a word parser nor a trigram index can find; a GIN
 * index over pairs finds them on PGlite and PostgreSQL alike. Filled by triggers on the source
 * tables (migration 0031_search_documents: search_grams), so every writer — staff, seed,
 * seed:scale — keeps it current without knowing it exists.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** the source table: 'article', 'recipe', 'event' or 'location' */
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    grams: text('grams').array().notNull(),
    /*
     * What search lists and sorts by, copied from the source row by the same triggers (0033), so a
     * term in thousands of rows is counted and paged from this table alone, without visiting each
     * source row: the search kind (article classes map to article, news, blog, brand, faq; null:
     * not searched), when the row is listed from (published: -infinity; an event: its
     * published_at; null: not listed), its title and its date (published_at, an event's start).
     */
    kind: text('kind'),
    listedFrom: timestamptz('listed_from'),
    subject: text('subject'),
    sortAt: timestamptz('sort_at'),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] }), index('search_documents_grams_idx').using('gin', t.grams)],
);
