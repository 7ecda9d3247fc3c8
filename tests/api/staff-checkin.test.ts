import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckinAnswer, CheckinList, CheckinSession, CheckinSyncResult } from '../../schemas/checkin.schema';
import { events } from '../../server/db/tables/event.table';
import { eventOrderItems, eventOrders } from '../../server/db/tables/event-order.table';
import { eventSessions } from '../../server/db/tables/event-session.table';
import { ticketCheckins } from '../../server/db/tables/ticket-checkin.table';
import { ticketSigner } from '../../server/tickets/ticket-signer';
import { testTickets } from '../support/api-app';
import { quickMembers } from '../support/api-members';
import { staffApiForFile } from '../support/staff-api';

const s = await staffApiForFile({ seed: false });
const { db, call, data } = s;
const DAY = 86_400_000;
const buyer = (await quickMembers(db, 1))[0] as { id: number };
const doorman = await s.staffMember(['events']);
const door = doorman.auth;

/** An event with `sessions` sessions a week ahead. */
async function makeEvent(sessions = 1) {
  const start = new Date(Date.now() + 7 * DAY);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const [event] = await db
    .insert(events)
    .values({
      subject: `入場測試 ${randomBytes(3).toString('hex')}`,
      startedAt: start,
      endedAt: end,
      placeName: '好生活 信義旗艦店',
      costPlan: 'paid',
      format: 'offline',
      status: 'open',
      publishedAt: new Date(Date.now() - DAY),
    })
    .returning();
  if (!event) throw new Error('no event');
  const made = await db
    .insert(eventSessions)
    .values(
      Array.from({ length: sessions }, (_, i) => ({
        eventId: event.id,
        subject: `場次${i + 1}`,
        startedAt: start,
        endedAt: end,
        placeName: event.placeName,
        format: 'offline',
        capacity: 100,
        purchaseLimit: 4,
      })),
    )
    .returning();
  return { event, sessions: made.map((m) => m.id) };
}

/** An order of `count` tickets for `sessionId` in `status`, with each ticket's signed code. */
async function ticketsFor(eventId: number, sessionId: number, count = 1, status = 'paid') {
  const paidAt = new Date();
  const [order] = await db
    .insert(eventOrders)
    .values({
      orderNumber: `T${randomBytes(6).toString('hex')}`,
      memberId: buyer.id,
      eventId,
      sessionId,
      status,
      amount: 1200 * count,
      total: 1200 * count,
      count,
      paymentType: '9104',
      idempotencyKey: randomBytes(8).toString('hex'),
      invoice: {
        carrier_type: 'B2C',
        carrier_num: null,
        invoice_ubn: null,
        invoice_title: null,
        invoice_email: 'a@b.tw',
      },
      paidAt,
      ...(status === 'refunded' ? { refundedAt: new Date() } : {}),
    })
    .returning();
  if (!order) throw new Error('no order');
  const items = await db
    .insert(eventOrderItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        orderId: order.id,
        ticketId: 1,
        ticketName: '一般票',
        ticketPrice: 1200,
        registrationNumber: `R${String(eventId).padStart(4, '0')}${randomBytes(5).toString('hex').toUpperCase()}`,
        userName: `參加者${i}`,
        userPhone: '0912345678',
        userEmail: `p${i}@example.com`,
      })),
    )
    .returning();
  return items.map((item) => ({
    number: item.registrationNumber,
    code: testTickets.sign({
      registration_number: item.registrationNumber,
      session_id: sessionId,
      issued_at: Math.floor(paidAt.getTime() / 1000),
    }),
  }));
}

const scanId = () => randomBytes(8).toString('hex');
const scan = (sessionId: number, ticket: string, device = '入口一號機', id = scanId(), auth = door) =>
  call('POST', `/api/staff/checkin/sessions/${sessionId}/scans`, auth, { scan_id: id, ticket, device });
