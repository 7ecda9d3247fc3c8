import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { eventSessions } from '../db/tables/event-session.table';
import { eventSurveys, surveyQuestions } from '../db/tables/event-survey.table';
import { eventTickets } from '../db/tables/event-ticket.table';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface TicketSeed {
  name: string;
  price: number;
  quota: number;
  /** sold before the demo starts (walk-ins): a full session */
  sold?: number;
}
interface SessionSeed {
  subject: string;
  /** days from the event's own start (negative: a past date of an open event) */
  shiftDays?: number;
  capacity: number;
  purchaseLimit: number;
  tickets: TicketSeed[];
}

/**
 * The demo events' sessions and tickets by event subject (events.seed.ts): paid and free, online
 * and offline, open, full and past sessions, and one survey with every question type. Events not
 * named here get one session with one ticket at their cost plan.
 */
const SESSIONS: Record<string, SessionSeed[]> = {
  冬季土鍋炊飯教室: [
    {
      subject: '下午場',
      // room for every sign-up the browser tests make on both projects in one run (unpaid orders
      // hold their seats 15 minutes): a class that seats 40 is an ordinary one
      capacity: 40,
      purchaseLimit: 4,
      tickets: [
        { name: '一般票', price: 1200, quota: 38 },
        { name: '早鳥票', price: 1000, quota: 2, sold: 2 },
      ],
    },
    {
      subject: '加開場（已額滿）',
      shiftDays: 1,
      capacity: 8,
      purchaseLimit: 4,
      tickets: [{ name: '一般票', price: 1200, quota: 8, sold: 8 }],
    },
  ],
  年末大掃除線上工作坊: [
    {
      subject: '先行場',
      shiftDays: -10,
      capacity: 50,
      purchaseLimit: 2,
      tickets: [{ name: '線上票', price: 300, quota: 50 }],
    },
    { subject: '正式場', capacity: 100, purchaseLimit: 2, tickets: [{ name: '線上票', price: 300, quota: 100 }] },
  ],
  '手持吸塵器保養講座（線上）': [
    { subject: '線上直播', capacity: 200, purchaseLimit: 2, tickets: [{ name: '免費票', price: 0, quota: 200 }] },
  ],
};

const SURVEY_EVENT = '手持吸塵器保養講座（線上）';
const SURVEY = {
  title: '報名問卷',
  questions: [
    { type: 'text', title: '您目前使用的吸塵器型號', options: [], required: true },
    { type: 'radio', title: '使用年資', options: ['未滿 1 年', '1–3 年', '3 年以上'], required: true },
    {
      type: 'checkbox',
      title: '想了解的主題（可複選）',
      options: ['濾網清洗', '滾刷整理', '電池保養'],
      required: false,
    },
    { type: 'select', title: '從哪裡得知這場講座', options: ['官網', '門市', '社群媒體', '親友推薦'], required: false },
    { type: 'textarea', title: '想請講師回答的問題', options: [], required: false },
  ],
} as const;

/** Seeds sessions, tickets and the survey when no event has a session yet (the events must exist). */
export async function seedEventSessions(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(eventSessions);
  if ((row?.n ?? 0) > 0) return false;
  const all = await db.select().from(events);
  if (!all.length) return false;
  await db.transaction(async (tx) => {
    for (const event of all) {
      const free = event.costPlan === 'free';
      const plan = SESSIONS[event.subject] ?? [
        {
          subject: '場次一',
          capacity: 30,
          purchaseLimit: 4,
          tickets: [{ name: free ? '免費票' : '一般票', price: free ? 0 : 800, quota: 30 }],
        },
      ];
      for (const s of plan) {
        const shift = (s.shiftDays ?? 0) * DAY_MS;
        const taken = s.tickets.reduce((n, t) => n + (t.sold ?? 0), 0);
        const [session] = await tx
          .insert(eventSessions)
          .values({
            eventId: event.id,
            subject: s.subject,
            startedAt: new Date(event.startedAt.getTime() + shift),
            endedAt: new Date(event.endedAt.getTime() + shift),
            placeName: event.placeName,
            placeAddress: event.placeAddress,
            format: event.format,
            capacity: s.capacity,
            seatsTaken: taken,
            purchaseLimit: s.purchaseLimit,
          })
          .returning({ id: eventSessions.id });
        if (!session) throw new Error('session insert returned nothing');
        await tx.insert(eventTickets).values(
          s.tickets.map((t, i) => ({
            sessionId: session.id,
            name: t.name,
            price: t.price,
            quota: t.quota,
            sold: t.sold ?? 0,
            sort: i,
          })),
        );
      }
      if (event.subject === SURVEY_EVENT) {
        const [survey] = await tx
          .insert(eventSurveys)
          .values({ eventId: event.id, title: SURVEY.title })
          .returning({ id: eventSurveys.id });
        if (!survey) throw new Error('survey insert returned nothing');
        await tx
          .insert(surveyQuestions)
          .values(SURVEY.questions.map((q, i) => ({ surveyId: survey.id, ...q, options: [...q.options], sort: i })));
      }
    }
  });
  return true;
}
