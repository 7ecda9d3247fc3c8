import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  GIFT_BRAND_NAMES,
  GIFT_BRAND_SECTION,
  GIFT_EVENT_NOT_FOUND,
  type GiftBrand,
  type GiftEvent,
  type GiftEventCard,
  type GiftEventStatus,
  type GiftMenu,
  giftEventPath,
} from '../../schemas/gift-event.schema';
import type { GiftEventsQuery } from '../../schemas/gift-event-query.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { channels } from '../db/tables/channel.table';
import { giftChoices } from '../db/tables/gift-choice.table';
import { giftEvents } from '../db/tables/gift-event.table';
import { giftEventChannels } from '../db/tables/gift-event-channel.table';
import { giftMenus } from '../db/tables/gift-menu.table';
import { NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';

const TOP_LIMIT = 4;
type GiftEventRow = typeof giftEvents.$inferSelect;

export function giftEventStatus(row: Pick<GiftEventRow, 'startedOn' | 'applyEndedOn'>, today: string): GiftEventStatus {
  if (today < row.startedOn) return 'upcoming';
  if (today > row.applyEndedOn) return 'ended';
  return 'open';
}

interface GiftEventFilter {
  channelId?: number;
  menuId?: number;
  isTop?: boolean;
  excludeIds?: number[];
}

function giftEventWhere(f: GiftEventFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(giftEvents.brandSection, GIFT_BRAND_SECTION)];
  if (f.menuId !== undefined) parts.push(eq(giftEvents.menuId, f.menuId));
  if (f.isTop !== undefined) parts.push(eq(giftEvents.isTop, f.isTop));
  if (f.excludeIds?.length) parts.push(notInArray(giftEvents.id, f.excludeIds));
  if (f.channelId !== undefined) {
    parts.push(
      inArray(
        giftEvents.id,
        sql`(select ${giftEventChannels.giftEventId} from ${giftEventChannels} where ${eq(giftEventChannels.channelId, f.channelId)})`,
      ),
    );
  }
  return and(...parts);
}

/** Open events first, then those to come, the ended last; the latest purchase window first within each. */
const orderFor = (today: string) => [
  sql`case when ${giftEvents.applyEndedOn} < ${today}::date then 2 when ${giftEvents.startedOn} > ${today}::date then 1 else 0 end`,
  desc(giftEvents.startedOn),
  desc(giftEvents.id),
];

/** SPEC §3 gift list: top[] and the paged list, by channel or by menu; the menus for the filter. */
export async function listGiftEvents(
  db: Db,
  query: GiftEventsQuery,
  today = taipeiToday(),
): Promise<{ top: GiftEventCard[]; list: PageOf<GiftEventCard>; menus: GiftMenu[] }> {
  const filter: GiftEventFilter = { channelId: query.channel_id, menuId: query.menu_id };
  const topRows = await db
    .select()
    .from(giftEvents)
    .where(giftEventWhere({ ...filter, isTop: true }))
    .orderBy(...orderFor(today))
    .limit(TOP_LIMIT);
  const where = giftEventWhere({ ...filter, excludeIds: topRows.map((t) => t.id) });
  const page = await paginate(query, {
    count: () => db.$count(giftEvents, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(giftEvents)
        .where(where)
        .orderBy(...orderFor(today))
        .limit(limit)
        .offset(offset),
  });
  const [top, data, menus] = await Promise.all([
    toGiftEventCards(db, topRows, today),
    toGiftEventCards(db, page.data, today),
    listGiftMenus(db),
  ]);
  return { top, list: { data, meta: page.meta }, menus };
}

/** SPEC §3 options `giftBrands`: every brand section with at least one gift event. */
export async function listGiftBrands(db: Db): Promise<GiftBrand[]> {
  const rows = await db
    .selectDistinct({ section: giftEvents.brandSection })
    .from(giftEvents)
    .orderBy(asc(giftEvents.brandSection));
  return rows.map(({ section }) => ({
    id: section,
    name: GIFT_BRAND_NAMES[section] ?? section,
    link: `/giftchoose/${section}`,
  }));
}

export async function listGiftMenus(db: Db): Promise<GiftMenu[]> {
  return db
    .select({ id: giftMenus.id, name: giftMenus.name })
    .from(giftMenus)
    .where(eq(giftMenus.brandSection, GIFT_BRAND_SECTION))
    .orderBy(asc(giftMenus.sort), asc(giftMenus.id));
}

export async function findGiftEvent(db: Db, id: number): Promise<GiftEventRow | null> {
  const [row] = await db.select().from(giftEvents).where(eq(giftEvents.id, id)).limit(1);
  return row ?? null;
}

/** SPEC §7 /gift_events/{id}: its period, the purchase it asks for, the gifts and how many are left. */
export async function getGiftEvent(db: Db, id: number, today = taipeiToday()): Promise<GiftEvent> {
  const row = await findGiftEvent(db, id);
  if (!row) throw new NotFoundError(GIFT_EVENT_NOT_FOUND);
  const [card] = await toGiftEventCards(db, [row], today);
  if (!card) throw new NotFoundError(GIFT_EVENT_NOT_FOUND);
  const gifts = await db
    .select({
      id: giftChoices.id,
      name: giftChoices.name,
      description: giftChoices.description,
      stock: giftChoices.stock,
    })
    .from(giftChoices)
    .where(eq(giftChoices.giftEventId, id))
    .orderBy(asc(giftChoices.sort), asc(giftChoices.id));
  return { ...card, body: row.body, gifts };
}

async function toGiftEventCards(db: Db, rows: GiftEventRow[], today: string): Promise<GiftEventCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, stocks, menus] = await Promise.all([
    db
      .select({ giftEventId: giftEventChannels.giftEventId, id: channels.id, name: channels.name })
      .from(giftEventChannels)
      .innerJoin(channels, eq(channels.id, giftEventChannels.channelId))
      .where(inArray(giftEventChannels.giftEventId, ids))
      .orderBy(asc(channels.sort), asc(channels.id)),
    db
      .select({ giftEventId: giftChoices.giftEventId, left: sql<number>`sum(${giftChoices.stock})::int` })
      .from(giftChoices)
      .where(inArray(giftChoices.giftEventId, ids))
      .groupBy(giftChoices.giftEventId),
    listGiftMenus(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    brand_section: r.brandSection,
    subject: r.subject,
    summary: r.summary,
    image: toImage(r.imageLink, r.imageWidth, r.imageHeight, r.subject),
    started_on: r.startedOn,
    ended_on: r.endedOn,
    apply_ended_on: r.applyEndedOn,
    min_amount: r.minAmount,
    menu: menus.find((m) => m.id === r.menuId) ?? null,
    channels: links.filter((l) => l.giftEventId === r.id).map((l) => ({ id: l.id, name: l.name })),
    status: giftEventStatus(r, today),
    out_of_stock: (stocks.find((s) => s.giftEventId === r.id)?.left ?? 0) <= 0,
    is_top: r.isTop,
    link: giftEventPath(r.id),
  }));
}
