import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { events } from './event.table';
import { members } from './member.table';

/** SPEC §3 event survey (id, title, questions[]): at most one per event. */
export const eventSurveys = pgTable('event_surveys', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
});

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => eventSurveys.id, { onDelete: 'cascade' }),
    /** text (one line), textarea, radio (one of), checkbox (any of), select (one of, a list) */
    type: text('type').notNull(),
    title: text('title').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId),
    check('survey_questions_type_check', sql`${t.type} in ('text','textarea','radio','checkbox','select')`),
  ],
);

/** A member's answers (`POST /api/event_survey/{id}`), tied to the order that names it. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => eventSurveys.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ question_id: number; value: string | string[] }[]>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('survey_responses_member_idx').on(t.memberId)],
);
