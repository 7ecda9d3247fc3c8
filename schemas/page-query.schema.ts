import { z } from 'zod';

/**
 * `page` and `per_page` of a paged list (SPEC §7/§9). Each endpoint states its own default
 * (news 5, blogs 12, options 100, topics 999...) and a ceiling, so that `per_page=100000`
 * is refused with a 422 instead of reading a whole table.
 */

/** Beyond this an offset stops being a page anyone reads; it also keeps offsets exact integers. */
export const MAX_PAGE = 100_000;

export interface PageQueryOptions {
  defaultPerPage: number;
  maxPerPage: number;
}

export function pageQuery({ defaultPerPage, maxPerPage }: PageQueryOptions) {
  if (!(defaultPerPage >= 1 && defaultPerPage <= maxPerPage)) {
    throw new Error(`pageQuery: defaultPerPage ${defaultPerPage} must lie within 1..${maxPerPage}`);
  }
  // Query strings arrive as text: coerce, then check; '' becomes 0 and is refused, not ignored.
  return z.object({
    page: z.coerce
      .number({ error: '頁碼必須是數字。' })
      .int('頁碼必須是整數。')
      .min(1, '頁碼最小為 1。')
      .max(MAX_PAGE, `頁碼最大為 ${MAX_PAGE}。`)
      .default(1),
    per_page: z.coerce
      .number({ error: '每頁筆數必須是數字。' })
      .int('每頁筆數必須是整數。')
      .min(1, '每頁筆數最少為 1 筆。')
      .max(maxPerPage, `每頁筆數最多為 ${maxPerPage} 筆。`)
      .default(defaultPerPage),
  });
}

export type PageQuery = z.output<ReturnType<typeof pageQuery>>;
