import { z } from 'zod';
import { EVENT_COST_PLANS, EVENT_FORMATS } from './event.schema';
import { mergeSteps } from './flow-steps';
import { boundedId } from './id-param.schema';
import { pageQuery } from './page-query.schema';
import { optionalText, plainText } from './plain-text.schema';
import { versionSchema } from './publication.schema';
import { taipeiLocalToIso } from './staff-publication.schema';

/**
 * The console's events (issue 27 item 1), for staff holding `events`: an event written in steps
 * (machines/staff-event-edit.machine.ts), one schema per step, merged for the API call. Times
 * are typed as the page's `datetime-local` gives them, on Taipei's clock.
 */

export const STAFF_EVENTS_PER_PAGE = 20;
export const EVENT_SUBJECT_MAX = 100;
export const EVENT_SUMMARY_MAX = 300;
export const EVENT_BODY_MAX = 20_000;
export const MAX_SESSIONS = 20;
export const MAX_TICKETS = 60;
export const MAX_QUESTIONS = 30;
export const MAX_SEATS = 10_000;
export const MAX_PRICE = 1_000_000;

/** SPEC §3 survey question types: one line, several lines, one of, any of, one of a list. */
export const QUESTION_TYPES = ['text', 'textarea', 'radio', 'checkbox', 'select'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: '簡答（一行）',
  textarea: '詳答（多行）',
  radio: '單選',
  checkbox: '複選',
  select: '下拉選單',
};
/** the kinds a member chooses from: they need options */
export const CHOICE_TYPES: readonly QuestionType[] = ['radio', 'checkbox', 'select'];

export const STAFF_EVENT_MESSAGES = {
  subject: '請輸入活動名稱。',
  subjectTooLong: `活動名稱最多 ${EVENT_SUBJECT_MAX} 個字。`,
  summaryTooLong: `摘要最多 ${EVENT_SUMMARY_MAX} 個字。`,
  body: '請輸入活動內容。',
  bodyTooLong: '活動內容太長，請精簡內容。',
  costPlan: '請選擇費用方式。',
  imageMedia: '找不到上傳的圖片，請重新上傳。',
  sessions: '請至少新增一個場次。',
  sessionsTooMany: `場次最多 ${MAX_SESSIONS} 個。`,
  sessionSubject: '請輸入場次名稱。',
  time: '請輸入正確的時間。',
  endsBeforeStart: '結束時間必須晚於開始時間。',
  place: '請輸入地點。',
  format: '請選擇活動形式。',
  capacity: `座位數須為 1 到 ${MAX_SEATS} 的整數。`,
  purchaseLimit: '每人購買上限須為 1 以上的整數，且不可多於座位數。',
  seatsBelowSold: (sold: number) => `已售出 ${sold} 席，座位數不可少於此數。`,
  sessionHasOrders: '此場次已有報名，無法刪除。',
  sessionUnknown: '找不到此場次，請重新整理後再試。',
  tickets: '請至少新增一種票種。',
  ticketsTooMany: `票種最多 ${MAX_TICKETS} 個。`,
  ticketSession: '請選擇場次。',
  ticketName: '請輸入票種名稱。',
  price: `票價須為 0 到 ${MAX_PRICE} 的整數。`,
  freePrice: '免費活動的票價須為 0。',
  quota: `名額須為 1 到 ${MAX_SEATS} 的整數。`,
  quotaBelowSold: (sold: number) => `已售出 ${sold} 張，名額不可少於此數。`,
  ticketHasSales: '此票種已有售出，無法刪除。',
  ticketUnknown: '找不到此票種，請重新整理後再試。',
  sessionWithoutTicket: (n: number) => `場次 ${n} 還沒有票種。`,
  questionsTooMany: `問題最多 ${MAX_QUESTIONS} 題。`,
  questionType: '請選擇題型。',
  questionTitle: '請輸入題目。',
  questionOptions: '選擇題請輸入至少兩個選項，一行一個。',
  surveyTitle: '有問題時請輸入問卷標題。',
  onSave: '請選擇儲存後的動作。',
} as const;

const intIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  boundedId('編號不正確。', { coerce: true }).optional(),
);
const localTime = plainText({ error: STAFF_EVENT_MESSAGES.time }).refine((v) => taipeiLocalToIso(v) !== null, {
  message: STAFF_EVENT_MESSAGES.time,
});

