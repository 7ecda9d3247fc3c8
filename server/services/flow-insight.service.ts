import { and, asc, between, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DeviceClass, FlowEventsInput, FlowInsightQuery, FlowMoveInput } from '../../schemas/flow-insight.schema';
import type { FlowInsight, FlowInsightTotal } from '../../schemas/flow-insight-answer.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { flowTransitions } from '../db/tables/flow-transition.table';
import { type FieldErrors, InvalidInputError } from '../domain/domain-errors';
import { FLOW_GRAPHS } from '../domain/flow-graph.data';
import { insightGraphOf } from '../domain/insight-flows';
import { groupCommit } from './group-commit';

/** Rows older than this are deleted by the daily sweep (issue 29: 180 days). */
export const FLOW_INSIGHT_KEEP_DAYS = 180;

/**
 * Each reported move checked against the flow's own machine: the version the browser's copy
 * computed must be the server's, and from, event and to a move of its graph. One refused move
 * refuses the batch: nothing of it is stored.
 */
function refusalOf(move: FlowMoveInput): [field: string, message: string] | null {
  const graph = insightGraphOf(move.flow);
  if (move.version !== graph.version) return ['version', '流程版本已更新，這筆紀錄不再適用。'];
  if (move.from !== null && !graph.states.has(move.from)) return ['from', '這個流程沒有這個狀態。'];
  if (!graph.states.has(move.to)) return ['to', '這個流程沒有這個狀態。'];
  if (!graph.events.has(move.event)) return ['event', '這個流程沒有這個事件。'];
  return graph.has(move) ? null : ['to', '這個流程沒有這個狀態轉換。'];
}

function refusalsOf(batch: FlowEventsInput): FieldErrors {
  const errors: FieldErrors = {};
  batch.events.forEach((move, i) => {
    const refusal = refusalOf(move);
    if (refusal) errors[`events.${i}.${refusal[0]}`] = [refusal[1]];
  });
  return errors;
}

/** Stores a batch of moves, each counted on the Taipei day it arrived; a refused move refuses them all (422). */
export async function recordFlowEvents(db: Db, batch: FlowEventsInput, now = new Date()): Promise<{ stored: number }> {
  const errors = refusalsOf(batch);
  if (Object.keys(errors).length) throw new InvalidInputError(errors, '流程紀錄與流程不符，未儲存。');
  const day = formatTaipei(now, 'YYYY-MM-DD');
  await writeGrouped(
    db,
    batch.events.map((m) => ({
      flow: m.flow,
      version: m.version,
      runId: m.run,
      fromState: m.from,
      event: m.event,
      toState: m.to,
      refused: m.refused,
      reasons: m.reasons,
      msInState: m.ms,
      device: m.device,
      resumed: m.resumed,
      day,
      at: now,
    })),
  );
  return { stored: batch.events.length };
}

type Row = typeof flowTransitions.$inferInsert;

/**
 * The batches that arrive while an insert is under way go into the next one (at most 80 batches
 * of 50: 4,000 rows of 12 parameters, far below PostgreSQL's 65,535 a statement), each request
 * answered once its rows are stored: thousands of moves a second are a few inserts a second
 * (`npm run bench`, part 7).
 */
const writeGrouped = groupCommit<Row[], void>(async (db, batches) => {
  await db.insert(flowTransitions).values(batches.flat());
  return batches.map(() => undefined);
}, 80);

/** The daily sweep: rows past their 180 days are deleted. */
export async function deleteOldFlowTransitions(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FLOW_INSIGHT_KEEP_DAYS * 86_400_000);
  const deleted = await db
    .delete(flowTransitions)
    .where(lt(flowTransitions.at, before))
    .returning({ id: flowTransitions.id });
  return deleted.length;
}

type Day = FlowInsight['series'][number]['days'][number];
type Total = FlowInsightTotal;
type StateFigures = Day['states'][number];
type Scope = 'day' | 'device' | 'all';
type Graph = FlowInsight['graph'];

const t = flowTransitions;

/** Where a scope's groups are keyed: per day and device, per device over the range, or the range as a whole. */
function keysOf(scope: Scope) {
  return {
    version: t.version,
    day: scope === 'day' ? sql<string>`${t.day}::text` : sql<string>`''`,
    device: scope === 'all' ? sql<string>`'all'` : sql<string>`${t.device}`,
  };
}
const groupOf = (scope: Scope) => [
  t.version,
  ...(scope === 'day' ? [t.day] : []),
  ...(scope === 'all' ? [] : [t.device]),
];
/** A group's key: its version, its day ('' over the range) and its device ('all' for both). */
type GroupKey = { version: string; day: string; device: string };
const keyOf = (k: GroupKey) => `${k.version}|${k.day}|${k.device}`;

