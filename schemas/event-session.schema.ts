import { z } from 'zod';
import { EVENT_FORMATS } from './event.schema';

export const EventTicketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  quota: z.number().int(),
  /** what is still for sale: the quota less what live orders hold */
  left: z.number().int(),
});
export type EventTicket = z.infer<typeof EventTicketSchema>;

/** open: on sale; full: no seat left; past: sign-up over (SPEC §3 session) */
export const SESSION_STATES = ['open', 'full', 'past'] as const;

export const EventSessionSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
  place_name: z.string(),
  place_address: z.string(),
  format: z.enum(EVENT_FORMATS),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  purchase_limit: z.number().int(),
  state: z.enum(SESSION_STATES),
  tickets: z.array(EventTicketSchema),
});
export type EventSession = z.infer<typeof EventSessionSchema>;

/** `GET /api/calendar_events/{eventId}`: the event's sessions with the seats left now (never cached). */
export const EventSessionsResponse = z.object({ data: z.array(EventSessionSchema) });

export const SURVEY_QUESTION_TYPES = ['text', 'textarea', 'radio', 'checkbox', 'select'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const SurveyQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  title: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

/** SPEC §3 event survey: id, title, questions[]; `data: null` when the event has none. */
export const EventSurveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  questions: z.array(SurveyQuestionSchema),
});
export type EventSurvey = z.infer<typeof EventSurveySchema>;
export const EventSurveyResponse = z.object({ data: EventSurveySchema.nullable() });