const answer = async (res: Response) => data<CheckinAnswer>(res);
const sync = (sessionId: number, device: string, scans: { scan_id: string; ticket: string; scanned_at: string }[]) =>
  call('POST', `/api/staff/checkin/sessions/${sessionId}/sync`, door, { device, scans });
const listOf = async (sessionId: number) =>
  data<CheckinList>(await call('GET', `/api/staff/checkin/sessions/${sessionId}`, door));
const countsOf = async (sessionId: number) => (await listOf(sessionId)).session.counts;

const { event, sessions } = await makeEvent(2);
const [sessionA, sessionB] = sessions as [number, number];

describe('who may check tickets in', () => {
  it('asks a guest to sign in, refuses a member and the `service` role (403); `events` and admin pass', async () => {
    const member = await s.member();
    const service = await s.staffMember(['service']);
    const routes = [
      ['GET', '/api/staff/checkin/sessions'],
      ['GET', `/api/staff/checkin/sessions/${sessionA}`],
      [
        'POST',
        `/api/staff/checkin/sessions/${sessionA}/scans`,
        { scan_id: scanId(), ticket: 'R00001ABCDEF', device: 'x' },
      ],
      [
        'POST',
        `/api/staff/checkin/sessions/${sessionA}/sync`,
        { device: 'x', scans: [{ scan_id: scanId(), ticket: 'R00001ABCDEF', scanned_at: new Date().toISOString() }] },
      ],
    ] as const;
    await s.guarded(routes, member);
    for (const [method, path, body] of routes) {
      expect((await call(method, path, service.auth, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', '/api/staff/checkin/sessions', door)).status).toBe(200);
    expect((await call('GET', '/api/staff/checkin/sessions', s.admin.auth)).status).toBe(200);
    // nothing was let in by the refused calls
    expect(await db.select().from(ticketCheckins)).toEqual([]);
  });
});

describe('one scan', () => {
  it('lets a signed ticket in once; the second scan, on another phone, is told 已入場 with the first time and device', async () => {
    const [t] = await ticketsFor(event.id, sessionA);
    const first = await answer(await scan(sessionA, t?.code as string, '入口一號機'));
    expect(first).toMatchObject({
      verdict: 'admitted',
      registration_number: t?.number,
      holder: '參加者0',
      ticket_name: '一般票',
      first: { device: '入口一號機' },
    });
    const again = await answer(await scan(sessionA, t?.code as string, '入口二號機'));
    expect(again).toMatchObject({ verdict: 'already', first: { at: first.first?.at, device: '入口一號機' } });
    // typing its number says the same
    expect((await answer(await scan(sessionA, t?.number as string, '入口二號機'))).verdict).toBe('already');
  });

  it('lets a typed registration number in (any case, spaces around it)', async () => {
    const [t] = await ticketsFor(event.id, sessionA);
    const res = await answer(await scan(sessionA, ` ${t?.number.toLowerCase()} `));
    expect(res).toMatchObject({ verdict: 'admitted', registration_number: t?.number });
    const [row] = await db.select().from(ticketCheckins).where(eq(ticketCheckins.scanId, res.scan_id));
    expect(row).toMatchObject({ method: 'number', offline: false, sessionId: sessionA, staffId: expect.any(Number) });
  });

  it('lets one ticket in once when two phones scan it at the same moment', async () => {
    const [t] = await ticketsFor(event.id, sessionA);
    const both = await Promise.all([
      scan(sessionA, t?.code as string, '入口一號機'),
      scan(sessionA, t?.code as string, '入口二號機'),
    ]);
    const verdicts = (await Promise.all(both.map(answer))).map((a) => a.verdict).sort();
    expect(verdicts).toEqual(['admitted', 'already']);
    const rows = await db
      .select()
      .from(ticketCheckins)
      .innerJoin(eventOrderItems, eq(eventOrderItems.id, ticketCheckins.orderItemId))
      .where(eq(eventOrderItems.registrationNumber, t?.number as string));
    expect(rows).toHaveLength(1);
  });

  it('counts a scan sent twice (a retry after a timeout) once, and answers 可入場 both times', async () => {
    const [t] = await ticketsFor(event.id, sessionA);
    const before = await countsOf(sessionA);
    const id = scanId();
    expect((await answer(await scan(sessionA, t?.code as string, 'A', id))).verdict).toBe('admitted');
    expect((await answer(await scan(sessionA, t?.code as string, 'A', id))).verdict).toBe('admitted');
    expect((await countsOf(sessionA)).checked_in).toBe(before.checked_in + 1);
  });

  it('refuses another session’s ticket (不是這個場次), by its code or its number, and lets nothing in', async () => {
    const [t] = await ticketsFor(event.id, sessionB);
    expect((await answer(await scan(sessionA, t?.code as string))).verdict).toBe('wrong_session');
    expect((await answer(await scan(sessionA, t?.number as string))).verdict).toBe('wrong_session');
    // and its own session's door lets it in
    expect((await answer(await scan(sessionB, t?.code as string))).verdict).toBe('admitted');
  });

  it('refuses a ticket refunded on its own while its order stays paid (a partial refund)', async () => {
    const [kept, returned] = await ticketsFor(event.id, sessionA, 2, 'paid');
    // what the staff refund of one ticket leaves (server/services/order-refunds.service.ts)
    await db
      .update(eventOrderItems)
      .set({ refundedAt: new Date() })
      .where(eq(eventOrderItems.registrationNumber, returned?.number as string));
    expect((await answer(await scan(sessionA, returned?.code as string))).verdict).toBe('refunded');
    expect((await answer(await scan(sessionA, kept?.code as string))).verdict).toBe('admitted');
  });

  it('refuses a refunded ticket (已退款), though its signature is ours', async () => {
    const [t] = await ticketsFor(event.id, sessionA, 1, 'refunded');
    expect((await answer(await scan(sessionA, t?.code as string))).verdict).toBe('refunded');
    expect((await answer(await scan(sessionA, t?.number as string))).verdict).toBe('refunded');
  });

  it('refuses a code that is not signed by us, altered, cut short, unknown numbers and unpaid orders (無效票券)', async () => {
    const [t] = await ticketsFor(event.id, sessionA);
    const code = t?.code as string;
    const forger = ticketSigner(generateKeyPairSync('ed25519').privateKey);
    const forged = forger.sign({ registration_number: t?.number as string, session_id: sessionA, issued_at: 1 });
    const [payload, signature] = code.split('.') as [string, string];
    const altered = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    const [pending] = await ticketsFor(event.id, sessionA, 1, 'pending_payment');
    for (const bad of [forged, altered, code.slice(0, -5), 'hello', 'R0000FFFFFFFFFF', pending?.number as string]) {
      const res = await answer(await scan(sessionA, bad));
      expect(res.verdict, bad).toBe('invalid');
      expect(res.holder, 'no name for a code we did not sign').toBeNull();
    }
    // none of them let the genuine ticket in
    expect((await answer(await scan(sessionA, code))).verdict).toBe('admitted');
  });

  it('refuses bad input with Traditional Chinese field messages and an unknown session with 404', async () => {
    await s.refused(
      await call('POST', `/api/staff/checkin/sessions/${sessionA}/scans`, door, {
        scan_id: 'x',
        ticket: '',
        device: '',
      }),
      'ticket',
      '請掃描票券或輸入報名編號。',
    );
    await s.refused(
      await call('POST', `/api/staff/checkin/sessions/${sessionA}/scans`, door, {
        scan_id: 'x',
        ticket: 'R1',
        device: 'A',
      }),
      'scan_id',
      '掃描編號不正確。',
    );
    await s.refused(
      await call('POST', `/api/staff/checkin/sessions/${sessionA}/sync`, door, { device: 'A', scans: [] }),
      'scans',
    );
    expect((await scan(999_999, 'R0000FFFFFFFFFF')).status).toBe(404);
    expect((await call('GET', '/api/staff/checkin/sessions/999999', door)).status).toBe(404);
  });

  it('records each admission in the audit log: who, which ticket, which phone', async () => {
    const [t] = await ticketsFor(event.id, sessionA);
    await scan(sessionA, t?.code as string, '側門');
    const [entry] = await s.audit(`action=checkin.admit&entity_id=${t?.number}`);
    expect(entry).toMatchObject({
      actor_email: doorman.account.email,
      entity: 'ticket_checkin',
      after: { session_id: sessionA, device: '側門', method: 'qr', offline: false },
    });
  });
});

describe('the phone’s list and the chooser', () => {
  it('gives the session’s paid and refunded tickets (no phone or email), who is in, and the public key only', async () => {
    const {
      event: e,
      sessions: [only],
    } = await makeEvent();
    const paid = await ticketsFor(e.id, only as number, 2);
    const refunded = await ticketsFor(e.id, only as number, 1, 'refunded');
    await ticketsFor(e.id, only as number, 1, 'cancelled');
    await scan(only as number, paid[0]?.code as string, '入口一號機');
    const list = await listOf(only as number);
    expect(list.tickets.map((t) => [t.registration_number, t.status, t.first?.device ?? null])).toEqual([
      [paid[0]?.number, 'paid', '入口一號機'],
      [paid[1]?.number, 'paid', null],
      [refunded[0]?.number, 'refunded', null],
    ]);
    expect(JSON.stringify(list.tickets)).not.toMatch(/0912345678|example\.com/);
    expect(list.keys).toEqual(testTickets.publicKeys);
    expect(list.keys.every((k) => !('d' in k))).toBe(true);
    expect(list.session.counts).toEqual({ tickets: 2, checked_in: 1, conflicts: 0 });
  });

  it('lists upcoming sessions with their counts, not long-past ones', async () => {
    const {
      event: e,
      sessions: [only],
    } = await makeEvent();
    const [t] = await ticketsFor(e.id, only as number, 3);
    await scan(only as number, t?.code as string);
    const [old] = await db
      .insert(eventSessions)
      .values({
        eventId: e.id,
        subject: '上個月',
        startedAt: new Date(Date.now() - 30 * DAY),
        endedAt: new Date(Date.now() - 30 * DAY),
        placeName: 'x',
        format: 'offline',
        capacity: 10,
        purchaseLimit: 1,
      })
      .returning();
    const chooser = await data<CheckinSession[]>(await call('GET', '/api/staff/checkin/sessions', door));
    expect(chooser.find((c) => c.id === only)).toMatchObject({
      event_subject: e.subject,
      subject: '場次1',
      counts: { tickets: 3, checked_in: 1, conflicts: 0 },
    });
    expect(chooser.some((c) => c.id === old?.id)).toBe(false);
  });
});

describe('offline scans uploaded', () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

  it('counts each offline admission at its own time, reports conflicts, and counts a repeated upload once', async () => {
    const {
      event: e,
      sessions: [only],
    } = await makeEvent();
    const sid = only as number;
    const paid = await ticketsFor(e.id, sid, 4);
    const [refunded] = await ticketsFor(e.id, sid, 1, 'refunded');
    // one of them was let in online before the phone lost its connection
    await scan(sid, paid[3]?.code as string, '入口二號機');
    const batch = [
      { scan_id: scanId(), ticket: paid[0]?.code as string, scanned_at: at(10) },
      { scan_id: scanId(), ticket: paid[1]?.number as string, scanned_at: at(9) },
      { scan_id: scanId(), ticket: paid[2]?.code as string, scanned_at: at(8) },
      { scan_id: scanId(), ticket: paid[3]?.code as string, scanned_at: at(7) },
      { scan_id: scanId(), ticket: refunded?.code as string, scanned_at: at(6) },
    ];
    const result = await data<CheckinSyncResult>(await sync(sid, '入口一號機', batch));
    expect(result.results.map((r) => [r.outcome, r.verdict])).toEqual([
      ['admitted', 'admitted'],
      ['admitted', 'admitted'],
      ['admitted', 'admitted'],
      ['conflict', 'already'],
      ['conflict', 'refunded'],
    ]);
    expect(result.counts).toEqual({ tickets: 4, checked_in: 4, conflicts: 2 });
    expect(result.conflicts).toEqual([
      expect.objectContaining({
        registration_number: paid[3]?.number,
        reason: 'already',
        device: '入口一號機',
        first: expect.objectContaining({ device: '入口二號機' }),
      }),
      expect.objectContaining({ registration_number: refunded?.number, reason: 'refunded', first: null }),
    ]);
    const [row] = await db
      .select()
      .from(ticketCheckins)
      .where(eq(ticketCheckins.scanId, batch[0]?.scan_id as string));
    expect(row?.checkedInAt.toISOString()).toBe(batch[0]?.scanned_at);
    expect(row?.offline).toBe(true);

    // the connection dropped before the answer came: the phone sends the same batch again
    const again = await data<CheckinSyncResult>(await sync(sid, '入口一號機', batch));
    expect(again.results.map((r) => r.outcome)).toEqual(['repeat', 'repeat', 'repeat', 'conflict', 'conflict']);
    expect(again.counts).toEqual(result.counts);
    expect(again.conflicts).toHaveLength(2);
    // and the audit log has each admission and each conflict once
    expect(await s.audit(`action=checkin.admit&entity_id=${paid[0]?.number}`)).toHaveLength(1);
    const [conflict] = await s.audit(`action=checkin.conflict&entity_id=${paid[3]?.number}`);
    expect(conflict).toMatchObject({ entity: 'ticket_checkin', after: { reason: 'already', device: '入口一號機' } });
    expect(await s.audit(`action=checkin.conflict&entity_id=${paid[3]?.number}`)).toHaveLength(1);
  });

  it('admits the same ticket scanned offline on two phones once and reports the other as one conflict', async () => {
    const {
      event: e,
      sessions: [only],
    } = await makeEvent();
    const sid = only as number;
    const [t] = await ticketsFor(e.id, sid);
    const [a, b] = await Promise.all([
      sync(sid, '手機甲', [{ scan_id: scanId(), ticket: t?.code as string, scanned_at: at(5) }]),
      sync(sid, '手機乙', [{ scan_id: scanId(), ticket: t?.code as string, scanned_at: at(4) }]),
    ]);
    const outcomes = [await data<CheckinSyncResult>(a as Response), await data<CheckinSyncResult>(b as Response)]
      .map((r) => r.results[0]?.outcome)
      .sort();
    expect(outcomes).toEqual(['admitted', 'conflict']);
    const list = await listOf(sid);
    expect(list.session.counts).toEqual({ tickets: 1, checked_in: 1, conflicts: 1 });
    expect(list.conflicts).toEqual([
      expect.objectContaining({ registration_number: t?.number, reason: 'already', holder: '參加者0' }),
    ]);
  });

  it('keeps an offline scan of another session’s or a forged ticket as a conflict, not an admission', async () => {
    const [other] = await ticketsFor(event.id, sessionB);
    const forged = ticketSigner(generateKeyPairSync('ed25519').privateKey).sign({
      registration_number: other?.number as string,
      session_id: sessionA,
      issued_at: 1,
    });
    const result = await data<CheckinSyncResult>(
      await sync(sessionA, '入口一號機', [
        { scan_id: scanId(), ticket: other?.code as string, scanned_at: at(3) },
        { scan_id: scanId(), ticket: forged, scanned_at: at(2) },
      ]),
    );
    expect(result.results.map((r) => r.verdict)).toEqual(['wrong_session', 'invalid']);
    expect(result.results.every((r) => r.outcome === 'conflict')).toBe(true);
  });
});
