import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  STAFF_EVENT_MESSAGES as M,
  optionLines,
  type StaffEvent,
  type StaffEventInput,
  type StaffEventListItem,
  type StaffEventPublication,
  type StaffEventQuery,
  type StaffEventUpdate,
} from '../../schemas/staff-event.schema';
import { taipeiLocalToIso } from '../../schemas/staff-publication.schema';
import { htmlToText, prepareRichText, sanitizeStoredHtml } from '../content/article-html';
import { containsPattern } from '../content/search-text';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { eventOrders } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { eventSurveys, surveyQuestions, surveyResponses } from '../db/tables/event-survey.table';
import { eventTickets } from '../db/tables/event-ticket.table';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, recordAudit } from './audit-log.service';
import { checkContentPictures } from './content-pictures.service';
import { saveVersioned, type Versioned } from './publication.service';

/**
 * The console's events (issue 27 item 1): an event with its sessions, ticket types and survey,
 * written as one record under one version. Published means `published_at <= now()`, the test
 * every public read already makes (events list, calendar, search, sitemap, sign-up), so a
 * publish or an unpublish is seen by all of them at once, and the events table's
 * content_version trigger tells the public cache in the same commit. Every save writes the
 * events row (its version), so a change of a session or a ticket alone notifies it too.
 */

export const EVENT_ENTITY = 'event';

const taipeiLocal = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const instant = (local: string) => new Date(taipeiLocalToIso(local) ?? Number.NaN);
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain paragraphs (a blank line between two) as the page's HTML. */
function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The stored HTML back as the plain paragraphs the console edits. */
function htmlToParagraphs(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|figure)>/i)
    .map((part) => htmlToText(part))
    .filter(Boolean)
    .join('\n\n');
}

const published = (at: Date | null, now = new Date()) => at !== null && at <= now;

/** One event as the console edits it (also the 409's `current` and the audit's before/after). */
export async function readStaffEvent(db: Db, id: number): Promise<StaffEvent | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) return null;
  const [sessions, survey] = await Promise.all([
    db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.eventId, id))
      .orderBy(asc(eventSessions.startedAt), asc(eventSessions.id)),
    db.select().from(eventSurveys).where(eq(eventSurveys.eventId, id)).limit(1),
  ]);
  const sessionIds = sessions.map((s) => s.id);
  const [tickets, questions] = await Promise.all([
    sessionIds.length
      ? db
          .select()
          .from(eventTickets)
          .where(inArray(eventTickets.sessionId, sessionIds))
          .orderBy(asc(eventTickets.sort), asc(eventTickets.id))
      : Promise.resolve([]),
    survey[0]
      ? db
          .select()
          .from(surveyQuestions)
          .where(eq(surveyQuestions.surveyId, survey[0].id))
          .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id))
      : Promise.resolve([]),
  ]);
  const place = new Map(sessionIds.map((sid, i) => [sid, i + 1]));
  return {
    id: row.id,
    subject: row.subject,
    summary: row.summary,
    body: htmlToParagraphs(sanitizeStoredHtml(row.body)),
    cost_plan: row.costPlan as StaffEvent['cost_plan'],
    image:
      row.imageLink && row.imageWidth && row.imageHeight
        ? { link: row.imageLink, width: row.imageWidth, height: row.imageHeight }
        : null,
    sessions: sessions.map((s) => ({
      id: s.id,
      subject: s.subject,
      starts_local: taipeiLocal(s.startedAt),
      ends_local: taipeiLocal(s.endedAt),
      place_name: s.placeName,
      place_address: s.placeAddress,
      format: s.format as 'online' | 'offline',
      capacity: s.capacity,
      purchase_limit: s.purchaseLimit,
      seats_taken: s.seatsTaken,
    })),
    // by session as the form lists them, then their own order
    tickets: tickets
      .map((t) => ({
        id: t.id,
        session: place.get(t.sessionId) ?? 0,
        name: t.name,
        price: t.price,
        quota: t.quota,
        sold: t.sold,
      }))
      .sort((a, b) => a.session - b.session),
    survey_title: survey[0]?.title ?? null,
    questions: questions.map((q) => ({
      id: q.id,
      type: q.type as StaffEvent['questions'][number]['type'],
      title: q.title,
      options: q.options.join('\n'),
      required: q.required,
    })),
    state: published(row.publishedAt) ? 'published' : 'draft',
    published_at: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export const eventKind: Versioned<StaffEvent> = { entity: EVENT_ENTITY, table: events, read: readStaffEvent };

export async function getStaffEvent(db: Db, id: number): Promise<StaffEvent> {
  const event = await readStaffEvent(db, id);
  if (!event) throw new NotFoundError();
  return event;
}

/** `GET /api/staff/events`: newest edits first, with the seats each has sold. */
export async function listStaffEvents(db: Db, query: StaffEventQuery): Promise<PageOf<StaffEventListItem>> {
  const live = lte(events.publishedAt, sql`now()`);
  const filters: (SQL | undefined)[] = [
    query.q ? ilike(events.subject, containsPattern(query.q)) : undefined,
    query.state === 'published' ? live : undefined,
    query.state === 'draft' ? or(isNull(events.publishedAt), sql`${events.publishedAt} > now()`) : undefined,
  ];
  const where = and(...filters);
  const page = await paginate(query, {
    count: () => db.$count(events, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          row: events,
          sessions: count(eventSessions.id),
          seatsTaken: sql<number>`coalesce(sum(${eventSessions.seatsTaken}), 0)::int`,
          capacity: sql<number>`coalesce(sum(${eventSessions.capacity}), 0)::int`,
        })
        .from(events)
        .leftJoin(eventSessions, eq(eventSessions.eventId, events.id))
        .where(where)
        .groupBy(events.id)
        .orderBy(desc(events.updatedAt), desc(events.id))
        .limit(limit)
        .offset(offset),
  });
  return {
    data: page.data.map(({ row, sessions, seatsTaken, capacity }) => ({
      id: row.id,
      subject: row.subject,
      state: published(row.publishedAt) ? 'published' : 'draft',
      published_at: row.publishedAt?.toISOString() ?? null,
      started_at: row.startedAt.toISOString(),
      sessions,
      seats_taken: seatsTaken,
      capacity,
      updated_at: row.updatedAt.toISOString(),
      version: row.version,
    })),
    meta: page.meta,
  };
}

