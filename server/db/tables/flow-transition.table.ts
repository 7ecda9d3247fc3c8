import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DeviceClass, InsightFlow } from '../../../schemas/flow-insight.schema';
import { timestamptz } from '../columns';

/**
 * Every move a member flow made in a browser (docs/decisions/flow-insight.md): which flow, which
 * version of its machine, which run (a random id the browser drew), from, event, to, the fields a
 * 422 refused by name, the time spent in `from`. No value typed and no member: nothing here
 * names a person. Kept 180 days (the daily `flow-insight-sweep` job); counted per Taipei day.
 */
export const flowTransitions = pgTable(
  'flow_transitions',
  {
    id: serial('id').primaryKey(),
    flow: text('flow').$type<InsightFlow>().notNull(),
    version: text('version').notNull(),
    runId: text('run_id').notNull(),
    fromState: text('from_state'),
    event: text('event').notNull(),
    toState: text('to_state').notNull(),
    refused: text('refused').array().notNull().default([]),
    /** the site's message for each refused field (`refused[i]`'s), letters and digits a member typed masked */
    reasons: text('reasons').array().notNull().default([]),
    msInState: integer('ms_in_state').notNull(),
    device: text('device').$type<DeviceClass>().notNull(),
    resumed: boolean('resumed').notNull(),
    /** the Taipei date it arrived on: the day it is counted in */
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('flow_transitions_flow_day_idx').on(t.flow, t.day), index('flow_transitions_at_idx').on(t.at)],
);
