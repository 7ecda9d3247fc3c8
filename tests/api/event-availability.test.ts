import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EventResponse, EventTopListResponse } from '../../schemas/event.schema';
import { EventAvailabilityResponse } from '../../schemas/event-availability.schema';
import { EventSessionsResponse } from '../../schemas/event-session.schema';
import { eventSessions } from '../../server/db/tables/event-session.table';
import { seededAppForFile } from '../support/seeded-app';

const { db, ok, refused, get } = await seededAppForFile();

const eventsBySubject = async () => {
  const { data } = await ok('/api/events?per_page=100', EventTopListResponse);
  return new Map([...data.top, ...data.list.data].map((e) => [e.subject, e]));
};
const availability = async (ids: number[]) =>
  (await ok(`/api/event_availability?${ids.map((id) => `id[]=${id}`).join('&')}`, EventAvailabilityResponse)).data;

describe('GET /api/event_availability', () => {
  it('answers the lowest price above zero and the seats left of the sessions still open', async () => {
    const events = await eventsBySubject();
    const clay = events.get('冬季土鍋炊飯教室');
    const online = events.get('手持吸塵器保養講座（線上）');
    if (!clay || !online) throw new Error('seeded events missing');
    const [paid, free] = [(await availability([clay.id]))[0], (await availability([online.id]))[0]];
    // 一般票 1,200 and 早鳥票 1,000 (sold out): the price from is the lower one all the same
    expect(paid).toEqual({ event_id: clay.id, price_from: 1000, seats_left: 38, state: 'open' });
    expect(free).toMatchObject({ event_id: online.id, price_from: null, state: 'open' });
    // the same seats the event page's sessions say, summed over its open sessions
    const sessions = (await ok(`/api/calendar_events/${clay.id}`, EventSessionsResponse)).data;
    expect(paid?.seats_left).toBe(sessions.filter((s) => s.state === 'open').reduce((n, s) => n + s.seats_left, 0));
  });

  it('says 額滿 (full) once every open session is taken, and closed for a closed event', async () => {
    const events = await eventsBySubject();
    const clay = events.get('冬季土鍋炊飯教室');
    const closed = [...events.values()].find((e) => e.status === 'closed');
    if (!clay || !closed) throw new Error('seeded events missing');
    const rows = await db.select().from(eventSessions).where(eq(eventSessions.eventId, clay.id));
    for (const row of rows)
      await db.update(eventSessions).set({ seatsTaken: row.capacity }).where(eq(eventSessions.id, row.id));
    expect((await availability([clay.id]))[0]).toMatchObject({ seats_left: 0, state: 'full' });
    expect((await availability([closed.id]))[0]).toMatchObject({ seats_left: 0, state: 'closed' });
  });

  it('is never kept by the public cache, and refuses ids that are not numbers', async () => {
    const events = await eventsBySubject();
    const id = events.get('冬季土鍋炊飯教室')?.id;
    // the event itself is cached (an ETag), its seats are not
    expect((await get(`/api/events/${id}`)).res.headers.get('etag')).not.toBeNull();
    expect((await get(`/api/event_availability?id[]=${id}`)).res.headers.get('etag')).toBeNull();
    await refused('/api/event_availability?id[]=abc', 'id');
    await refused('/api/event_availability', 'id');
  });
});

describe('the price in the event cards (cached with the page, so the rendered page shows it)', () => {
  it("carries each event's lowest price above zero, null for a free one, the same as the live figures", async () => {
    const events = await eventsBySubject();
    const clay = events.get('冬季土鍋炊飯教室');
    const online = events.get('手持吸塵器保養講座（線上）');
    if (!clay || !online) throw new Error('seeded events missing');
    expect(clay.price_from).toBe(1000);
    expect(online.price_from).toBeNull();
    const { data: event } = await ok(`/api/events/${clay.id}`, EventResponse);
    expect(event.price_from).toBe(1000);
    const live = await availability([...events.values()].map((e) => e.id));
    for (const e of events.values())
      expect(e.price_from).toBe(live.find((a) => a.event_id === e.id)?.price_from ?? null);
  });
});

describe('the seeded sessions', () => {
  it("name no weekday but their own date's (a 週六 session on a Wednesday misleads)", async () => {
    const weekdays = '日一二三四五六';
    const rows = await db.select().from(eventSessions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const named = /週([日一二三四五六])/.exec(row.subject)?.[1];
      if (!named) continue;
      const taipeiDay = new Date(row.startedAt.getTime() + 8 * 3_600_000).getUTCDay();
      expect(named, `${row.subject} on ${row.startedAt.toISOString()}`).toBe(weekdays[taipeiDay]);
    }
  });
});