/** The events row's own columns from the steps: its dates and place are its sessions'. */
async function eventColumns(db: Db, input: StaffEventInput) {
  const rich = prepareRichText(paragraphsToHtml(input.body));
  const pictures = await checkContentPictures(db, rich.body, input.image_media_id);
  if (pictures.imageRefused) throw InvalidInputError.on('image_media_id', M.imageMedia);
  const starts = input.sessions.map((s) => instant(s.starts_local).getTime());
  const ends = input.sessions.map((s) => instant(s.ends_local).getTime());
  const first = input.sessions[starts.indexOf(Math.min(...starts))] ?? input.sessions[0];
  return {
    subject: input.subject,
    summary: input.summary,
    ...rich,
    ...(pictures.image ?? {}),
    costPlan: input.cost_plan,
    startedAt: new Date(Math.min(...starts)),
    endedAt: new Date(Math.max(...ends)),
    placeName: first?.place_name ?? '',
    placeAddress: first?.place_address ?? '',
    format: first?.format ?? 'offline',
  };
}

/** The rules of tickets against their sessions that need no stored row: all at once. */
function ticketRules(input: StaffEventInput): FieldErrors {
  const errors: FieldErrors = {};
  input.tickets.forEach((t, i) => {
    if (t.session > input.sessions.length) errors[`tickets.${i}.session`] = [M.ticketSession];
    if (input.cost_plan === 'free' && t.price !== 0) errors[`tickets.${i}.price`] = [M.freePrice];
  });
  const bare = input.sessions.findIndex((_, i) => !input.tickets.some((t) => t.session === i + 1));
  if (bare >= 0 && Object.keys(errors).length === 0) errors.tickets = [M.sessionWithoutTicket(bare + 1)];
  return errors;
}

/**
 * Writes an event's sessions, tickets and survey as the steps say, in the save's transaction:
 * stored ones (by id) are updated, new ones inserted, ones left out deleted. What members
 * bought stays true: a session's seats never go below those taken and a ticket's quota below
 * those sold (a conditional UPDATE, so a sale at the same moment cannot slip under it), and a
 * session or ticket that has sales cannot be removed. Every refusal is a field error (422).
 */
