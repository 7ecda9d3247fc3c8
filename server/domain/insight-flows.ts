import type { InsightFlow } from '../../schemas/flow-insight.schema';
import { FLOW_GRAPHS } from './flow-graph.data';

/** A reported move: from a leaf state (null: the run's start) on an event to a leaf state. */
export interface FlowMove {
  from: string | null;
  event: string;
  to: string;
}

/** One flow's graph as a lookup: its version, its states and events, and whether it has a move. */
export interface FlowGraph {
  version: string;
  states: ReadonlySet<string>;
  events: ReadonlySet<string>;
  has(move: FlowMove): boolean;
}

const keyOf = (from: string | null, event: string, to: string) => `${from ?? ''}\u0000${event}\u0000${to}`;

const graphs = new Map<InsightFlow, FlowGraph>();

/**
 * A recorded member flow's graph as its machine has it now (docs/decisions/flow-insight.md), from
 * flow-graph.data.ts: drawn from machines/ by a test that fails when a machine changed without it,
 * since the server does not import the browser's machines (DESIGN.md's one-way imports).
 */
export function insightGraphOf(flow: InsightFlow): FlowGraph {
  const known = graphs.get(flow);
  if (known) return known;
  const data = FLOW_GRAPHS[flow];
  const keys = new Set(data.moves.map(([from, event, to]) => keyOf(from, event, to)));
  const graph: FlowGraph = {
    version: data.version,
    states: new Set(data.states),
    events: new Set(data.moves.map(([, event]) => event)),
    has: (move) => keys.has(keyOf(move.from, move.event, move.to)),
  };
  graphs.set(flow, graph);
  return graph;
}
