/**
 * Every public kind SPEC §1 names, in the order results are grouped: articles, news, blogs, recipes,
 * brands, events, stores, FAQs. No zod here: the search page reads the kinds before it is usable, and
 * its schemas load only when it fetches (search.schema.ts; first-page-speed.md).
 */
export const SEARCH_KINDS = ['article', 'news', 'blog', 'recipe', 'brand', 'event', 'location', 'faq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