async function writeTree(tx: Db, eventId: number, input: StaffEventInput): Promise<void> {
  const errors: FieldErrors = {};
  const stored = await tx.select().from(eventSessions).where(eq(eventSessions.eventId, eventId));
  const storedIds = new Set(stored.map((s) => s.id));
  const storedTickets = stored.length
    ? await tx
        .select()
        .from(eventTickets)
        .where(
          inArray(
            eventTickets.sessionId,
            stored.map((s) => s.id),
          ),
        )
    : [];

  // sessions: update or insert, in the form's order; remember each one's id for its tickets
  const sessionIds: number[] = [];
  for (const [i, s] of input.sessions.entries()) {
    const columns = {
      eventId,
      subject: s.subject,
      startedAt: instant(s.starts_local),
      endedAt: instant(s.ends_local),
      placeName: s.place_name,
      placeAddress: s.place_address,
      format: s.format,
      capacity: s.capacity,
      purchaseLimit: s.purchase_limit,
      updatedAt: new Date(),
    };
    if (s.id !== undefined) {
      if (!storedIds.has(s.id)) {
        errors[`sessions.${i}.id`] = [M.sessionUnknown];
        continue;
      }
      const [moved] = await tx
        .update(eventSessions)
        .set(columns)
        .where(and(eq(eventSessions.id, s.id), lte(eventSessions.seatsTaken, s.capacity)))
        .returning({ id: eventSessions.id });
      if (!moved) {
        const [now] = await tx
          .select({ taken: eventSessions.seatsTaken })
          .from(eventSessions)
          .where(eq(eventSessions.id, s.id));
        errors[`sessions.${i}.capacity`] = [M.seatsBelowSold(now?.taken ?? 0)];
        continue;
      }
      sessionIds.push(s.id);
    } else {
      const [row] = await tx.insert(eventSessions).values(columns).returning({ id: eventSessions.id });
      sessionIds.push(row?.id ?? 0);
    }
  }
  const kept = new Set(input.sessions.map((s) => s.id).filter((id) => id !== undefined));
  const dropped = stored.filter((s) => !kept.has(s.id));
  if (dropped.length) {
    const [ordered] = await tx
      .select({ n: count() })
      .from(eventOrders)
      .where(
        inArray(
          eventOrders.sessionId,
          dropped.map((s) => s.id),
        ),
      );
    if ((ordered?.n ?? 0) > 0 || dropped.some((s) => s.seatsTaken > 0)) errors.sessions = [M.sessionHasOrders];
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);

  // tickets, now that every session has its id
  const storedTicketIds = new Map(storedTickets.map((t) => [t.id, t]));
  for (const [i, t] of input.tickets.entries()) {
    const sessionId = sessionIds[t.session - 1] ?? 0;
    const columns = { sessionId, name: t.name, price: t.price, quota: t.quota, sort: i };
    if (t.id === undefined) {
      await tx.insert(eventTickets).values(columns);
      continue;
    }
    const before = storedTicketIds.get(t.id);
    if (!before) {
      errors[`tickets.${i}.id`] = [M.ticketUnknown];
      continue;
    }
    // sold tickets stay with the session they were sold for
    if (before.sold > 0 && before.sessionId !== sessionId) {
      errors[`tickets.${i}.session`] = [M.ticketHasSales];
      continue;
    }
    const [moved] = await tx
      .update(eventTickets)
      .set(columns)
      .where(and(eq(eventTickets.id, t.id), lte(eventTickets.sold, t.quota)))
      .returning({ id: eventTickets.id });
    if (!moved) {
      const [now] = await tx.select({ sold: eventTickets.sold }).from(eventTickets).where(eq(eventTickets.id, t.id));
      errors[`tickets.${i}.quota`] = [M.quotaBelowSold(now?.sold ?? 0)];
    }
  }
  const keptTickets = new Set(input.tickets.map((t) => t.id).filter((id) => id !== undefined));
  const droppedTickets = storedTickets.filter((t) => !keptTickets.has(t.id));
  if (droppedTickets.some((t) => t.sold > 0)) errors.tickets = [M.ticketHasSales];
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  if (droppedTickets.length) {
    await tx.delete(eventTickets).where(
      inArray(
        eventTickets.id,
        droppedTickets.map((t) => t.id),
      ),
    );
  }
  if (dropped.length) {
    await tx.delete(eventSessions).where(
      inArray(
        eventSessions.id,
        dropped.map((s) => s.id),
      ),
    );
  }
  await writeSurvey(tx, eventId, input);
}

/** The survey: one per event, its questions by id (a member's stored answers name them). */
async function writeSurvey(tx: Db, eventId: number, input: StaffEventInput): Promise<void> {
  const [survey] = await tx.select().from(eventSurveys).where(eq(eventSurveys.eventId, eventId));
  if (input.questions.length === 0) {
    if (!survey) return;
    // no survey, no survey step for members; answers already given keep theirs (deleting the
    // survey would delete them too), which then has no question left to ask
    const answered = await tx.$count(surveyResponses, eq(surveyResponses.surveyId, survey.id));
    if (answered === 0) await tx.delete(eventSurveys).where(eq(eventSurveys.id, survey.id));
    else await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.id));
    return;
  }
  const title = input.survey_title ?? '';
  let surveyId = survey?.id ?? 0;
  if (survey) await tx.update(eventSurveys).set({ title }).where(eq(eventSurveys.id, survey.id));
  else
    surveyId =
      (await tx.insert(eventSurveys).values({ eventId, title }).returning({ id: eventSurveys.id }))[0]?.id ?? 0;
  const stored = await tx
    .select({ id: surveyQuestions.id })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId));
  const storedIds = new Set(stored.map((q) => q.id));
  const errors: FieldErrors = {};
  for (const [i, q] of input.questions.entries()) {
    const columns = {
      surveyId,
      type: q.type,
      title: q.title,
      options: q.type === 'text' || q.type === 'textarea' ? [] : optionLines(q.options),
      required: q.required,
      sort: i,
    };
    if (q.id !== undefined && storedIds.has(q.id)) {
      await tx.update(surveyQuestions).set(columns).where(eq(surveyQuestions.id, q.id));
    } else if (q.id !== undefined) {
      errors[`questions.${i}.id`] = ['找不到此問題，請重新整理後再試。'];
    } else {
      await tx.insert(surveyQuestions).values(columns);
    }
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  const kept = new Set(input.questions.map((q) => q.id));
  const gone = stored.filter((q) => !kept.has(q.id)).map((q) => q.id);
  if (gone.length) await tx.delete(surveyQuestions).where(inArray(surveyQuestions.id, gone));
}

