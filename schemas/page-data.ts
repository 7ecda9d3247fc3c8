/**
 * The id of the JSON data block in which the server sends a page's first API answers
 * (server/spa/page-data.ts) and from which the client takes them (src/lib/page-data.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The id of the JSON data block with a server-rendered page's query cache (TanStack's dehydrated
 * state): what the page was rendered from, so the browser hydrates it without asking again.
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
