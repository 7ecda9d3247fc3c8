import { asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PublicationState } from '../../schemas/publication.schema';
import { containsPattern } from '../content/search-text';

/** A table of content the console lists by subject, state and dates (articles, recipes). */
interface ContentListTable {
  id: PgColumn;
  subject: PgColumn;
  status: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
}

/** What every content list's address holds besides the kind's own filters. */
interface ContentListQuery {
  status?: PublicationState | undefined;
  q?: string | null | undefined;
  sort: 'updated_at' | 'published_at' | 'subject';
  dir: 'asc' | 'desc';
}

/**
 * The part every console content list shares: the state and subject filters (to go with the
 * kind's own in one `and`), and the order, the id last so that pages never repeat or skip a row.
 */
export function contentListing(
  table: ContentListTable,
  query: ContentListQuery,
): { filters: (SQL | undefined)[]; orderBy: SQL[] } {
  // a draft's date does not order it: drafts sort after every dated row
  const shownPublishedAt = sql`case when ${table.status} = 'draft' then null else ${table.publishedAt} end`;
  const dir = query.dir === 'asc' ? asc : desc;
  const order = {
    updated_at: [dir(table.updatedAt)],
    published_at: [sql`${shownPublishedAt} ${sql.raw(query.dir)} nulls last`],
    subject: [dir(table.subject)],
  }[query.sort];
  return {
    filters: [
      query.status ? eq(table.status, query.status) : undefined,
      query.q ? ilike(table.subject, containsPattern(query.q)) : undefined,
    ],
    orderBy: [...order, dir(table.id)],
  };
}

/** A listed row's state, dates and version; a draft's date is a placeholder until it goes live. */
export const contentListState = (row: {
  status: PublicationState;
  publishedAt: Date;
  publishAt: Date | null;
  updatedAt: Date;
  version: number;
}) => ({
  status: row.status,
  published_at: row.status === 'draft' ? null : row.publishedAt.toISOString(),
  publish_at: row.publishAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
});
