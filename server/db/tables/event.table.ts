import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns, timestampColumns, timestamptz } from '../columns';

/**
 * Member events as the home page, the events list and search show them. The events issue adds
 * sessions and tickets in tables of their own that point here.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    summary: text('summary').notNull().default(''),
    /** sanitised HTML */
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    ...imageColumns(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at').notNull(),
    placeName: text('place_name').notNull(),
    placeAddress: text('place_address').notNull().default(''),
    costPlan: text('cost_plan').notNull(),
    format: text('format').notNull(),
    /** open: sign-up is open */
    status: text('status').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    /**
     * When it went live; null while staff have not published it (a draft, or taken down). Every
     * public read asks `published_at <= now()`, which a null never passes: unpublishing needs no
     * other column and no reader to change (issue 27).
     */
    publishedAt: timestamptz('published_at'),
    /** the optimistic lock of staff edits (STAFF.md "Editing"): each save bumps it */
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  (t) => [
    index('events_started_idx').on(t.startedAt),
    check('events_cost_plan_check', sql`${t.costPlan} in ('free','paid')`),
    check('events_format_check', sql`${t.format} in ('online','offline')`),
    check('events_status_check', sql`${t.status} in ('open','closed')`),
    check('events_dates_check', sql`${t.endedAt} >= ${t.startedAt}`),
  ],
);
