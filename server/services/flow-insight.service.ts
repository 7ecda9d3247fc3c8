import { and, asc, between, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type {
  DeviceClass,
  FlowEventsInput,
  FlowInsight,
  FlowInsightQuery,
  FlowMoveInput,
} from '../../schemas/flow-insight.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { flowTransitions } from '../db/tables/flow-transition.table';
import { type FieldErrors, InvalidInputError } from '../domain/domain-errors';
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
type SeriesKey = { version: string; day: string; device: DeviceClass };

/**
 * Per machine version, day and device: runs started and resumed, each state's entries, exits and
 * median time, each move's count and the fields refused per state. Counted from the rows when
 * asked (grouped in the database, on the flow and day index): a day's numbers are always those of
 * the rows kept, never a copy that could drift from them.
 */
export async function flowInsight(db: Db, query: FlowInsightQuery): Promise<FlowInsight> {
  const t = flowTransitions;
  const inRange = and(eq(t.flow, query.flow), between(t.day, query.from, query.to));
  const keys = { version: t.version, day: t.day, device: t.device };
  const group = [t.version, t.day, t.device] as const;

  const [runs, moves, entries, exits, refused] = await Promise.all([
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
      .select({ ...keys, state: t.toState, count: sql<number>`count(*)`.mapWith(Number) })
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
    // grouped by the refused list as sent; each of its fields counted below
    db
      .select({ ...keys, state: t.toState, fields: t.refused, count: sql<number>`count(*)`.mapWith(Number) })
      .from(t)
      .where(and(inRange, sql`cardinality(${t.refused}) > 0`))
      .groupBy(...group, t.toState, t.refused),
  ]);

  const series = new Map<string, Map<string, Day>>();
  const dayOf = (k: SeriesKey): Day => {
    const days = series.get(k.version) ?? new Map<string, Day>();
    series.set(k.version, days);
    const id = `${k.day}|${k.device}`;
    const day = days.get(id) ?? { day: k.day, device: k.device, starts: 0, resumed: 0, states: [], moves: [] };
    days.set(id, day);
    return day;
  };
  const stateOf = (k: SeriesKey, state: string) => {
    const day = dayOf(k);
    const known = day.states.find((x) => x.state === state);
    if (known) return known;
    const s: Day['states'][number] = { state, entries: 0, exits: 0, median_ms: null, refused: {} };
    day.states.push(s);
    return s;
  };
  for (const r of runs) Object.assign(dayOf(r), { starts: r.starts, resumed: r.resumed });
  for (const m of moves) dayOf(m).moves.push({ from: m.from, event: m.event, to: m.to, count: m.count });
  for (const e of entries) stateOf(e, e.state).entries = e.count;
  for (const x of exits) Object.assign(stateOf(x, x.state), { exits: x.count, median_ms: x.median });
  for (const r of refused) {
    const counts = stateOf(r, r.state).refused;
    for (const field of r.fields) counts[field] = (counts[field] ?? 0) + r.count;
  }

  return {
    flow: query.flow,
    current_version: insightGraphOf(query.flow).version,
    series: [...series].map(([version, days]) => ({
      version,
      days: [...days.values()]
        .map((d) => ({ ...d, states: d.states.sort((a, b) => a.state.localeCompare(b.state)) }))
        .sort((a, b) => a.day.localeCompare(b.day) || a.device.localeCompare(b.device)),
    })),
  };
}
