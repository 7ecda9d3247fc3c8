import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flowGraphOf } from '../../machines/flow-graph';
import { warrantyMachine } from '../../machines/warranty.machine';
import type { FlowInsight, FlowMoveInput } from '../../schemas/flow-insight.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import { flowTransitions } from '../../server/db/tables/flow-transition.table';
import { rateLimits } from '../../server/db/tables/rate-limit.table';
import { deleteOldFlowTransitions } from '../../server/services/flow-insight.service';
import { flowEventsRule } from '../../server/services/rate-limit.service';
import { staffApiForFile } from '../support/staff-api';

const remoteAddress = '192.0.2.77';
const s = await staffApiForFile({ seed: false, remoteAddress });
const { db, call, data, refused } = s;
const editor = await s.staffMember(['editor']);
const service = await s.staffMember(['service']);
const version = flowGraphOf(warrantyMachine).version;
const today = formatTaipei(new Date(), 'YYYY-MM-DD');

const runId = () => randomBytes(16).toString('hex');
const move = (over: Partial<FlowMoveInput> = {}): FlowMoveInput => ({
  flow: 'warranty',
  version,
  run: runId(),
  from: 'choosingProduct',
  event: 'step.submit',
  to: 'describingPurchase',
  refused: [],
  ms: 1200,
  device: 'phone',
  resumed: false,
  ...over,
});
const post = (events: unknown[]) => call('POST', '/api/flow_events', {}, { events });
const stored = async (run: string) => db.select().from(flowTransitions).where(eq(flowTransitions.runId, run));
const insight = async (query = `flow=warranty&from=${today}&to=${today}`) =>
  data<FlowInsight>(await call('GET', `/api/staff/flow_insight?${query}`, editor.auth));

