import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffEvent, StaffEventInput, StaffEventListItem } from '../../schemas/staff-event.schema';
import type { SessionAttendees, StaffWaitlistEntry } from '../../schemas/staff-event-attendees.schema';
import { contentChangesOf } from '../../server/db/content-changes';
import { eventOrderItems, eventOrders } from '../../server/db/tables/event-order.table';
import { eventSessions } from '../../server/db/tables/event-session.table';
import { eventSurveys, surveyResponses } from '../../server/db/tables/event-survey.table';
import { eventTickets } from '../../server/db/tables/event-ticket.table';
import { members } from '../../server/db/tables/member.table';
import { waitlist } from '../../server/db/tables/waitlist.table';
import { csvCell } from '../../server/services/staff-attendees.service';
import { staffApiForFile } from '../support/staff-api';

// The console's events on this file's database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
const s = await staffApiForFile();
const { db, call, data, refused, stale } = s;
const changes = contentChangesOf(db);
const staff = await s.staffMember(['events']);
const service = await s.staffMember(['service']);
const buyer = await s.member();
const waiter = await s.member();

beforeAll(async () => {
  await changes?.ready();
});

let serial = 0;
/** A word no seeded event holds, so a search for it finds only this test's event. */
const uniqueWord = () => `活動詞${Date.now().toString(36)}${serial++}`;

