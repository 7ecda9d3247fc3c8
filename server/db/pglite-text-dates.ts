import { PGlite, type QueryOptions, type Results, types } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite session asks to get as text with every query (it maps them itself):
 * timestamps, dates, intervals and their arrays, numeric[] (drizzle-orm/pglite/session.js).
 */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
export const TEXT_TYPE_KEYS = new Set(DRIZZLE_TEXT_TYPES.map(String));
const asText = (value: string) => value;

/** Parsers naming only those types (drizzle's): already the client's own here. */
const onlyDrizzleTextTypes = (parsers: NonNullable<QueryOptions['parsers']>) =>
  Object.keys(parsers).every((key) => TEXT_TYPE_KEYS.has(key));

/**
 * A PGlite client that hands drizzle those types as text on its own. drizzle passes its parsers
 * with each query, and PGlite then copies its whole parser table (≈ 320 types, arrays included)
 * into a new object to merge them in: ≈ 70 µs a query, a tenth of a member's read. Here the same
 * parsers are the client's own, set once, and a query naming only them skips the copy; the
 * answers are the same. (Queries inside a transaction still go through the copy: the
 * transaction's own client is PGlite's.)
 */
export class TextDatesPGlite extends PGlite {
  #textDates = false;

  /** After `waitReady`: PGlite registers its array parsers while it starts, over any set before. */
  keepDatesAsText(): this {
    for (const oid of DRIZZLE_TEXT_TYPES) this.parsers[oid] = asText;
    this.#textDates = true;
    return this;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.#textDates && options?.parsers && onlyDrizzleTextTypes(options.parsers)) {
      const { parsers: _same, ...rest } = options;
      return super.query<T>(query, params, rest);
    }
    return super.query<T>(query, params, options);
  }
}
