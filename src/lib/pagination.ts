/**
 * Pagination as pure functions (SPEC §9 "Pagination text"): which page links to draw around the
 * current page, how a page is read from and written to the address (`?page=`), and the texts.
 */

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: 'start' | 'end' };

/** `?page=` as the reader typed it: anything that is not a whole number ≥ 1 means page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return Math.max(page, 1);
}

/**
 * The first and last page, `siblings` pages either side of the current one, and a gap where pages
 * are left out. A gap never stands for a single page: that page is shown instead.
 */
export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(current, 1), last);
  const from = Math.max(1, page - siblings);
  const to = Math.min(last, page + siblings);
  const pages = new Set<number>([1, last]);
  for (let p = from; p <= to; p += 1) pages.add(p);
  // fill a gap of exactly one page rather than hiding it behind an ellipsis
  if (from - 1 === 2) pages.add(2);
  if (last - to === 2) pages.add(last - 1);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ kind: 'gap', key: previous === 1 ? 'start' : 'end' });
    items.push({ kind: 'page', page: p, current: p === page });
    previous = p;
  }
  return items;
}

/**
 * The query string of `page` with every other parameter kept; page 1 is the address without it.
 * `param` names it when a screen pages more than one list (`repairs_page`).
 */
export function pageSearch(search: string | URLSearchParams, page: number, param = 'page'): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The "go to" box's page: a whole number, kept within 1…last; null for anything else (nothing happens). */
export function clampPage(value: string, last: number): number | null {
  const text = value.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return Math.min(Math.max(Number(text), 1), Math.max(last, 1));
}

export const PAGINATION_TEXT = {
  label: '分頁',
  total: (n: number) => `共 ${n} 筆`,
  perPage: (n: number) => `每頁 ${n} 筆`,
  goTo: (page: number) => `前往 第 ${page} 頁`,
  previous: '上一頁',
  next: '下一頁',
  goToLabel: '前往頁數',
  pageUnit: '頁',
  goToButton: '前往',
  current: (page: number, last: number) => `第 ${page} 頁，共 ${last} 頁`,
} as const;
