import { z } from 'zod';
import { PageLinksSchema, PageMetaSchema } from './api-envelope.schema';
import { ImageSchema } from './image.schema';
import { pageQuery } from './page-query.schema';
import { plainText } from './plain-text.schema';
import { SEARCH_KINDS, type SearchKind } from './search-kinds';

export const SearchQuery = pageQuery({ defaultPerPage: 10, maxPerPage: 50 }).extend({
  keyword: plainText({ error: '請輸入關鍵字。' }).trim().min(1, '請輸入關鍵字。').max(50, '關鍵字最多 50 個字。'),
  type: z.enum(['all', ...SEARCH_KINDS], { error: `搜尋類型只能是 all、${SEARCH_KINDS.join('、')}。` }).default('all'),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** [start, end) offsets in UTF-16 code units, as String.prototype.slice counts them. */
export const HighlightRangeSchema = z.tuple([z.number().int(), z.number().int()]);

export const SearchResultSchema = z.object({
  type: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  subject: z.string(),
  /** plain text around the first match (or the beginning when only the subject matched) */
  excerpt: z.string(),
  link: z.string().nullable(),
  image: ImageSchema.nullable(),
  date: z.string().nullable(),
  /** where the search terms occur, so the client can wrap them in <mark> without re-searching */
  highlights: z.object({ subject: z.array(HighlightRangeSchema), excerpt: z.array(HighlightRangeSchema) }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponse = z.object({
  data: z.object({
    keyword: z.string(),
    /** the keyword split on spaces: every term must occur in a result */
    terms: z.array(z.string()),
    counts: z.object({
      article: z.number().int(),
      news: z.number().int(),
      blog: z.number().int(),
      recipe: z.number().int(),
      brand: z.number().int(),
      event: z.number().int(),
      location: z.number().int(),
      faq: z.number().int(),
    }) satisfies z.ZodType<Record<SearchKind, number>>,
    list: z.object({ data: z.array(SearchResultSchema), meta: PageMetaSchema, links: PageLinksSchema }),
  }),
});