/** The funnel's rows: each step of the flow by its number, then each way it ends (a final state). */
function funnelRowsOf(graph: Graph) {
  const rows: { key: string; step: number | null; title: string; states: string[] }[] = [];
  for (const node of graph.nodes) {
    const key = node.final ? `final:${node.state}` : node.step === null ? null : `step:${node.step}`;
    if (!key) continue;
    const row = rows.find((r) => r.key === key);
    if (row) row.states.push(node.state);
    else rows.push({ key, step: node.final ? null : node.step, title: node.title ?? node.state, states: [node.state] });
  }
  return rows.sort((a, b) => (a.step ?? Number.MAX_SAFE_INTEGER) - (b.step ?? Number.MAX_SAFE_INTEGER));
}

interface Figures {
  starts: number;
  resumed: number;
  states: Map<string, StateFigures>;
  moves: Day['moves'];
  reached: Map<string, number>;
}

/**
 * One scope's figures from the rows of the range, grouped in the database: runs started and
 * resumed, each state's entries (moves and distinct runs), exits, median time, the runs that
 * stopped there, the fields refused with their messages, each move's count and, for the funnel,
 * the distinct runs that reached each step.
 */
async function figuresOf(db: Db, query: FlowInsightQuery, scope: Scope, graph: Graph) {
  const inRange = and(eq(t.flow, query.flow), between(t.day, query.from, query.to));
  const keys = keysOf(scope);
  const group = groupOf(scope);
  const funnel = funnelRowsOf(graph);
  // written as literals, not parameters: PostgreSQL groups by the select's expression only when
  // the two are the same text, and two parameters are never the same (the names are the
  // machines' own, generated: letters, digits, dots, colons)
  const literal = (name: string) => {
    if (!/^[A-Za-z0-9_.:-]+$/.test(name)) throw new Error(`not a state name: ${name}`);
    return `'${name}'`;
  };
  const stepKey = funnel.length
    ? sql<string>`case ${t.toState} ${sql.raw(
        funnel.flatMap((row) => row.states.map((state) => `when ${literal(state)} then ${literal(row.key)}`)).join(' '),
      )} end`
    : sql<string>`null`;
  // each run's last move in the scope (per day when counted by day): where it stopped
  const last = db
    .selectDistinctOn(scope === 'day' ? [t.runId, t.day] : [t.runId], {
      version: t.version,
      day: t.day,
      device: t.device,
      state: t.toState,
    })
    .from(t)
    .where(inRange)
    .orderBy(...(scope === 'day' ? [t.runId, t.day] : [t.runId]), desc(t.at), desc(t.id))
    .as('last');

  const [runs, moves, entries, exits, refused, left, reached] = await Promise.all([
    db
      .select({
        ...keys,
        starts: sql<number>`count(distinct ${t.runId}) filter (where not ${t.resumed})`.mapWith(Number),
        resumed: sql<number>`count(distinct ${t.runId}) filter (where ${t.resumed})`.mapWith(Number),
      })
      .from(t)
      .where(and(inRange, isNull(t.fromState)))
      .groupBy(...group),
    db
      .select({
        ...keys,
        from: t.fromState,
        event: t.event,
        to: t.toState,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(t)
      .where(inRange)
      .groupBy(...group, t.fromState, t.event, t.toState)
      .orderBy(asc(t.fromState), asc(t.event), asc(t.toState)),
    db
      .select({
        ...keys,
        state: t.toState,
        count: sql<number>`count(*)`.mapWith(Number),
        runs: sql<number>`count(distinct ${t.runId})`.mapWith(Number),
      })
      .from(t)
      .where(inRange)
      .groupBy(...group, t.toState),
    db
      .select({
        ...keys,
        state: sql<string>`${t.fromState}`,
        count: sql<number>`count(*)`.mapWith(Number),
        median: sql<number>`percentile_cont(0.5) within group (order by ${t.msInState})`.mapWith(Number),
      })
      .from(t)
      .where(and(inRange, isNotNull(t.fromState)))
      .groupBy(...group, t.fromState),
    // grouped by the refused lists as sent; each of their fields counted below
    db
      .select({
        ...keys,
        state: t.toState,
        fields: t.refused,
        reasons: t.reasons,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(t)
      .where(and(inRange, sql`cardinality(${t.refused}) > 0`))
      .groupBy(...group, t.toState, t.refused, t.reasons),
    db
      .select({
        version: last.version,
        day: scope === 'day' ? sql<string>`${last.day}::text` : sql<string>`''`,
        device: scope === 'all' ? sql<string>`'all'` : sql<string>`${last.device}`,
        state: last.state,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(last)
      .groupBy(
        last.version,
        ...(scope === 'day' ? [last.day] : []),
        ...(scope === 'all' ? [] : [last.device]),
        last.state,
      ),
    scope === 'day'
      ? Promise.resolve([])
      : db
          .select({ ...keys, step: stepKey, count: sql<number>`count(distinct ${t.runId})`.mapWith(Number) })
          .from(t)
          .where(inRange)
          .groupBy(...group, stepKey),
  ]);

  const groups = new Map<string, { key: GroupKey; figures: Figures }>();
  const figuresFor = (k: GroupKey) => {
    const id = keyOf(k);
    const known = groups.get(id);
    if (known) return known.figures;
    const figures: Figures = { starts: 0, resumed: 0, states: new Map(), moves: [], reached: new Map() };
    groups.set(id, { key: { version: k.version, day: k.day, device: k.device }, figures });
    return figures;
  };
  const stateOf = (k: GroupKey, state: string) => {
    const states = figuresFor(k).states;
    const known = states.get(state);
    if (known) return known;
    const figures: StateFigures = {
      state,
      entries: 0,
      runs: 0,
      exits: 0,
      left: 0,
      median_ms: null,
      refused: {},
      reasons: {},
    };
    states.set(state, figures);
    return figures;
  };
  for (const r of runs) Object.assign(figuresFor(r), { starts: r.starts, resumed: r.resumed });
  for (const m of moves) figuresFor(m).moves.push({ from: m.from, event: m.event, to: m.to, count: m.count });
  for (const e of entries) Object.assign(stateOf(e, e.state), { entries: e.count, runs: e.runs });
  for (const x of exits) Object.assign(stateOf(x, x.state), { exits: x.count, median_ms: x.median });
  for (const l of left) stateOf(l, l.state).left = l.count;
  for (const r of refused) {
    const figures = stateOf(r, r.state);
    r.fields.forEach((field, i) => {
      figures.refused[field] = (figures.refused[field] ?? 0) + r.count;
      const reason = r.reasons[i];
      if (!reason) return;
      const messages = figures.reasons[field] ?? {};
      messages[reason] = (messages[reason] ?? 0) + r.count;
      figures.reasons[field] = messages;
    });
  }
  for (const r of reached) if (r.step) figuresFor(r).reached.set(r.step, r.count);

  return [...groups.values()].map(({ key, figures }) => {
    const states = [...figures.states.values()].sort((a, b) => a.state.localeCompare(b.state));
    const leftAt = (names: string[]) => states.filter((x) => names.includes(x.state)).reduce((n, x) => n + x.left, 0);
    return {
      key,
      starts: figures.starts,
      resumed: figures.resumed,
      states,
      moves: figures.moves,
      funnel: funnel.map((row) => ({
        step: row.step,
        title: row.title,
        states: row.states,
        reached: figures.reached.get(row.key) ?? 0,
        left: row.step === null ? 0 : leftAt(row.states),
      })),
    };
  });
}

/** The current machine's graph, as the console draws it. */
function graphOf(flow: FlowInsightQuery['flow']): Graph {
  const data = FLOW_GRAPHS[flow];
  return {
    nodes: data.nodes.map((n) => ({ ...n })),
    moves: data.moves.map(([from, event, to]) => ({ from, event, to })),
  };
}

/**
 * Per machine version: each day and device's figures, and the range's per device and for both,
 * with the funnel of the flow's steps (runs that reached each and those that stopped there).
 * Counted from the rows when asked (grouped in the database, on the flow and day index): the
 * numbers are always those of the rows kept, never a copy that could drift from them.
 */
export async function flowInsight(db: Db, query: FlowInsightQuery): Promise<FlowInsight> {
  const graph = graphOf(query.flow);
  const [byDay, byDevice, all] = await Promise.all(
    (['day', 'device', 'all'] as const).map((scope) => figuresOf(db, query, scope, graph)),
  );

  const series = new Map<string, FlowInsight['series'][number]>();
  const seriesOf = (version: string) => {
    const known = series.get(version);
    if (known) return known;
    const made = { version, first_day: '', last_day: '', days: [] as Day[], totals: [] as Total[] };
    series.set(version, made);
    return made;
  };
  for (const g of byDay ?? []) {
    seriesOf(g.key.version).days.push({
      day: g.key.day,
      device: g.key.device as DeviceClass,
      starts: g.starts,
      resumed: g.resumed,
      states: g.states,
      moves: g.moves,
    });
  }
  for (const g of [...(all ?? []), ...(byDevice ?? [])]) {
    seriesOf(g.key.version).totals.push({
      device: g.key.device as Total['device'],
      starts: g.starts,
      resumed: g.resumed,
      states: g.states,
      moves: g.moves,
      funnel: g.funnel,
    });
  }
  const current = FLOW_GRAPHS[query.flow].version;
  return {
    flow: query.flow,
    current_version: current,
    graph,
    series: [...series.values()]
      .map((x) => {
        const days = x.days.sort((a, b) => a.day.localeCompare(b.day) || a.device.localeCompare(b.device));
        return { ...x, days, first_day: days[0]?.day ?? '', last_day: days.at(-1)?.day ?? '' };
      })
      // the current machine's series first, then the older ones, newest first
      .sort(
        (a, b) => Number(b.version === current) - Number(a.version === current) || b.last_day.localeCompare(a.last_day),
      ),
  };
}
