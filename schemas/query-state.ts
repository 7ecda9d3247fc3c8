/**
 * The id of the JSON data block with a server-rendered page's query cache (TanStack's dehydrated
 * state, server/spa/rendered-page.ts): what the page was rendered from, so the browser hydrates
 * it without asking again (src/lib/server-query-state.ts).
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