describe('POST /api/flow_events', () => {
  it('stores a run of a member walking two steps, and the staff JSON counts it by state, move and device', async () => {
    const run = runId();
    const walk = [
      move({ run, from: null, event: 'xstate.init', to: 'choosingProduct', ms: 0 }),
      move({ run, from: 'choosingProduct', to: 'describingPurchase', ms: 3000 }),
      move({ run, from: 'describingPurchase', to: 'addingPhotos', ms: 5000 }),
      move({ run, from: 'addingPhotos', event: 'step.submit', to: 'reviewing', ms: 7000 }),
      move({ run, from: 'reviewing', event: 'step.submit', to: 'submitting', ms: 1000 }),
      move({
        run,
        from: 'submitting',
        event: 'xstate.error.actor.submit',
        to: 'describingPurchase',
        refused: ['purchase.invoice_number', 'purchase.bought_on'],
        ms: 300,
      }),
    ];
    const res = await post(walk);
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await stored(run)).toHaveLength(6);
    // a resumed draft: the same run, started again from the kept steps on a desktop
    expect(
      (
        await post([
          move({
            run,
            from: null,
            event: 'xstate.init',
            to: 'describingPurchase',
            ms: 0,
            resumed: true,
            device: 'desktop',
          }),
        ])
      ).status,
    ).toBe(204);

    const answer = await insight();
    expect(answer.current_version).toBe(version);
    const series = answer.series.find((x) => x.version === version);
    const phone = series?.days.find((d) => d.day === today && d.device === 'phone');
    const desktop = series?.days.find((d) => d.day === today && d.device === 'desktop');
    expect(phone?.starts).toBeGreaterThanOrEqual(1);
    expect(desktop?.resumed).toBeGreaterThanOrEqual(1);
    const purchase = phone?.states.find((x) => x.state === 'describingPurchase');
    expect(purchase?.refused['purchase.invoice_number']).toBeGreaterThanOrEqual(1);
    expect(phone?.moves).toContainEqual(
      expect.objectContaining({ from: 'submitting', event: 'xstate.error.actor.submit', to: 'describingPurchase' }),
    );
  });

  it('counts exactly: entries, exits and the median time of a state from the rows of the day', async () => {
    // a day and flow of their own, written as the service would have on that day
    const day = '2026-01-05';
    const rows = [1000, 3000, 8000].map((ms) => ({
      flow: 'refund' as const,
      version: 'abcdef01',
      runId: runId(),
      fromState: 'editing',
      event: 'step.submit',
      toState: 'reviewing',
      refused: [],
      msInState: ms,
      device: 'desktop' as const,
      resumed: false,
      day,
    }));
    await db.insert(flowTransitions).values(rows);
    const answer = await insight(`flow=refund&from=${day}&to=${day}`);
    expect(answer.series).toEqual([
      {
        version: 'abcdef01',
        days: [
          {
            day,
            device: 'desktop',
            starts: 0,
            resumed: 0,
            states: [
              { state: 'editing', entries: 0, exits: 3, median_ms: 3000, refused: {} },
              { state: 'reviewing', entries: 3, exits: 0, median_ms: null, refused: {} },
            ],
            moves: [{ from: 'editing', event: 'step.submit', to: 'reviewing', count: 3 }],
          },
        ],
      },
    ]);
  });

  it('refuses a move the machine does not have (422 by field, in Chinese) and stores nothing of the batch', async () => {
    const run = runId();
    const good = move({ run });
    await refused(
      await post([good, move({ run, from: 'choosingProduct', to: 'done' })]),
      'events.1.to',
      '這個流程沒有這個狀態轉換。',
    );
    await refused(await post([good, move({ run, to: 'nowhere' })]), 'events.1.to');
    await refused(await post([good, move({ run, event: 'step.teleport' })]), 'events.1.event');
    await refused(await post([good, move({ run, version: '00000000' })]), 'events.1.version');
    await refused(await post([move({ run, flow: 'staff-event-edit' as never })]), 'events.0.flow');
    await refused(await post([move({ run: 'member-42' })]), 'events.0.run');
    expect(await stored(run)).toHaveLength(0);
  });

  it('bounds a batch: at most 50 moves, a field name and not a value, a body of at most 16 KiB', async () => {
    await refused(await post(Array.from({ length: 51 }, () => move())), 'events');
    await refused(await post([move({ refused: ['王小明 0912345678'] })]), 'events.0.refused.0');
    await refused(await post([move({ ms: -1 })]), 'events.0.ms');
    const huge = await call('POST', '/api/flow_events', {}, { events: [move()], pad: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
  });

  it('limits an address to 300 batches in five minutes (429 with Retry-After)', async () => {
    const { key } = flowEventsRule(remoteAddress);
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
    await db.insert(rateLimits).values({ key, windowStart: sql`now()`, hits: 299 });
    expect((await post([move()])).status).toBe(204);
    const res = await post([move()]);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  });

  it('batches arriving together are counted one by one: of four sent at once with two left, two pass', async () => {
    const { key } = flowEventsRule(remoteAddress);
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
    await db.insert(rateLimits).values({ key, windowStart: sql`now()`, hits: 298 });
    const statuses = await Promise.all(Array.from({ length: 4 }, async () => (await post([move()])).status));
    expect(statuses.sort()).toEqual([204, 204, 429, 429]);
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  });
});

describe('GET /api/staff/flow_insight', () => {
  it('is for admins and editors: a guest gets 401, another role 403', async () => {
    await s.guarded([['GET', `/api/staff/flow_insight?flow=warranty&from=${today}&to=${today}`]], service);
    expect(
      (await call('GET', `/api/staff/flow_insight?flow=warranty&from=${today}&to=${today}`, s.admin.auth)).status,
    ).toBe(200);
  });

  it('refuses an unknown flow and a range backwards, by field', async () => {
    await refused(
      await call('GET', `/api/staff/flow_insight?flow=nope&from=${today}&to=${today}`, editor.auth),
      'flow',
    );
    await refused(
      await call('GET', '/api/staff/flow_insight?flow=warranty&from=2026-02-01&to=2026-01-01', editor.auth),
      'to',
    );
  });
});

describe('retention', () => {
  it('the nightly sweep deletes the moves older than 180 days and keeps the others', async () => {
    const old = runId();
    const recent = runId();
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const row = (run: string, days: number) => ({
      flow: 'contact' as const,
      version: 'abcdef02',
      runId: run,
      fromState: null,
      event: 'xstate.init',
      toState: 'editing',
      msInState: 0,
      device: 'phone' as const,
      resumed: false,
      day: formatTaipei(at(days), 'YYYY-MM-DD'),
      at: at(days),
    });
    await db.insert(flowTransitions).values([row(old, 181), row(recent, 179)]);
    expect(await deleteOldFlowTransitions(db, now)).toBeGreaterThanOrEqual(1);
    expect(await stored(old)).toHaveLength(0);
    expect(await stored(recent)).toHaveLength(1);
  });
});
