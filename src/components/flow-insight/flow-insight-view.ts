import type {
  FlowFunnelStep,
  FlowInsight,
  FlowInsightGraph,
  FlowInsightTotal,
} from '../../../schemas/flow-insight-answer.schema';
import { FLOW_INSIGHT_TEXT as T } from './flow-insight-text';

/**
 * What the flow insight console draws from the staff JSON (docs/decisions/flow-insight.md): pure
 * functions of the answer, so the screen only lays them out and tests read them without a page.
 */

export type DeviceChoice = FlowInsightTotal['device'];
type Node = FlowInsightGraph['nodes'][number];
type Series = FlowInsight['series'][number];

/** An empty range's figures: every count 0, every step of the graph in the funnel. */
export function emptyTotal(device: DeviceChoice, funnel: FlowFunnelStep[] = []): FlowInsightTotal {
  return {
    device,
    starts: 0,
    resumed: 0,
    states: [],
    moves: [],
    funnel: funnel.map((f) => ({ ...f, reached: 0, left: 0 })),
  };
}

/** The series of one machine version and its figures for a device choice (zeros when it has none). */
export function totalOf(series: Series | undefined, device: DeviceChoice): FlowInsightTotal {
  const all = series?.totals.find((t) => t.device === 'all');
  return series?.totals.find((t) => t.device === device) ?? emptyTotal(device, all?.funnel);
}

/**
 * The graph a series is drawn on: the current machine's for the current version; for an older one,
 * the states and moves its own rows name (the server knows only the current machine), in the
 * current machine's order where a state is still there.
 */
export function graphOfSeries(answer: FlowInsight, series: Series | undefined): FlowInsightGraph {
  if (!series || series.version === answer.current_version) return answer.graph;
  const all = totalOf(series, 'all');
  const order = new Map(answer.graph.nodes.map((n, i) => [n.state, i]));
  const names = new Set(all.moves.flatMap((m) => (m.from ? [m.from, m.to] : [m.to])));
  const nodes = [...names]
    .sort((a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999) || a.localeCompare(b))
    .map(
      (state) => answer.graph.nodes.find((n) => n.state === state) ?? { state, step: null, title: null, final: false },
    );
  return { nodes, moves: all.moves.map(({ from, event, to }) => ({ from, event, to })) };
}

/** The states a member can stand in: those a move of the graph enters or leaves (not `opening`, passed through). */
export function shownNodes(graph: FlowInsightGraph): Node[] {
  const named = new Set(graph.moves.flatMap((m) => (m.from ? [m.from, m.to] : [m.to])));
  return graph.nodes.filter((n) => named.has(n.state));
}

/** A state's name for staff: its step's title, told apart by what happens in it where a step has several. */
export function stateLabel(nodes: readonly Node[], state: string | null): string {
  if (state === null) return T.start;
  const node = nodes.find((n) => n.state === state);
  const title = node?.title;
  if (!title) return T.stateWords[state] ?? state;
  const shared = nodes.filter((n) => n.title === title).length > 1;
  return shared && T.stateWords[state] ? `${title}（${T.stateWords[state]}）` : title;
}

/** How many times the range's rows made one move of the graph (0 for a move nobody made). */
export const moveCount = (total: FlowInsightTotal, move: FlowInsightGraph['moves'][number]) =>
  total.moves
    .filter((m) => m.from === move.from && m.event === move.event && m.to === move.to)
    .reduce((n, m) => n + m.count, 0);

/** An event as a member caused it (下一步, 上一步, 送出被退回…). */
export const eventLabel = (event: string) => T.eventWords[event] ?? event;

/** A median time in words: 8.2 秒, 1 分 5 秒. */
export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} 秒`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} 分 ${seconds} 秒` : `${minutes} 分`;
}

