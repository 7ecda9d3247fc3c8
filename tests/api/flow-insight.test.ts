import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flowGraphOf } from '../../machines/flow-graph';
import { warrantyMachine } from '../../machines/warranty.machine';
import type { FlowMoveInput } from '../../schemas/flow-insight.schema';
import type { FlowInsight } from '../../schemas/flow-insight-answer.schema';
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
    const editing = {
      state: 'editing',
      entries: 0,
      runs: 0,
      exits: 3,
      left: 0,
      median_ms: 3000,
      refused: {},
      reasons: {},
    };
    const reviewing = {
      state: 'reviewing',
      entries: 3,
      runs: 3,
      exits: 0,
      left: 3,
      median_ms: null,
      refused: {},
      reasons: {},
    };
    const moves = [{ from: 'editing', event: 'step.submit', to: 'reviewing', count: 3 }];
    expect(answer.series).toHaveLength(1);
    expect(answer.series[0]).toMatchObject({
      version: 'abcdef01',
      first_day: day,
      last_day: day,
      days: [{ day, device: 'desktop', starts: 0, resumed: 0, states: [editing, reviewing], moves }],
    });
    expect(answer.series[0]?.totals.map((x) => x.device).sort()).toEqual(['all', 'desktop']);
  });

  it("gives the range's funnel per device and for both: the runs that reached each step and those that stopped there, the refused fields with their messages", async () => {
    const day = '2026-01-06';
    const serial = '此序號不符合 無線吸塵器 KZ-S8 的序號格式。';
    const at = (n: number) => new Date(Date.UTC(2026, 0, 6, 2, 0, n));
    let n = 0;
    const walk = (
      device: 'phone' | 'desktop',
      steps: [string | null, string, string, number?, string[]?][],
      resumed = false,
    ) => {
      const run = runId();
      return steps.map(([from, event, to, ms, refusedFields]) => ({
        flow: 'warranty' as const,
        version,
        runId: run,
        fromState: from,
        event,
        toState: to,
        refused: refusedFields ?? [],
        reasons: refusedFields ? [serial] : [],
        msInState: ms ?? 0,
        device,
        resumed: resumed && from === null,
        day,
        at: at(n++),
      }));
    };
    const rows = [
      // finished, once sent back to the product step for its serial
      ...walk('phone', [
        [null, 'xstate.init', 'choosingProduct'],
        ['choosingProduct', 'step.submit', 'describingPurchase', 2000],
        ['describingPurchase', 'step.submit', 'addingPhotos', 4000],
        ['addingPhotos', 'step.submit', 'reviewing', 6000],
        ['reviewing', 'step.submit', 'submitting', 1000],
        ['submitting', 'xstate.error.actor.submit', 'choosingProduct', 300, ['serial']],
        ['choosingProduct', 'step.submit', 'reviewing', 5000],
        ['reviewing', 'step.submit', 'submitting', 900],
        ['submitting', 'xstate.done.actor.submit', 'done', 400],
      ]),
      // stopped at the purchase step
      ...walk('phone', [
        [null, 'xstate.init', 'choosingProduct'],
        ['choosingProduct', 'step.submit', 'describingPurchase', 8000],
      ]),
      // stopped at the product step
      ...walk('desktop', [[null, 'xstate.init', 'choosingProduct']]),
      // came back to a draft, stopped at the photos
      ...walk(
        'desktop',
        [
          [null, 'xstate.init', 'describingPurchase'],
          ['describingPurchase', 'step.submit', 'addingPhotos', 3000],
        ],
        true,
      ),
      // a run of an older machine: a series of its own
      { ...walk('desktop', [[null, 'xstate.init', 'choosingProduct']])[0], version: 'abcdef02' },
    ];
    await db.insert(flowTransitions).values(rows as (typeof flowTransitions.$inferInsert)[]);
    const answer = await insight(`flow=warranty&from=${day}&to=${day}`);
    expect(answer.series.map((x) => x.version)).toEqual([version, 'abcdef02']);
    expect(answer.graph.nodes.map((x) => x.state)).toContain('describingPurchase');
    const total = (device: string) => answer.series[0]?.totals.find((x) => x.device === device);
    const funnel = (device: string) => total(device)?.funnel.map((f) => [f.step, f.reached, f.left]);
    // step 1 reached by the three fresh runs, step 2 by two of them and the resumed one…
    expect(funnel('all')).toEqual([
      [1, 3, 1],
      [2, 3, 1],
      [3, 2, 1],
      [4, 1, 0],
      [null, 1, 0],
    ]);
    expect(funnel('phone')).toEqual([
      [1, 2, 0],
      [2, 2, 1],
      [3, 1, 0],
      [4, 1, 0],
      [null, 1, 0],
    ]);
    expect(funnel('desktop')).toEqual([
      [1, 1, 1],
      [2, 1, 0],
      [3, 1, 1],
      [4, 0, 0],
      [null, 0, 0],
    ]);
    expect(total('all')).toMatchObject({ starts: 3, resumed: 1 });
    expect(total('desktop')).toMatchObject({ starts: 1, resumed: 1 });
    const product = total('all')?.states.find((x) => x.state === 'choosingProduct');
    expect(product).toEqual({
      state: 'choosingProduct',
      entries: 4,
      runs: 3,
      exits: 3,
      left: 1,
      median_ms: 5000,
      refused: { serial: 1 },
      reasons: { serial: { [serial]: 1 } },
    });
    expect(total('all')?.funnel[4]).toMatchObject({ title: '保固登錄完成', states: ['done'] });
    // the older machine's run is counted in its own series only
    expect(answer.series[1]?.totals.find((x) => x.device === 'all')).toMatchObject({ starts: 1, resumed: 0 });
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
    await refused(await post([move({ refused: [], reasons: ['多出的訊息'] })]), 'events.0.reasons');
    await refused(await post([move({ refused: ['serial'], reasons: ['很'.repeat(121)] })]), 'events.0.reasons.0');
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
