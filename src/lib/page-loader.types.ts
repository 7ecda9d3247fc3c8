/**
 * The loader data of every page route (app/page-loader.ts), down here so that the pages, the
 * loaders' helpers and the error screen can read it without importing the app above them.
 */

/** What every page route's loader returns: which manifest entry this URL is, and its data. */
export interface PageData {
  entryId: string;
  /** the manifest's param names (`giftId`), whatever the router route calls them */
  params: Record<string, string>;
  data: unknown;
}

/** Thrown for SPEC §2 guard 4/5: the error screen shows `message` with `status` 404. */
export interface NotFoundData {
  message: string;
}
