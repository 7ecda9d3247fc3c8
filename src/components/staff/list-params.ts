import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePage } from '../../lib/pagination';

/**
 * A console list's state lives in its address (STAFF.md "Lists"): `?page=2&sort=-at&actor=ann`,
 * so a list can be shared, reloaded and walked back through. Pure functions here, the hook below.
 */

/** One column the list is ordered by: `sort=name` ascending, `sort=-name` descending. */
export interface ListSort {
  id: string;
  desc: boolean;
}

export interface ListParams {
  page: number;
  sort: ListSort | null;
  /** the filters the address names, empty ones left out */
  filters: Record<string, string>;
}

const SORT_ID = /^-?[a-z][a-z0-9_]{0,39}$/i;

export function readListParams(search: URLSearchParams, filterNames: readonly string[]): ListParams {
  const sortText = search.get('sort') ?? '';
  const sort = SORT_ID.test(sortText) ? { id: sortText.replace(/^-/, ''), desc: sortText.startsWith('-') } : null;
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return { page: parsePage(search.get('page')), sort, filters };
}

/** The address after new filter values: the others kept, empty ones dropped, back to page 1. */
export function withFilters(search: URLSearchParams, values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(values)) {
    if (value.trim()) next.set(name, value.trim());
    else next.delete(name);
  }
  next.delete('page');
  return next;
}

/** The address ordered by `sort` (none: the list's own order), back to page 1. */
export function withSort(search: URLSearchParams, sort: ListSort | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (sort) next.set('sort', `${sort.desc ? '-' : ''}${sort.id}`);
  else next.delete('sort');
  next.delete('page');
  return next;
}

const sortQueryOf = (sort: ListSort | null): { sort?: string; dir?: 'asc' | 'desc' } =>
  sort ? { sort: sort.id, dir: sort.desc ? 'desc' : 'asc' } : {};

/** The list's state from the address, and the ways to change it (each a new history entry). */
export function useListParams(filterNames: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  // the names are a constant of each screen: their joined text is a stable key
  const key = filterNames.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the names
  const params = useMemo(() => readListParams(search, filterNames), [search, key]);
  const setFilters = useCallback(
    (values: Record<string, string>) => setSearch((current) => withFilters(current, values)),
    [setSearch],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the names
  const clearFilters = useCallback(
    () => setFilters(Object.fromEntries(filterNames.map((name) => [name, '']))),
    [setFilters, key],
  );
  const setSort = useCallback((sort: ListSort | null) => setSearch((current) => withSort(current, sort)), [setSearch]);
  return {
    ...params,
    /** whether the address names any filter (an empty list then says so, with a way to clear them) */
    filtered: Object.keys(params.filters).length > 0,
    /** the order as the API's list takes it; nothing for the list's own order */
    sortQuery: sortQueryOf(params.sort),
    setFilters,
    clearFilters,
    setSort,
  };
}