/** Step 1: what the event is, and its picture. */
export const EventDetailsSchema = z.object({
  subject: plainText({ error: STAFF_EVENT_MESSAGES.subject })
    .trim()
    .min(1, STAFF_EVENT_MESSAGES.subject)
    .max(EVENT_SUBJECT_MAX, STAFF_EVENT_MESSAGES.subjectTooLong),
  summary: z.preprocess((v) => v ?? '', plainText().trim().max(EVENT_SUMMARY_MAX, STAFF_EVENT_MESSAGES.summaryTooLong)),
  /** plain paragraphs, a blank line between two: the page shows them as paragraphs */
  body: plainText({ error: STAFF_EVENT_MESSAGES.body }, { multiline: true })
    .trim()
    .min(1, STAFF_EVENT_MESSAGES.body)
    .max(EVENT_BODY_MAX, STAFF_EVENT_MESSAGES.bodyTooLong),
  cost_plan: z.enum(EVENT_COST_PLANS, { error: STAFF_EVENT_MESSAGES.costPlan }),
  /** an uploaded content picture; null removes the stored one, absent keeps it */
  image_media_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    boundedId('編號不正確。', { coerce: true }).nullable().optional(),
  ),
});

export const EventSessionInputSchema = z
  .object({
    /** a stored session being edited; absent for a new one */
    id: optionalId,
    subject: plainText({ error: STAFF_EVENT_MESSAGES.sessionSubject })
      .trim()
      .min(1, STAFF_EVENT_MESSAGES.sessionSubject)
      .max(EVENT_SUBJECT_MAX, STAFF_EVENT_MESSAGES.subjectTooLong),
    starts_local: localTime,
    ends_local: localTime,
    place_name: plainText({ error: STAFF_EVENT_MESSAGES.place }).trim().min(1, STAFF_EVENT_MESSAGES.place).max(100),
    place_address: z.preprocess((v) => v ?? '', plainText().trim().max(200)),
    format: z.enum(EVENT_FORMATS, { error: STAFF_EVENT_MESSAGES.format }),
    capacity: intIn(1, MAX_SEATS, STAFF_EVENT_MESSAGES.capacity),
    purchase_limit: intIn(1, MAX_SEATS, STAFF_EVENT_MESSAGES.purchaseLimit),
  })
  .superRefine((s, ctx) => {
    const from = taipeiLocalToIso(s.starts_local);
    const to = taipeiLocalToIso(s.ends_local);
    if (from && to && Date.parse(to) <= Date.parse(from)) {
      ctx.addIssue({ code: 'custom', path: ['ends_local'], message: STAFF_EVENT_MESSAGES.endsBeforeStart });
    }
    if (s.purchase_limit > s.capacity) {
      ctx.addIssue({ code: 'custom', path: ['purchase_limit'], message: STAFF_EVENT_MESSAGES.purchaseLimit });
    }
  });
export type EventSessionInput = z.output<typeof EventSessionInputSchema>;

/** Step 2: the dates, each with its place, seats and how many tickets one member may hold. */
export const EventSessionsSchema = z.object({
  sessions: z
    .array(EventSessionInputSchema, { error: STAFF_EVENT_MESSAGES.sessions })
    .min(1, STAFF_EVENT_MESSAGES.sessions)
    .max(MAX_SESSIONS, STAFF_EVENT_MESSAGES.sessionsTooMany),
});

export const EventTicketInputSchema = z.object({
  id: optionalId,
  /** which session of step 2, counted from 1 as the form shows them */
  session: intIn(1, MAX_SESSIONS, STAFF_EVENT_MESSAGES.ticketSession),
  name: plainText({ error: STAFF_EVENT_MESSAGES.ticketName })
    .trim()
    .min(1, STAFF_EVENT_MESSAGES.ticketName)
    .max(40, STAFF_EVENT_MESSAGES.ticketName),
  price: intIn(0, MAX_PRICE, STAFF_EVENT_MESSAGES.price),
  quota: intIn(1, MAX_SEATS, STAFF_EVENT_MESSAGES.quota),
});
export type EventTicketInput = z.output<typeof EventTicketInputSchema>;

/** Step 3: the ticket types of each session, their prices and quotas. */
export const EventTicketsSchema = z.object({
  tickets: z
    .array(EventTicketInputSchema, { error: STAFF_EVENT_MESSAGES.tickets })
    .min(1, STAFF_EVENT_MESSAGES.tickets)
    .max(MAX_TICKETS, STAFF_EVENT_MESSAGES.ticketsTooMany),
});