/** A share as a percentage with one decimal, or — when nothing was counted. */
export const percentText = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1).replace(/\.0$/, '')}%` : '—';

/**
 * The range at a glance: runs started fresh, drafts resumed, runs that reached an end, and the
 * share of the runs started that did (a resumed draft is the run it continues, not another one).
 */
export function summaryOf(total: FlowInsightTotal) {
  const ends = total.funnel.filter((f) => f.step === null);
  const finished = ends.reduce((n, f) => n + f.reached, 0);
  return {
    starts: total.starts,
    resumed: total.resumed,
    finished,
    rate: percentText(finished, total.starts),
  };
}

export interface RefusedRow {
  state: string;
  field: string;
  count: number;
  messages: { text: string; count: number }[];
}

/** The fields refused in the range, most refused first, each with the step it sent members back to and its messages. */
export function refusedRows(total: FlowInsightTotal): RefusedRow[] {
  return total.states
    .flatMap((s) =>
      Object.entries(s.refused).map(([field, count]) => ({
        state: s.state,
        field,
        count,
        messages: Object.entries(s.reasons[field] ?? {})
          .map(([text, n]) => ({ text, count: n }))
          .sort((a, b) => b.count - a.count),
      })),
    )
    .sort((a, b) => b.count - a.count || a.field.localeCompare(b.field));
}

/* The diagram: states top to bottom in the machine's order, forward moves as arcs on the right,
   moves back on the left, each as wide as its count; a move no one made is a thin dashed line. */
const TOP = 44;
const ROW = 76;
const BOX_X = 210;
const BOX_W = 300;
const BOX_H = 48;
const START = { x: 70, y: 18 };
const SPREAD = 18;

export interface DiagramNode {
  state: string;
  label: string;
  detail: string;
  x: number;
  y: number;
  width: number;
  height: number;
  final: boolean;
}

export interface DiagramEdge {
  key: string;
  d: string;
  count: number;
  strokeWidth: number;
  idle: boolean;
  label: { x: number; y: number };
  title: string;
}

export interface Diagram {
  width: number;
  height: number;
  start: { x: number; y: number };
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

export function diagramOf(graph: FlowInsightGraph, total: FlowInsightTotal): Diagram {
  const nodes = shownNodes(graph);
  const index = new Map(nodes.map((n, i) => [n.state, i]));
  const middle = (state: string) => TOP + (index.get(state) ?? 0) * ROW + BOX_H / 2;
  const figures = new Map(total.states.map((s) => [s.state, s]));

  // one line per pair of states: the events between them are counted together and named in its title
  const pairs = new Map<string, { from: string | null; to: string; count: number; events: string[] }>();
  for (const move of graph.moves) {
    if (!index.has(move.to) || (move.from !== null && !index.has(move.from))) continue;
    const key = `${move.from ?? ''}→${move.to}`;
    const pair = pairs.get(key) ?? { from: move.from, to: move.to, count: 0, events: [] };
    const counted = moveCount(total, move);
    pair.count += counted;
    pair.events.push(`${eventLabel(move.event)} ${counted}`);
    pairs.set(key, pair);
  }
  const most = Math.max(1, ...[...pairs.values()].map((p) => p.count));
  let right = BOX_X + BOX_W;

  const edges = [...pairs.entries()].map(([key, pair]) => {
    const to = middle(pair.to);
    const strokeWidth = pair.count ? 2 + (10 * pair.count) / most : 1;
    const title = `${stateLabel(nodes, pair.from)} → ${stateLabel(nodes, pair.to)}：${pair.events.join('、')}`;
    const common = { key, count: pair.count, strokeWidth, idle: pair.count === 0, title };
    if (pair.from === null) {
      return {
        ...common,
        d: `M ${START.x} ${START.y} C ${START.x} ${to}, ${START.x + 40} ${to}, ${BOX_X} ${to}`,
        label: { x: START.x + 6, y: to - 6 },
      };
    }
    const from = middle(pair.from);
    const span = Math.abs((index.get(pair.to) ?? 0) - (index.get(pair.from) ?? 0));
    if (to > from) {
      const out = BOX_X + BOX_W + 24 + span * SPREAD;
      right = Math.max(right, out);
      return {
        ...common,
        d: `M ${BOX_X + BOX_W} ${from} C ${out} ${from}, ${out} ${to}, ${BOX_X + BOX_W} ${to}`,
        label: { x: BOX_X + BOX_W + 0.75 * (out - BOX_X - BOX_W) + 6, y: (from + to) / 2 + 4 },
      };
    }
    const out = BOX_X - 24 - span * SPREAD;
    return {
      ...common,
      d: `M ${BOX_X} ${from} C ${out} ${from}, ${out} ${to}, ${BOX_X} ${to}`,
      label: { x: BOX_X - 0.75 * (BOX_X - out) - 6, y: (from + to) / 2 + 4 },
    };
  });

  return {
    width: right + 60,
    height: TOP + nodes.length * ROW,
    start: START,
    nodes: nodes.map((n, i) => {
      const f = figures.get(n.state);
      return {
        state: n.state,
        label: stateLabel(nodes, n.state),
        detail: T.nodeDetail(f?.entries ?? 0, n.final ? null : durationText(f?.median_ms ?? null)),
        x: BOX_X,
        y: TOP + i * ROW,
        width: BOX_W,
        height: BOX_H,
        final: n.final,
      };
    }),
    edges,
  };
}