/** `POST /api/staff/events`: a new event, a draft unless the review said publish; audited `event.create`. */
export async function createStaffEvent(db: Db, actor: AuditActor, input: StaffEventInput): Promise<StaffEvent> {
  const rules = ticketRules(input);
  if (Object.keys(rules).length) throw new InvalidInputError(rules);
  const columns = await eventColumns(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...columns,
        status: 'open',
        version: 1,
        publishedAt: input.on_save === 'publish' ? new Date() : null,
      })
      .returning({ id: events.id });
    if (!row) throw new Error('event insert returned nothing');
    await writeTree(tx, row.id, input);
    const after = (await readStaffEvent(tx, row.id)) as StaffEvent;
    await recordAudit(tx, actor, { action: `${EVENT_ENTITY}.create`, entity: EVENT_ENTITY, entityId: row.id, after });
    return after;
  });
}

/**
 * `PUT /api/staff/events/{id}`: every step, from the version the editor started from (a stale
 * one is 409 with the event as stored). A published event changes live; `on_save: 'publish'`
 * publishes a draft in the same transaction, and leaves a live event's date alone.
 */
export async function updateStaffEvent(
  db: Db,
  actor: AuditActor,
  id: number,
  input: StaffEventUpdate,
): Promise<StaffEvent> {
  const current = await readStaffEvent(db, id);
  if (!current) throw new NotFoundError();
  const rules = ticketRules(input);
  if (Object.keys(rules).length) throw new InvalidInputError(rules);
  const columns = await eventColumns(db, input);
  const publish = input.on_save === 'publish' && current.state !== 'published' ? { publishedAt: new Date() } : {};
  return saveVersioned(db, eventKind, actor, id, input.version, { ...columns, ...publish }, 'update', (tx) =>
    writeTree(tx, id, input),
  );
}

/** `POST /api/staff/events/{id}/publication`: live now, or taken down (gone from every public list at once). */
export async function moveEventPublication(
  db: Db,
  actor: AuditActor,
  id: number,
  move: StaffEventPublication,
): Promise<StaffEvent> {
  const current = await readStaffEvent(db, id);
  if (!current) throw new NotFoundError();
  const set = move.to === 'published' ? { publishedAt: new Date() } : { publishedAt: null };
  return saveVersioned(db, eventKind, actor, id, move.version, set, move.to === 'published' ? 'publish' : 'unpublish');
}

/**
 * `POST /api/staff/events/{id}/copy`: a new draft with the same texts, sessions, tickets and
 * survey, and nothing sold; audited `event.copy` (its `before` is the event copied).
 */
export async function copyStaffEvent(db: Db, actor: AuditActor, id: number): Promise<StaffEvent> {
  const source = await readStaffEvent(db, id);
  if (!source) throw new NotFoundError();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(events).where(eq(events.id, id));
    if (!row) throw new NotFoundError();
    const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = row;
    const [copy] = await tx
      .insert(events)
      .values({
        ...columns,
        subject: `${row.subject}（複本）`.slice(0, 100),
        publishedAt: null,
        version: 1,
        isTop: false,
      })
      .returning({ id: events.id });
    if (!copy) throw new Error('event copy returned nothing');
    await writeTree(tx, copy.id, {
      ...source,
      image_media_id: undefined,
      sessions: source.sessions.map(({ id: _sid, seats_taken: _t, ...s }) => s),
      tickets: source.tickets.map(({ id: _tid, sold: _s, ...t }) => t),
      questions: source.questions.map(({ id: _qid, ...q }) => q),
      on_save: 'draft',
    });
    const after = (await readStaffEvent(tx, copy.id)) as StaffEvent;
    await recordAudit(tx, actor, {
      action: `${EVENT_ENTITY}.copy`,
      entity: EVENT_ENTITY,
      entityId: copy.id,
      before: source,
      after,
    });
    return after;
  });
}
