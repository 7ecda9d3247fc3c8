import { and, asc, desc, eq, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { contentPath } from '../../schemas/content-path';
import type { Event, EventCard, EventCategory } from '../../schemas/event.schema';
import type { EventsQuery } from '../../schemas/event-query.schema';
import { sanitizeStoredHtml } from '../content/article-html';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { events } from '../db/tables/event.table';
import { eventCategories } from '../db/tables/event-category.table';
import { eventCategoryLinks } from '../db/tables/event-category-link.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { lowestPrices } from './event-availability.service';

const TOP_LIMIT = 5;
const isPublished = () => lte(events.publishedAt, sql`now()`);
const latestFirst = [desc(events.startedAt), desc(events.id)];

export async function listEventCategories(db: Db, input: { type?: 'theme' | 'unit' }): Promise<EventCategory[]> {
  const rows = await db
    .select()
    .from(eventCategories)
    .where(input.type ? eq(eventCategories.type, input.type) : undefined)
    .orderBy(asc(eventCategories.type), asc(eventCategories.sort), asc(eventCategories.id));
  return rows.map((r) => ({ id: r.id, type: r.type as EventCategory['type'], subject: r.subject }));
}

interface EventFilter {
  costPlan?: 'free' | 'paid';
  format?: 'online' | 'offline';
  open?: boolean;
  /** each group is one category type: an event must be in one category of every group (a theme AND a unit) */
  categoryGroups?: number[][];
  /** `YYYY-MM`: events starting in that month, Taiwan time (the calendar) */
  month?: string;
  isTop?: boolean;
  excludeIds?: number[];
}

function eventWhere(f: EventFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isPublished()];
  if (f.costPlan) parts.push(eq(events.costPlan, f.costPlan));
  if (f.format) parts.push(eq(events.format, f.format));
  if (f.open !== undefined) parts.push(eq(events.status, f.open ? 'open' : 'closed'));
  if (f.isTop !== undefined) parts.push(eq(events.isTop, f.isTop));
  if (f.excludeIds?.length) parts.push(notInArray(events.id, f.excludeIds));
  for (const group of f.categoryGroups ?? []) {
    parts.push(
      inArray(
        events.id,
        sql`(select ${eventCategoryLinks.eventId} from ${eventCategoryLinks} where ${inArray(eventCategoryLinks.categoryId, group)})`,
      ),
    );
  }
  if (f.month) {
    const start = sql`(${`${f.month}-01 00:00`}::timestamp at time zone 'Asia/Taipei')`;
    parts.push(sql`${events.startedAt} >= ${start} and ${events.startedAt} < ${start} + interval '1 month'`);
  }
  return and(...parts);
}

/** SPEC §3 event home: featured events, then the rest paged, with the SPEC §4 filters. */
export async function listEvents(db: Db, query: EventsQuery): Promise<{ top: EventCard[]; list: PageOf<EventCard> }> {
  const filter: EventFilter = {
    costPlan: query.cost_plan,
    format: query.format,
    open: query.status,
    month: query.month,
  };
  if (query.category_id?.length) {
    const ids = [...new Set(query.category_id)];
    const found = await db
      .select({ id: eventCategories.id, type: eventCategories.type })
      .from(eventCategories)
      .where(inArray(eventCategories.id, ids));
    if (found.length !== ids.length) throw InvalidInputError.on('category_id', '找不到此活動分類。');
    // categories of one type widen the list (this theme or that one); of two types they narrow it
    filter.categoryGroups = [...new Set(found.map((c) => c.type))].map((type) =>
      found.filter((c) => c.type === type).map((c) => c.id),
    );
  }
  const top = await latestEvents(db, { ...filter, isTop: true }, TOP_LIMIT);
  const where = eventWhere({ ...filter, excludeIds: top.map((t) => t.id) });
  const page = await paginate(query, {
    count: () => db.$count(events, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(...latestFirst)
        .limit(limit)
        .offset(offset),
  });
  return { top, list: { data: await toEventCards(db, page.data), meta: page.meta } };
}

/** Open events first (the home page invites to sign up), soonest first. */
export async function upcomingEvents(db: Db, input: { limit: number }): Promise<EventCard[]> {
  const rows = await db
    .select()
    .from(events)
    .where(isPublished())
    .orderBy(sql`case when ${events.status} = 'open' then 0 else 1 end`, asc(events.startedAt), asc(events.id))
    .limit(input.limit);
  return toEventCards(db, rows);
}

async function latestEvents(db: Db, filter: EventFilter, limit: number): Promise<EventCard[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eventWhere(filter))
    .orderBy(...latestFirst)
    .limit(limit);
  return toEventCards(db, rows);
}

export async function findEvent(db: Db, input: { id: number }) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, input.id), isPublished()))
    .limit(1);
  return row ?? null;
}

export async function getEvent(db: Db, input: { id: number }): Promise<Event> {
  const row = await findEvent(db, input);
  if (!row) throw new NotFoundError();
  const [card] = await toEventCards(db, [row]);
  if (!card) throw new NotFoundError();
  return { ...card, place_address: row.placeAddress, body: sanitizeStoredHtml(row.body) };
}

export async function toEventCards(db: Db, rows: (typeof events.$inferSelect)[]): Promise<EventCard[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      eventId: eventCategoryLinks.eventId,
      id: eventCategories.id,
      type: eventCategories.type,
      subject: eventCategories.subject,
    })
    .from(eventCategoryLinks)
    .innerJoin(eventCategories, eq(eventCategories.id, eventCategoryLinks.categoryId))
    .where(
      inArray(
        eventCategoryLinks.eventId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(eventCategories.type), asc(eventCategories.sort), asc(eventCategories.id));
  const prices = await lowestPrices(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    summary: r.summary,
    image: toImage(r.imageLink, r.imageWidth, r.imageHeight, r.subject),
    started_at: r.startedAt.toISOString(),
    ended_at: r.endedAt.toISOString(),
    place_name: r.placeName,
    cost_plan: r.costPlan as EventCard['cost_plan'],
    format: r.format as EventCard['format'],
    status: r.status as EventCard['status'],
    is_top: r.isTop,
    price_from: prices.get(r.id) ?? null,
    categories: links
      .filter((l) => l.eventId === r.id)
      .map((l) => ({ id: l.id, type: l.type as EventCategory['type'], subject: l.subject })),
    link: contentPath.event(r.id),
  }));
}

/** `GET /api/event_recommends/{id}`: other open events, those sharing a category first. */
export async function recommendEvents(db: Db, id: number, limit = 4): Promise<EventCard[]> {
  if (!(await findEvent(db, { id }))) throw new NotFoundError();
  const shared = sql`(select count(*) from ${eventCategoryLinks} l1 join ${eventCategoryLinks} l2 on l1.category_id = l2.category_id where l1.event_id = ${events.id} and l2.event_id = ${id})`;
  const rows = await db
    .select()
    .from(events)
    .where(and(isPublished(), eq(events.status, 'open'), notInArray(events.id, [id])))
    .orderBy(desc(shared), asc(events.startedAt), asc(events.id))
    .limit(limit);
  return toEventCards(db, rows);
}
