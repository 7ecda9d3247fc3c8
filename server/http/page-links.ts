import type { z } from 'zod';
import type { PageLinksSchema, PageMeta } from '../../schemas/api-envelope.schema';
import type { PageOf } from '../domain/pagination';

export type PageLinks = z.infer<typeof PageLinksSchema>;

/** The envelope of DESIGN "API conventions": `{ data, meta, links }`. */
export interface PagedBody<T> extends PageOf<T> {
  links: PageLinks;
}

/**
 * first/last/prev/next of the list at `url` (path + query of the request). Other query params are
 * kept. Links are relative to the site so that a forged Host header cannot end up in them.
 */
export function pageLinks(url: string | URL, meta: PageMeta): PageLinks {
  const base = new URL(url, 'http://relative.invalid');
  const at = (page: number) => {
    const u = new URL(base);
    u.searchParams.set('page', String(page));
    u.searchParams.set('per_page', String(meta.per_page));
    return u.pathname + u.search;
  };
  return {
    first: at(1),
    last: at(meta.last_page),
    prev: meta.current_page > 1 ? at(Math.min(meta.current_page - 1, meta.last_page)) : null,
    next: meta.current_page < meta.last_page ? at(meta.current_page + 1) : null,
  };
}

/** Route side: the service's page plus links for the request's URL. */
export function withLinks<T>(page: PageOf<T>, url: string | URL): PagedBody<T> {
  return { data: page.data, meta: page.meta, links: pageLinks(url, page.meta) };
}
