import { SEARCH_KINDS, type SearchKind } from '../../../schemas/search-kinds';
import type { SearchFilters } from '../../api/search.queries';
import { parsePage } from '../../lib/pagination';

/** The search lives in the address: `?keyword=&type=&page=` (SPEC §2 /search and /seo_search). */
export function searchFilters(search: URLSearchParams): SearchFilters {
  const type = search.get('type');
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    type: SEARCH_KINDS.includes(type as SearchKind) ? (type as SearchKind) : 'all',
    page: parsePage(search.get('page')),
  };
}

/** `pathname?keyword=…&type=…` for one kind of result (page 1). */
export function kindHref(pathname: string, keyword: string, type: SearchKind | 'all'): string {
  const params = new URLSearchParams({ keyword });
  if (type !== 'all') params.set('type', type);
  return `${pathname}?${params.toString()}`;
}