/** Taipei wall-clock time `days` from now, as the form's datetime-local gives it. */
const local = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return `${at.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};
const month = (days: number) => local(days, 10).slice(0, 7);

const eventInput = (over: Partial<StaffEventInput> = {}): StaffEventInput => ({
  subject: `${uniqueWord()} 鑄鐵鍋料理教室`,
  summary: '一起做一道燉菜。',
  body: '第一段說明。\n\n第二段，<b>不是</b>標記。',
  cost_plan: 'paid',
  sessions: [
    {
      subject: '平日場',
      starts_local: local(40, 10),
      ends_local: local(40, 12),
      place_name: '好生活台北門市',
      place_address: '台北市大安區忠孝東路四段 1 號',
      format: 'offline',
      capacity: 20,
      purchase_limit: 4,
    },
    {
      subject: '假日場',
      starts_local: local(41, 14),
      ends_local: local(41, 16),
      place_name: '好生活台中門市',
      place_address: '',
      format: 'offline',
      capacity: 10,
      purchase_limit: 2,
    },
  ],
  tickets: [
    { session: 1, name: '一般票', price: 800, quota: 20 },
    { session: 2, name: '一般票', price: 800, quota: 8 },
    { session: 2, name: '親子票', price: 1200, quota: 2 },
  ],
  survey_title: '報名問卷',
  questions: [
    { type: 'radio', title: '飲食習慣', options: '葷食\n素食', required: true },
    { type: 'text', title: '想問講師的問題', options: '', required: false },
  ],
  on_save: 'draft',
  ...over,
});

const create = async (over: Partial<StaffEventInput> = {}) =>
  data<StaffEvent>(await call('POST', '/api/staff/events', staff.auth, eventInput(over)));
/** the event as the editor would send it back: the steps' fields with the stored ids */
const asInput = (e: StaffEvent, over: Partial<StaffEventInput> = {}) => ({
  subject: e.subject,
  summary: e.summary,
  body: e.body,
  cost_plan: e.cost_plan,
  sessions: e.sessions.map(({ seats_taken: _t, ...rest }) => rest),
  tickets: e.tickets.map(({ sold: _s, ...rest }) => rest),
  survey_title: e.survey_title,
  questions: e.questions,
  on_save: 'draft' as const,
  version: e.version,
  ...over,
});
const publicIds = async (query = '') => {
  const res = await call('GET', `/api/events?per_page=100${query}`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { top: { id: number }[]; list: { data: { id: number }[] } } };
  return [...data.top, ...data.list.data].map((e) => e.id);
};
const searchIds = async (word: string) => {
  const res = await call('GET', `/api/search?keyword=${encodeURIComponent(word)}&type=event`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { list: { data: { link: string }[] } } }).data.list.data.map((r) => r.link);
};
const memberId = async (outerId: string) =>
  (await db.select({ id: members.id }).from(members).where(eq(members.outerId, outerId)))[0]?.id ?? 0;

describe('the console’s events: create, edit, publish, unpublish, copy', () => {
  it('creates a draft with its sessions, tickets and survey, audited, and no public reader sees it', async () => {
    const event = await create();
    expect(event).toMatchObject({ state: 'draft', published_at: null, version: 1, cost_plan: 'paid' });
    expect(event.sessions.map((x) => [x.subject, x.capacity, x.purchase_limit, x.seats_taken])).toEqual([
      ['平日場', 20, 4, 0],
      ['假日場', 10, 2, 0],
    ]);
    expect(event.tickets.map((t) => [t.session, t.name, t.price, t.quota])).toEqual([
      [1, '一般票', 800, 20],
      [2, '一般票', 800, 8],
      [2, '親子票', 1200, 2],
    ]);
    expect(event.questions.map((q) => [q.type, q.title, q.options, q.required])).toEqual([
      ['radio', '飲食習慣', '葷食\n素食', true],
      ['text', '想問講師的問題', '', false],
    ]);
    // the body's text is text: what looked like a tag is escaped, paragraphs kept
    expect(event.body).toBe('第一段說明。\n\n第二段，<b>不是</b>標記。');
    const [entry] = await s.audit(`entity=event&entity_id=${event.id}`);
    expect(entry).toMatchObject({ action: 'event.create', actor_email: staff.account.email });
    expect(entry?.after).toMatchObject({ id: event.id, state: 'draft' });

    expect(await publicIds()).not.toContain(event.id);
    expect((await call('GET', `/api/events/${event.id}`)).status).toBe(404);
    expect(await searchIds(event.subject.split(' ')[0] ?? '')).toEqual([]);
  });

  it('publishes: the events list, its calendar month and search show it on the next request', async () => {
    const event = await create();
    const word = event.subject.split(' ')[0] ?? '';
    // the public answers are cached before the publish, so a stale cache would show
    expect(await publicIds()).not.toContain(event.id);
    expect(await publicIds(`&month=${month(40)}`)).not.toContain(event.id);
    const res = await call('POST', `/api/staff/events/${event.id}/publication`, staff.auth, {
      to: 'published',
      version: event.version,
    });
    const live = await data<StaffEvent>(res);
    expect(live).toMatchObject({ state: 'published', version: 2 });
    expect(live.published_at).not.toBeNull();
    expect(await publicIds()).toContain(event.id);
    expect(await publicIds(`&month=${month(40)}`)).toContain(event.id);
    expect((await call('GET', `/api/events/${event.id}`)).status).toBe(200);
    expect((await searchIds(word)).some((link) => link.includes(String(event.id)))).toBe(true);
    expect((await s.audit(`entity=event&entity_id=${event.id}`))[0]).toMatchObject({ action: 'event.publish' });

    const down = await data<StaffEvent>(
      await call('POST', `/api/staff/events/${event.id}/publication`, staff.auth, { to: 'unpublished', version: 2 }),
    );
    expect(down).toMatchObject({ state: 'draft', published_at: null, version: 3 });
    expect(await publicIds()).not.toContain(event.id);
    expect(await searchIds(word)).toEqual([]);
    expect((await s.audit(`entity=event&entity_id=${event.id}`))[0]).toMatchObject({
      action: 'event.unpublish',
      before: { state: 'published' },
      after: { state: 'draft' },
    });
  });

  it('creates and publishes in one call when the review says so', async () => {
    const event = await create({ on_save: 'publish' });
    expect(event.state).toBe('published');
    expect(await publicIds()).toContain(event.id);
  });

  it('edits sessions, tickets and questions by id, removes what was left out, refuses a stale version', async () => {
    const event = await create();
    const [first, second] = event.sessions;
    const input = asInput(event, {
      subject: `${event.subject} 改`,
      sessions: [{ ...(first as NonNullable<typeof first>), capacity: 30 }],
      tickets: [{ ...(event.tickets[0] as NonNullable<(typeof event.tickets)[0]>), price: 900 }],
      questions: [{ type: 'checkbox', title: '想學的菜', options: '燉飯\n燉肉\n湯', required: false }],
    });
    const saved = await data<StaffEvent>(await call('PUT', `/api/staff/events/${event.id}`, staff.auth, input));
    expect(saved.version).toBe(2);
    expect(saved.sessions).toHaveLength(1);
    expect(saved.sessions[0]).toMatchObject({ id: first?.id, capacity: 30 });
    expect(saved.tickets).toEqual([expect.objectContaining({ id: event.tickets[0]?.id, price: 900 })]);
    expect(saved.questions.map((q) => [q.type, q.title])).toEqual([['checkbox', '想學的菜']]);
    expect(
      await db
        .select()
        .from(eventSessions)
        .where(eq(eventSessions.id, second?.id ?? 0)),
    ).toEqual([]);
    const [entry] = await s.audit(`entity=event&entity_id=${event.id}`);
    expect(entry).toMatchObject({ action: 'event.update', before: { version: 1 }, after: { version: 2 } });

    const current = await stale<StaffEvent>(await call('PUT', `/api/staff/events/${event.id}`, staff.auth, input));
    expect(current.version).toBe(2);

    // no question left: members are asked nothing (the public survey is gone)
    const bare = await data<StaffEvent>(
      await call(
        'PUT',
        `/api/staff/events/${event.id}`,
        staff.auth,
        asInput(saved, { questions: [], survey_title: null }),
      ),
    );
    expect(bare).toMatchObject({ questions: [], survey_title: null, version: 3 });
    expect(await db.select().from(eventSurveys).where(eq(eventSurveys.eventId, event.id))).toEqual([]);
  });

  it('refuses seats below what is sold, by the field, in Traditional Chinese, and changes nothing', async () => {
    const event = await create();
    const session = event.sessions[0];
    await db
      .update(eventSessions)
      .set({ seatsTaken: 7 })
      .where(eq(eventSessions.id, session?.id ?? 0));
    const input = asInput(event, {
      subject: '不該存下的名稱',
      sessions: event.sessions.map((x, i) => ({ ...x, seats_taken: undefined, capacity: i === 0 ? 6 : x.capacity })),
    });
    await refused(
      await call('PUT', `/api/staff/events/${event.id}`, staff.auth, input),
      'sessions.0.capacity',
      '已售出 7 席，座位數不可少於此數。',
    );
    const after = await data<StaffEvent>(await call('GET', `/api/staff/events/${event.id}`, staff.auth));
    expect(after).toMatchObject({ subject: event.subject, version: 1 });
    expect(after.sessions[0]?.capacity).toBe(20);
    // exactly what is taken is allowed
    const at = asInput(event, {
      sessions: event.sessions.map((x, i) => ({ ...x, seats_taken: undefined, capacity: i === 0 ? 7 : x.capacity })),
      tickets: event.tickets.map((t) => ({ ...t, sold: undefined, quota: Math.min(t.quota, 7) })),
    });
    expect((await call('PUT', `/api/staff/events/${event.id}`, staff.auth, at)).status).toBe(200);
  });

  it('refuses a quota below what is sold, and removing a session or a ticket that has sales', async () => {
    const event = await create();
    const ticket = event.tickets[0];
    await db
      .update(eventTickets)
      .set({ sold: 3 })
      .where(eq(eventTickets.id, ticket?.id ?? 0));
    await db
      .update(eventSessions)
      .set({ seatsTaken: 3 })
      .where(eq(eventSessions.id, event.sessions[0]?.id ?? 0));
    const lowQuota = asInput(event, {
      tickets: event.tickets.map((t, i) => ({ ...t, sold: undefined, quota: i === 0 ? 2 : t.quota })),
    });
    await refused(
      await call('PUT', `/api/staff/events/${event.id}`, staff.auth, lowQuota),
      'tickets.0.quota',
      '已售出 3 張，名額不可少於此數。',
    );
    const noTicket = asInput(event, {
      tickets: event.tickets.slice(1).concat({ ...event.tickets[0], session: 1, id: undefined } as never),
    });
    await refused(
      await call('PUT', `/api/staff/events/${event.id}`, staff.auth, noTicket),
      'tickets',
      '此票種已有售出，無法刪除。',
    );
    const noSession = asInput(event, {
      sessions: event.sessions.slice(1),
      tickets: event.tickets.filter((t) => t.session === 2).map((t) => ({ ...t, session: 1 })),
    });
    await refused(
      await call('PUT', `/api/staff/events/${event.id}`, staff.auth, noSession),
      'sessions',
      '此場次已有報名，無法刪除。',
    );
  });

  it('refuses bad steps with field messages: a session without tickets, a priced ticket of a free event, a choice without options', async () => {
    await refused(
      await call(
        'POST',
        '/api/staff/events',
        staff.auth,
        eventInput({ tickets: [{ session: 1, name: '一般票', price: 0, quota: 5 }], cost_plan: 'free' }),
      ),
      'tickets',
      '場次 2 還沒有票種。',
    );
    await refused(
      await call('POST', '/api/staff/events', staff.auth, eventInput({ cost_plan: 'free' })),
      'tickets.0.price',
      '免費活動的票價須為 0。',
    );
    await refused(
      await call(
        'POST',
        '/api/staff/events',
        staff.auth,
        eventInput({ questions: [{ type: 'select', title: '尺寸', options: '大', required: true }] }),
      ),
      'questions.0.options',
    );
    const bad = eventInput();
    await refused(
      await call('POST', '/api/staff/events', staff.auth, {
        ...bad,
        sessions: [{ ...bad.sessions[0], ends_local: bad.sessions[0]?.starts_local }, bad.sessions[1]],
      }),
      'sessions.0.ends_local',
      '結束時間必須晚於開始時間。',
    );
  });

  it('copies an event as a new draft with nothing sold, audited event.copy', async () => {
    const event = await create({ on_save: 'publish' });
    await db
      .update(eventSessions)
      .set({ seatsTaken: 2 })
      .where(eq(eventSessions.id, event.sessions[0]?.id ?? 0));
    const copy = await data<StaffEvent>(await call('POST', `/api/staff/events/${event.id}/copy`, staff.auth));
    expect(copy.id).not.toBe(event.id);
    expect(copy).toMatchObject({ state: 'draft', subject: `${event.subject}（複本）`, version: 1 });
    expect(copy.sessions.map((x) => [x.subject, x.capacity, x.seats_taken])).toEqual([
      ['平日場', 20, 0],
      ['假日場', 10, 0],
    ]);
    expect(copy.tickets.map((t) => [t.session, t.name, t.price])).toEqual(
      event.tickets.map((t) => [t.session, t.name, t.price]),
    );
    expect(copy.questions.map((q) => q.title)).toEqual(event.questions.map((q) => q.title));
    expect(await publicIds()).not.toContain(copy.id);
    const [entry] = await s.audit(`entity=event&entity_id=${copy.id}`);
    expect(entry).toMatchObject({ action: 'event.copy', before: { id: event.id }, after: { id: copy.id } });
  });

  it('lists events with their state and seats, filtered by state and words', async () => {
    const draft = await create();
    const live = await create({ on_save: 'publish' });
    const list = async (q: string) =>
      data<StaffEventListItem[]>(await call('GET', `/api/staff/events?per_page=100&${q}`, staff.auth));
    expect((await list('state=draft')).map((e) => e.id)).toContain(draft.id);
    expect((await list('state=draft')).map((e) => e.id)).not.toContain(live.id);
    const found = await list(`q=${encodeURIComponent(live.subject.split(' ')[0] ?? '')}`);
    expect(found).toEqual([expect.objectContaining({ id: live.id, state: 'published', sessions: 2, capacity: 30 })]);
  });

  it('is for `events` only: a guest is asked to sign in, `service` and a member are refused (403)', async () => {
    const event = await create();
    const sid = event.sessions[0]?.id;
    const routes = [
      ['GET', '/api/staff/events'],
      ['POST', '/api/staff/events', eventInput()],
      ['GET', `/api/staff/events/${event.id}`],
      ['PUT', `/api/staff/events/${event.id}`, asInput(event)],
      ['POST', `/api/staff/events/${event.id}/publication`, { to: 'published', version: 1 }],
      ['POST', `/api/staff/events/${event.id}/copy`],
      ['GET', `/api/staff/events/${event.id}/sessions/${sid}/attendees`],
      ['GET', `/api/staff/events/${event.id}/sessions/${sid}/attendees.csv`],
      ['GET', `/api/staff/events/${event.id}/sessions/${sid}/waitlist`],
      ['DELETE', `/api/staff/events/${event.id}/sessions/${sid}/waitlist/1`],
    ] as const;
    await s.guarded(routes, service);
    const member = await s.member();
    for (const [method, path, body] of routes) {
      expect((await call(method, path, member.auth, body)).status, `${method} ${path}`).toBe(403);
    }
    // nothing moved
    const after = await data<StaffEvent>(await call('GET', `/api/staff/events/${event.id}`, staff.auth));
    expect(after.version).toBe(1);
  });
});

describe('a session’s attendees and waiting list', () => {
  let event: StaffEvent;
  let sessionId = 0;
  beforeAll(async () => {
    event = await create({ on_save: 'publish' });
    sessionId = event.sessions[0]?.id ?? 0;
    const member = await memberId(buyer.outerId);
    const [survey] = await db.select().from(eventSurveys).where(eq(eventSurveys.eventId, event.id));
    const [q1, q2] = event.questions;
    const [response] = await db
      .insert(surveyResponses)
      .values({
        surveyId: survey?.id ?? 0,
        memberId: member,
        answers: [
          { question_id: q1?.id ?? 0, value: '素食' },
          { question_id: q2?.id ?? 0, value: '鍋子要怎麼養, 才不會 "生鏽"？\n第二行' },
        ],
      })
      .returning();
    const [order] = await db
      .insert(eventOrders)
      .values({
        orderNumber: `T${Date.now()}`,
        memberId: member,
        eventId: event.id,
        sessionId,
        status: 'paid',
        amount: 1600,
        total: 1600,
        count: 2,
        paymentType: '9104',
        idempotencyKey: `k${Date.now()}`,
        surveyResponseId: response?.id ?? null,
        invoice: {
          carrier_type: '0',
          carrier_num: null,
          invoice_ubn: null,
          invoice_title: null,
          invoice_email: 'a@example.com',
        },
        createdAt: new Date('2026-11-20T01:05:00Z'),
      })
      .returning();
    await db.insert(eventOrderItems).values([
      {
        orderId: order?.id ?? 0,
        ticketId: event.tickets[0]?.id ?? 0,
        ticketName: '一般票',
        ticketPrice: 800,
        registrationNumber: `R${Date.now()}a`,
        userName: '王, 小明',
        userPhone: '0912345678',
        userEmail: 'ming@example.com',
      },
      {
        orderId: order?.id ?? 0,
        ticketId: event.tickets[0]?.id ?? 0,
        ticketName: '一般票',
        ticketPrice: 800,
        registrationNumber: `R${Date.now()}b`,
        userName: '=HYPERLINK("x")',
        userPhone: '+886912345678',
        userEmail: 'hua@example.com',
      },
    ]);
    await db
      .update(eventSessions)
      .set({ seatsTaken: sql`${eventSessions.seatsTaken} + 2` })
      .where(eq(eventSessions.id, sessionId));
  });

  it('lists the session’s orders with their participants and answers', async () => {
    const list = await data<SessionAttendees>(
      await call('GET', `/api/staff/events/${event.id}/sessions/${sessionId}/attendees`, staff.auth),
    );
    expect(list.session).toMatchObject({ id: sessionId, seats_taken: 2, capacity: 20 });
    expect(list.questions.map((q) => q.title)).toEqual(['飲食習慣', '想問講師的問題']);
    expect(list.orders).toHaveLength(1);
    expect(list.orders[0]?.participants.map((p) => p.user_name)).toEqual(['王, 小明', '=HYPERLINK("x")']);
    expect(list.orders[0]?.answers[String(event.questions[0]?.id)]).toBe('素食');
    // another event's session is not this event's
    expect(
      (await call('GET', `/api/staff/events/${event.id + 100000}/sessions/${sessionId}/attendees`, staff.auth)).status,
    ).toBe(404);
  });

  it('exports them as CSV that Excel in Taiwan opens: BOM, header, quoted cells, answers, Taipei dates', async () => {
    const res = await call('GET', `/api/staff/events/${event.id}/sessions/${sessionId}/attendees.csv`, staff.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="attendees-\d+-\d+-\d{8}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '訂單編號,訂單狀態,報名時間,報名序號,票種,票價,參加者姓名,參加者手機,參加者 Email,飲食習慣,想問講師的問題',
    );
    expect(text).toContain(',已完成報名,2026/11/20 09:05,');
    expect(text).toContain(
      ',一般票,800,"王, 小明",0912345678,ming@example.com,素食,"鍋子要怎麼養, 才不會 ""生鏽""？\r\n第二行"'.replace(
        '\r\n',
        '\n',
      ),
    );
    // a formula is never run; a phone number stays a phone number
    expect(text).toContain(`,"'=HYPERLINK(""x"")",+886912345678,`);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('quotes commas, quotes and line breaks, and nothing else', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(800)).toBe('800');
  });

  it('shows the waiting list in line order and removes an entry, giving held seats back, audited', async () => {
    const [first, second] = [await memberId(buyer.outerId), await memberId(waiter.outerId)];
    const heldUntil = new Date(Date.now() + 3_600_000);
    const [held] = await db
      .insert(waitlist)
      .values({
        memberId: first,
        sessionId,
        seats: 2,
        status: 'held',
        heldUntil,
        joinedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await db.insert(waitlist).values({ memberId: second, sessionId, seats: 1 });
    await db
      .update(eventSessions)
      .set({ seatsTaken: sql`${eventSessions.seatsTaken} + 2` })
      .where(eq(eventSessions.id, sessionId));
    const path = `/api/staff/events/${event.id}/sessions/${sessionId}/waitlist`;
    const line = await data<StaffWaitlistEntry[]>(await call('GET', path, staff.auth));
    expect(line.map((e) => [e.position, e.status, e.seats])).toEqual([
      [1, 'held', 2],
      [2, 'waiting', 1],
    ]);

    expect((await call('DELETE', `${path}/${held?.id}`, service.auth)).status).toBe(403);
    await data(await call('DELETE', `${path}/${held?.id}`, staff.auth));
    const after = await data<StaffWaitlistEntry[]>(await call('GET', path, staff.auth));
    // the held seats went down the line: the next member now holds theirs
    expect(after.map((e) => [e.position, e.status, e.seats])).toEqual([[1, 'held', 1]]);
    const [row] = await db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
    expect(row?.seatsTaken).toBe(2 + 1);
    const [entry] = await s.audit('entity=waitlist');
    expect(entry).toMatchObject({
      action: 'waitlist.remove',
      entity_id: String(held?.id),
      before: { seats: 2, status: 'held' },
    });
    // twice is once: the entry is gone
    expect((await call('DELETE', `${path}/${held?.id}`, staff.auth)).status).toBe(404);
  });
});
