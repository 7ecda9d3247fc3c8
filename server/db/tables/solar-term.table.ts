import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The 24 solar terms (節氣). Only the sun's longitude is stored: the date a term begins changes
 * from year to year and is computed for the year asked (services/solar-term-dates.ts).
 */
export const solarTerms = pgTable('solar_terms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** 1 = 立春 ... 24 = 大寒 */
  sort: integer('sort').notNull().unique(),
  /** apparent ecliptic longitude of the sun at the start of the term: 315 = 立春, 0 = 春分 */
  longitude: integer('longitude').notNull(),
  summary: text('summary').notNull().default(''),
});
