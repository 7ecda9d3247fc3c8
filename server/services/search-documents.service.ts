import { and, type Column, desc, eq, ilike, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../content/search-text';
import type { Db } from '../db/client';
import { searchDocuments } from '../db/tables/search-document.table';

/** The tables search_documents indexes (migration 0031_search_documents fills it by trigger). */
export type SearchSource = 'article' | 'recipe' | 'event' | 'location';

/**
 * The rows of `source` whose texts hold every gram of every term (search_term_grams: a term's
 * one character, or each pair of neighbours in it), found through the GIN index of
 * search_documents. A term of one or two characters is then in the row; a longer one may not be
 * (its pairs may sit apart), so callers keep their exact ILIKE test: it runs on these rows only,
 * and a term nothing holds is answered by the index alone.
 */
export function indexedRows(source: SearchSource, id: Column, terms: readonly string[]): SQL {
  const grams = sql.join(
    terms.map((term) => sql`search_term_grams(${term}::text)`),
    sql` || `,
  );
  // `source || ''`, not `source`: the primary key could narrow the source alone, and the planner,
  // which does not count reading grams back from TOAST, would then test every document of the
  // source (a second at 100×); this way the GIN index is its one way in.
  // `= any(array(…))`, not `in (…)`: the candidates are found once, first, and the source's rows
  // fetched by key. With `in`, the planner may instead walk a small table (1,000 events, 1,500
  // stores at 100×) and test each row's texts with ILIKE before asking the index: 170 ms for a
  // term no event holds.
  return sql`${id} = any(array(select ${searchDocuments.sourceId} from ${searchDocuments} where ${searchDocuments.grams} @> (${grams}) and ${searchDocuments.source} || '' = ${source}))`;
}

/**
 * True, at plan time, when a term is one or two characters once lower-cased: its one gram is then
 * in a row exactly when ILIKE finds the term there (both lower() the same whole column), so the
 * ILIKE, which reads every candidate's body, can be left out — what makes 鍋 or 的 cheap.
 */
export const indexAlone = (term: string): SQL => sql`char_length(lower(${term}::text)) <= 2`;

/**
 * For the statements of one search, in its transaction. The grams of a long body are stored out of
 * line (TOAST); the planner does not count reading them back, so for a common gram it prefers
 * testing every document in a scan of the table (a second at 100×) to the GIN index, which answers
 * without reading a document's grams. Off for this transaction only.
 */
export const preferIndexes = sql`set local enable_seqscan = off`;

/**
 * Whether the index alone decides every term (each one or two characters once lower-cased): search
 * can then count and page from search_documents alone (its listing columns, 0033), without
 * visiting each matching source row — what keeps a term in thousands of rows (鍋) cheap.
 */
export const listingDecides = (terms: readonly string[]) =>
  terms.length > 0 && terms.every((term) => [...term.toLowerCase()].length <= 2);

const listedMatch = (terms: readonly string[]) =>
  and(
    sql`${searchDocuments.grams} @> (${sql.join(
      terms.map((term) => sql`search_term_grams(${term}::text)`),
      sql` || `,
    )})`,
    lte(searchDocuments.listedFrom, sql`now()`),
  );

/** How many listed rows of each kind hold every term (stores apart: their towns are not indexed). */
export async function listedCounts(db: Db, terms: readonly string[]): Promise<{ kind: string; n: number }[]> {
  return db
    .select({ kind: sql<string>`${searchDocuments.kind}`, n: sql<number>`count(*)::int` })
    .from(searchDocuments)
    .where(and(listedMatch(terms), isNotNull(searchDocuments.kind), ne(searchDocuments.kind, 'location')))
    .groupBy(searchDocuments.kind);
}

/** One page of a kind's ids: titles holding every term first, then newest first (the sources' order). */
export async function listedPage(
  db: Db,
  kind: string,
  terms: readonly string[],
  window: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: searchDocuments.sourceId })
    .from(searchDocuments)
    .where(and(listedMatch(terms), eq(searchDocuments.kind, kind)))
    .orderBy(
      sql`(${and(...terms.map((term) => ilike(searchDocuments.subject, containsPattern(term))))}) desc`,
      desc(searchDocuments.sortAt),
      desc(searchDocuments.sourceId),
    )
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((r) => r.id);
}
