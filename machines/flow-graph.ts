import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A flow machine's graph as the moves a person can see (docs/decisions/flow-insight.md): from one
 * leaf state to another leaf state on one event, after every eventless (`always`) step that may
 * follow. The browser's recorder reports these moves, the server refuses any the machine does not
 * have, and the version (a hash of them) starts a new series when the machine changes. Shared by
 * server and browser, so it lives beside the machines rather than in tests.
 */

/** What a run's first report says: the actor started in its first leaf state (`from` null). */
export const START_EVENT = 'xstate.init';

/** `fast.booking` for a state node inside `fast`; the same text `statePathOf` gives a snapshot. */
export const leafIdOf = (node: AnyStateNode): string => node.path.join('.');

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function isLeaf(node: AnyStateNode): boolean {
  return node.type === 'atomic' || node.type === 'final';
}

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) out.push(n);
  return out;
}

/** The leaves a target settles in: a compound state's initial one, down; a history state, any leaf of its parent. */
function leavesOf(target: AnyStateNode): AnyStateNode[] {
  if (isLeaf(target)) return [target];
  if (target.type === 'history') return target.parent ? allLeaves(target.parent) : [];
  if (target.type === 'parallel') return childrenOf(target).flatMap(leavesOf);
  const initial = target.initial?.target?.[0] as AnyStateNode | undefined;
  return initial ? leavesOf(initial) : [];
}

function allLeaves(node: AnyStateNode): AnyStateNode[] {
  return isLeaf(node) ? [node] : childrenOf(node).flatMap(allLeaves);
}

/** A leaf and every leaf its eventless transitions (guarded or not) may take it to. */
function settledFrom(leaf: AnyStateNode, seen = new Set<AnyStateNode>()): Set<AnyStateNode> {
  if (seen.has(leaf)) return seen;
  seen.add(leaf);
  for (const node of ancestorsOf(leaf)) {
    for (const t of (node.always ?? []) as AnyTransitionDefinition[]) {
      for (const target of (t.target ?? []) as AnyStateNode[]) {
        for (const next of leavesOf(target)) settledFrom(next, seen);
      }
    }
  }
  return seen;
}

export interface FlowMove {
  /** null: the run's start */
  from: string | null;
  event: string;
  to: string;
}

const moveKey = (m: FlowMove) => `${m.from ?? ''}\u0000${m.event}\u0000${m.to}`;

/**
 * Every move the machine can make: its start, then for each leaf each event its own or an
 * ancestor's transitions take (a target-less one stays, so it is no move), to every leaf it may
 * settle in. Guards are not judged: a move a guard allows on some data is a move of the graph.
 */
export function flowMoves(machine: AnyStateMachine): FlowMove[] {
  const moves = new Map<string, FlowMove>();
  const add = (m: FlowMove) => {
    if (m.from !== m.to) moves.set(moveKey(m), m);
  };
  for (const first of leavesOf(machine.root)) {
    for (const leaf of settledFrom(first)) add({ from: null, event: START_EVENT, to: leafIdOf(leaf) });
  }
  for (const leaf of allLeaves(machine.root)) {
    if (leaf.type === 'final') continue;
    for (const node of ancestorsOf(leaf)) {
      for (const [event, definitions] of node.transitions) {
        for (const t of definitions as AnyTransitionDefinition[]) {
          for (const target of (t.target ?? []) as AnyStateNode[]) {
            for (const entered of leavesOf(target)) {
              for (const settled of settledFrom(entered)) add({ from: leafIdOf(leaf), event, to: leafIdOf(settled) });
            }
          }
        }
      }
    }
  }
  return [...moves.values()].sort((a, b) => (moveKey(a) < moveKey(b) ? -1 : 1));
}

/** The leaf states of the machine (a state's entries and exits are counted by these names). */
export const flowStates = (machine: AnyStateMachine): string[] => allLeaves(machine.root).map(leafIdOf).sort();

/** A leaf state as the insight console draws it: its step and title (the flow kit's `meta`), and whether it ends the run. */
export interface FlowNode {
  state: string;
  /** the step number the page shows (1 of 4…); null for a state that is no step (opening, submitting…) */
  step: number | null;
  title: string | null;
  final: boolean;
}

/**
 * The machine's leaf states in the order they are written (the order a member meets them, which
 * the console's diagram follows), each with its own or nearest ancestor's step and title.
 */
export function flowNodes(machine: AnyStateMachine): FlowNode[] {
  return allLeaves(machine.root).map((leaf) => {
    const meta = ancestorsOf(leaf)
      .map((n) => n.meta as { step?: unknown; title?: unknown } | undefined)
      .find((m) => m && (typeof m.step === 'number' || typeof m.title === 'string'));
    return {
      state: leafIdOf(leaf),
      step: typeof meta?.step === 'number' ? meta.step : null,
      title: typeof meta?.title === 'string' ? meta.title : null,
      final: leaf.type === 'final',
    };
  });
}

/** FNV-1a, 32 bits: the same in the browser and on the server, with no crypto call to wait for. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The machine's version: a hash of its moves. A new or removed state, event or target makes a new one. */
export const flowVersionOf = (machine: AnyStateMachine): string => flowGraphOf(machine).version;

/** One machine's moves as a lookup, built once per machine. */
export interface FlowGraph {
  version: string;
  states: ReadonlySet<string>;
  events: ReadonlySet<string>;
  has(move: FlowMove): boolean;
}

const graphs = new WeakMap<AnyStateMachine, FlowGraph>();

export function flowGraphOf(machine: AnyStateMachine): FlowGraph {
  const known = graphs.get(machine);
  if (known) return known;
  const moves = flowMoves(machine);
  const keys = new Set(moves.map(moveKey));
  const graph: FlowGraph = {
    version: fnv1a(`${machine.id}\n${moves.map(moveKey).join('\n')}`),
    states: new Set(flowStates(machine)),
    events: new Set(moves.map((m) => m.event)),
    has: (move) => keys.has(moveKey(move)),
  };
  graphs.set(machine, graph);
  return graph;
}

/** A snapshot's state value as its leaf's id (`{ fast: 'booking' }` → `fast.booking`), as `leafIdOf` names nodes. */
export function leafPathOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const [key, child] = Object.entries(value)[0] ?? ['', undefined];
  return child === undefined || (typeof child === 'object' && !Object.keys(child as object).length)
    ? key
    : `${key}.${leafPathOf(child)}`;
}
