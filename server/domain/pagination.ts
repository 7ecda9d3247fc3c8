import type { PageMeta } from '../../schemas/api-envelope.schema';
import type { PageQuery } from '../../schemas/page-query.schema';

/** What a service returns for a paged list; the route adds `links` (it alone knows the URL). */
export interface PageOf<T> {
  data: T[];
  meta: PageMeta;
}

/** LIMIT/OFFSET of a page (pages count from 1). */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/**
 * SPEC §3's meta. A page past the end is not an error: it is empty, with `from`/`to` null, and
 * `last_page` still says where the list ends (at least 1, so an empty list has one empty page).
 */
export function pageMeta(total: number, query: PageQuery): PageMeta {
  const { limit, offset } = pageWindow(query);
  const shown = Math.max(0, Math.min(limit, total - offset));
  return {
    current_page: query.page,
    from: shown > 0 ? offset + 1 : null,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    to: shown > 0 ? offset + shown : null,
    total,
  };
}

/**
 * One paged list: `count` gives the total, `rows` reads one window (only called when the page
 * can hold rows). Services call it with their own drizzle queries:
 *
 *   paginate(query, {
 *     count: () => db.$count(events, where),
 *     rows: ({ limit, offset }) => db.select().from(events).where(where).orderBy(desc(events.id)).limit(limit).offset(offset),
 *   })
 */
export async function paginate<T>(
  query: PageQuery,
  source: { count: () => Promise<number>; rows: (window: { limit: number; offset: number }) => Promise<T[]> },
): Promise<PageOf<T>> {
  const total = Number(await source.count());
  const window = pageWindow(query);
  const data = window.offset < total ? await source.rows(window) : [];
  return { data, meta: pageMeta(total, query) };
}