/** Options typed one a line: the lines that say something. */
export const optionLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const SurveyQuestionInputSchema = z
  .object({
    id: optionalId,
    type: z.enum(QUESTION_TYPES, { error: STAFF_EVENT_MESSAGES.questionType }),
    title: plainText({ error: STAFF_EVENT_MESSAGES.questionTitle })
      .trim()
      .min(1, STAFF_EVENT_MESSAGES.questionTitle)
      .max(200),
    /** one option a line (choice kinds only) */
    options: z.preprocess((v) => v ?? '', plainText({}, { multiline: true }).max(2000)),
    required: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (CHOICE_TYPES.includes(q.type) && optionLines(q.options).length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: STAFF_EVENT_MESSAGES.questionOptions });
    }
  });
export type SurveyQuestionInput = z.output<typeof SurveyQuestionInputSchema>;

/** Step 4: the survey a member answers when signing up (none when no question). */
export const EventSurveySchema = z
  .object({
    survey_title: optionalText(100, '問卷標題'),
    questions: z.array(SurveyQuestionInputSchema).max(MAX_QUESTIONS, STAFF_EVENT_MESSAGES.questionsTooMany),
  })
  .superRefine((v, ctx) => {
    if (v.questions.length > 0 && !v.survey_title) {
      ctx.addIssue({ code: 'custom', path: ['survey_title'], message: STAFF_EVENT_MESSAGES.surveyTitle });
    }
  });

export const EVENT_ON_SAVE = ['draft', 'publish'] as const;
export const EVENT_ON_SAVE_LABELS = { draft: '儲存為草稿', publish: '儲存並發布' } as const;

/** Step 5, the review: save as a draft, or save and publish at once (one call, one transaction). */
export const EventConfirmSchema = z.object({
  on_save: z.enum(EVENT_ON_SAVE, { error: STAFF_EVENT_MESSAGES.onSave }),
});

export const STAFF_EVENT_STEPS = {
  details: EventDetailsSchema,
  sessions: EventSessionsSchema,
  tickets: EventTicketsSchema,
  survey: EventSurveySchema,
  confirm: EventConfirmSchema,
} as const;
export type StaffEventSteps = typeof STAFF_EVENT_STEPS;

/** `POST /api/staff/events`: every step's data, merged as the flow kit merges them. */
export const StaffEventInputSchema = mergeSteps(STAFF_EVENT_STEPS);
export type StaffEventInput = z.output<typeof StaffEventInputSchema>;

/** `PUT /api/staff/events/{id}`: the same, from the version the editor started from. */
export const StaffEventUpdateSchema = z.intersection(StaffEventInputSchema, z.object({ version: versionSchema }));
export type StaffEventUpdate = z.output<typeof StaffEventUpdateSchema>;

/** `POST /api/staff/events/{id}/publication`: publish now or take down. */
export const StaffEventPublicationSchema = z.object({
  to: z.enum(['published', 'unpublished'], { error: '請選擇發布或下架。' }),
  version: versionSchema,
});
export type StaffEventPublication = z.output<typeof StaffEventPublicationSchema>;

export const STAFF_EVENT_STATES = ['draft', 'published'] as const;
export const STAFF_EVENT_STATE_LABELS = { draft: '未發布', published: '已發布' } as const;

/** `GET /api/staff/events`: the filter is the list's address. */
export const StaffEventQuerySchema = pageQuery({ defaultPerPage: STAFF_EVENTS_PER_PAGE, maxPerPage: 100 }).extend({
  q: optionalText(100, '關鍵字').optional(),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(STAFF_EVENT_STATES, { error: '請選擇正確的發布狀態。' }).optional(),
  ),
});
export type StaffEventQuery = z.output<typeof StaffEventQuerySchema>;

export interface StaffEventListItem {
  id: number;
  subject: string;
  state: (typeof STAFF_EVENT_STATES)[number];
  published_at: string | null;
  started_at: string;
  sessions: number;
  seats_taken: number;
  capacity: number;
  updated_at: string;
  version: number;
}

export interface StaffEventSession extends Omit<EventSessionInput, 'id'> {
  id: number;
  seats_taken: number;
}

/** One event as the console edits it: the steps' shapes with the stored ids, and what is sold. */
export interface StaffEvent {
  id: number;
  subject: string;
  summary: string;
  body: string;
  cost_plan: (typeof EVENT_COST_PLANS)[number];
  image: { link: string; width: number; height: number } | null;
  sessions: StaffEventSession[];
  tickets: (Omit<EventTicketInput, 'id'> & { id: number; sold: number })[];
  survey_title: string | null;
  questions: (Omit<SurveyQuestionInput, 'id'> & { id: number })[];
  state: (typeof STAFF_EVENT_STATES)[number];
  published_at: string | null;
  version: number;
  updated_at: string;
}
