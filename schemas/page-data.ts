/**
 * The id of the JSON data block in which the server sends a page's first API answers
 * (server/spa/page-data.ts) and from which the client takes them (src/lib/page-data.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
