/**
 * Model-based tests for any XState v5 machine (DESIGN "Flows are machines").
 *
 * - `coveragePaths` asks @xstate/graph for paths that together take every transition the events
 *   can take: the shortest path to each state, extended by each of its outgoing edges
 *   (`getSimplePaths` misses back-edges, see shared/examples/transition-coverage.md).
 * - `assertFullCoverage` re-runs the paths through the machine's pure `transition` and fails
 *   unless every state node was entered and every transition definition was taken.
 * - `replayPath` drives a real actor along a path with stubbed effects and checks every step.
 * - `describePath` is the framework-free view a Playwright helper replays through the real UI.
 *
 * No test framework is imported here (Playwright and Vitest can both load this file); failures
 * are thrown `Error`s.
 */
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from '@xstate/graph';
import {
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type createActor,
  createEmptyActor,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { DONE, deliver, ERROR, type RunOptions, startRun } from './machine-run';

export interface PathStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** the event sent; the first step's is `{ type: 'xstate.init' }` (start the actor / open the screen) */
  event: EventObject;
  /** the snapshot the machine is in after the event */
  state: SnapshotFrom<TMachine>;
}

export interface MachinePath<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** unique, readable: `hidden → dialog.open → visible → dialog.cancel → closing` */
  name: string;
  input: InputFrom<TMachine> | undefined;
  steps: PathStep<TMachine>[];
  /** the final snapshot (same as the last step's) */
  state: SnapshotFrom<TMachine>;
}

/** A path as plain data, for a Playwright helper that replays it through the real UI. */
export interface DescribedPath {
  name: string;
  steps: { event: EventObject; stateValue: StateValue; context: unknown }[];
}

export interface CoverageOptions<TMachine extends AnyStateMachine> {
  /**
   * The events to try in a snapshot; list `xstate.done.actor.<id>` (with `output`) and
   * `xstate.error.actor.<id>` (with `error`) for invoked actors, and one event per guard branch.
   * A function, not an array: an array would also be tried in final states.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => EventObject[];
  input?: InputFrom<TMachine>;
  /** how an event reads in path names (default: `formatEvent`, type + shortened payload) */
  eventLabel?: (event: EventObject) => string;
}

export interface ActionCall {
  action: string;
  params: unknown;
  eventType: string;
}

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** implementations that win over the stubs (e.g. a fromCallback that records what it is sent) */
  provide?: Parameters<TMachine['provide']>[0];
  /** compare the context after each step as well as the value (default true) */
  checkContext?: boolean;
  /** leave the actor running for further assertions (default: stopped when the path ends) */
  keepRunning?: boolean;
  /** how long a provided (non-stub) actor may take to settle at a done/error step (default 2000) */
  settleTimeoutMs?: number;
}

export interface ReplayResult<TMachine extends AnyStateMachine> {
  actor: ReturnType<typeof createActor<TMachine>>;
  /** every placeholder action that ran, in order */
  calls: ActionCall[];
  /** every stubbed actor that was started (not those from `options.provide`): invoke id and input */
  invocations: { id: string; input: unknown }[];
}

type MachineStep = PathStep;

// ---------------------------------------------------------------------------------- naming

export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  if (entries.length === 1) {
    const [key, child] = entries[0] as [string, StateValue];
    return `${key}.${formatStateValue(child)}`;
  }
  return `{${entries.map(([k, v]) => `${k}: ${formatStateValue(v as StateValue)}`).join(', ')}}`;
}

/** `type` plus its payload as JSON, cut to `max` characters. */
export function formatEvent(event: EventObject, max = 48): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const shown = Object.entries(payload).filter(([, v]) => v !== undefined);
  if (!shown.length) return type;
  const json = stableStringify(Object.fromEntries(shown));
  return `${type} ${json.length > max ? `${json.slice(0, max - 1)}…` : json}`;
}

function pathName(steps: MachineStep[], label: (event: EventObject) => string): string {
  return steps
    .map((step, i) =>
      i === 0 ? formatStateValue(step.state.value) : `${label(step.event)} → ${formatStateValue(step.state.value)}`,
    )
    .join(' → ');
}

export function describePath(path: MachinePath): DescribedPath {
  return {
    name: path.name,
    steps: path.steps.map(({ event, state }) => ({
      event,
      stateValue: state.value,
      context: state.context,
    })),
  };
}

function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

// ---------------------------------------------------------------------------------- coverage

/** `source|eventType|branchIndex` for every transition definition, `always` included. */
export function transitionKeys(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  for (const node of allStateNodes(machine)) {
    for (const [type, defs] of node.transitions) {
      for (const [i, t] of defs.entries()) keys.set(t, `${node.id}|${type}|${i}`);
    }
    for (const [i, t] of (node.always ?? []).entries()) keys.set(t, `${node.id}|always|${i}`);
  }
  return keys;
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/**
 * An actor scope like @xstate/graph's (effects are not executed, children are not started)
 * whose system reports each microstep, so that eventless transitions, raised events and nodes
 * entered and left within one macrostep are seen too.
 */
function recordingScope() {
  const self = createEmptyActor();
  const taken = new Set<AnyTransitionDefinition>();
  const entered = new Set<AnyStateNode>();
  self.system.inspect((ev) => {
    if (ev.type !== '@xstate.microstep') return;
    for (const t of ev._transitions) {
      taken.add(t);
      // a state left in the microstep that entered it (an eventless choice, `always`) was entered too
      entered.add(t.source);
    }
    for (const node of nodesOf(ev.snapshot)) entered.add(node);
  });
  const scope = {
    self,
    id: '',
    sessionId: 'coverage',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  return { scope, taken, entered };
}

// `_nodes` is internal, but it is what @xstate/graph's own TestModel matches state nodes with.
function nodesOf(snapshot: unknown): AnyStateNode[] {
  return (snapshot as { _nodes: AnyStateNode[] })._nodes;
}

function walk(
  machine: AnyStateMachine,
  path: Pick<MachinePath, 'input' | 'steps'>,
  recording: ReturnType<typeof recordingScope>,
): void {
  let snapshot = machine.getInitialSnapshot(recording.scope, path.input) as AnyMachineSnapshot;
  for (const node of nodesOf(snapshot)) recording.entered.add(node);
  for (const step of path.steps.slice(1)) {
    snapshot = machine.transition(snapshot, step.event, recording.scope) as AnyMachineSnapshot;
  }
}

export interface Coverage {
  missingStates: string[];
  missingTransitions: string[];
}

export function coverageOf(machine: AnyStateMachine, paths: Pick<MachinePath, 'input' | 'steps'>[]): Coverage {
  const recording = recordingScope();
  for (const path of paths) walk(machine, path, recording);
  return {
    missingStates: allStateNodes(machine)
      .filter((node) => !recording.entered.has(node))
      .map((node) => node.id),
    missingTransitions: [...transitionKeys(machine)].filter(([t]) => !recording.taken.has(t)).map(([, key]) => key),
  };
}

/** Throws, listing what is missing, unless the paths enter every state node and take every transition. */
export function assertFullCoverage(machine: AnyStateMachine, paths: Pick<MachinePath, 'input' | 'steps'>[]): void {
  const { missingStates, missingTransitions } = coverageOf(machine, paths);
  if (missingStates.length || missingTransitions.length) {
    throw new Error(
      `Machine "${machine.id}" is not fully covered by ${paths.length} path(s).\n` +
        (missingStates.length ? `  states never entered: ${missingStates.join(', ')}\n` : '') +
        (missingTransitions.length ? `  transitions never taken: ${missingTransitions.join(', ')}\n` : ''),
    );
  }
}

// ---------------------------------------------------------------------------------- generation

/**
 * Paths that cover every reachable state and every edge the events can take: the shortest path
 * to each state plus, for each edge of the adjacency map, the shortest path to its source and
 * the edge. Events that take no transition where they are offered (ignored, guard refused) are
 * not followed, final/stopped snapshots get no events, and a path that is a prefix of another
 * is dropped.
 */
export function coveragePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: CoverageOptions<TMachine>,
): MachinePath<TMachine>[] {
  // Only events that take a transition: an ignored event would add a useless self-loop, and an
  // unhandled `xstate.error.actor.*` would put the machine in status "error" under the same
  // value and context as the active snapshot (serializeSnapshot ignores status).
  const events = (snapshot: AnyMachineSnapshot) =>
    snapshot.status !== 'active'
      ? []
      : options.events(snapshot as SnapshotFrom<TMachine>).filter((e) => !takesNoTransition(machine, snapshot, e));
  const serializeState = (snapshot: AnyMachineSnapshot) => `${serializeSnapshot(snapshot)}|${snapshot.status}`;
  const traversal = { events, input: options.input, serializeState } as never;
  const toState = new Map<string, MachineStep[]>();
  for (const p of getShortestPaths(machine, traversal) as { state: AnyMachineSnapshot; steps: MachineStep[] }[]) {
    toState.set(serializeState(p.state), p.steps);
  }
  const candidates: MachineStep[][] = [...toState.values()];
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = toState.get(key);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) candidates.push([...head, { event, state }]);
  }
  const signature = (steps: MachineStep[]) => steps.map((s) => stableStringify(s.event));
  const sigs = candidates.map(signature);
  const kept = candidates.filter((_, i) => {
    const mine = sigs[i] as string[];
    return !sigs.some(
      (other, j) =>
        j !== i &&
        (other.length > mine.length || (other.length === mine.length && j < i)) &&
        mine.every((s, k) => other[k] === s),
    );
  });
  const seen = new Map<string, number>();
  return kept.map((steps) => {
    const base = pathName(steps, options.eventLabel ?? ((e) => formatEvent(e)));
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return {
      name: n === 1 ? base : `${base} (#${n})`,
      input: options.input,
      steps: steps as PathStep<TMachine>[],
      state: (steps[steps.length - 1] as MachineStep).state as SnapshotFrom<TMachine>,
    };
  });
}

function takesNoTransition(machine: AnyStateMachine, from: AnyMachineSnapshot, event: EventObject): boolean {
  const recording = recordingScope();
  machine.transition(from, event, recording.scope);
  return recording.taken.size === 0;
}

// ---------------------------------------------------------------------------------- replay

/**
 * Replays `path` on a real actor (machine-run.ts):
 * - every actor in `setup({ actors })` is replaced by a stub (a fromPromise that never does I/O
 *   and stays pending; it also stands in for callback actors, whose events the path sends
 *   directly, exactly as their sendBack would);
 * - every custom action is replaced by a recorder (assign/raise/... built-ins are kept, they
 *   are the machine's own logic); guards are the machine's own.
 *
 * For `xstate.done.actor.<id>` / `xstate.error.actor.<id>` steps the running child with that id
 * must exist; if it is a stub it is resolved with `output` / rejected with `error` (an actor from
 * `options.provide` settles by itself), and the actor gets to the next state by itself.
 * Sending those events straight to the actor would also be accepted by xstate 5.33 (they are
 * matched by type only), but it would pass even if the machine had never invoked the actor;
 * settling the stub proves the invoke is running with that id.
 *
 * After every step the actor's value and status (and, unless `checkContext: false`, its
 * context) must equal the path's; otherwise this throws with the path name and the step.
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: MachinePath<TMachine>,
  options: ReplayOptions<TMachine> = {},
): Promise<ReplayResult<TMachine>> {
  const run = startRun(machine, {
    input: options.input ?? path.input,
    provide: options.provide as RunOptions['provide'],
  });
  const actor = run.actor as ReplayResult<TMachine>['actor'];
  const checkContext = options.checkContext ?? true;
  const fail = (i: number, message: string): never => {
    actor.stop();
    throw new Error(
      `Path "${path.name}", step ${i} (${formatEvent(path.steps[i]?.event ?? { type: '?' }, 200)}): ${message}`,
    );
  };
  const check = (i: number, expected: AnyMachineSnapshot) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    if (run.errors.length) fail(i, `the actor errored: ${String(run.errors[0])}`);
    if (stableStringify(actual.value) !== stableStringify(expected.value)) {
      fail(i, `expected state ${formatStateValue(expected.value)}, the actor is in ${formatStateValue(actual.value)}`);
    }
    if (checkContext && stableStringify(actual.context) !== stableStringify(expected.context)) {
      fail(i, `expected context ${stableStringify(expected.context)}, got ${stableStringify(actual.context)}`);
    }
    if (actual.status !== expected.status) {
      fail(i, `expected status ${expected.status}, got ${actual.status}`);
    }
  };

  for (const [i, step] of path.steps.entries()) {
    const { event } = step;
    if (i > 0) {
      const answer = event.type.startsWith(DONE) || event.type.startsWith(ERROR);
      if (!answer && event.type.startsWith('xstate.')) fail(i, `cannot replay the internal event ${event.type}`);
      // sent at once, not awaited: a provided actor must not settle before the step is checked
      if (!answer) actor.send(event as never);
      else if ((await deliver(run, event, options.settleTimeoutMs)) === 'not-running') {
        const ok = event.type.startsWith(DONE);
        const id = event.type.slice((ok ? DONE : ERROR).length);
        fail(i, `no invoked actor "${id}" is running to ${ok ? 'resolve' : 'reject'}`);
      }
    }
    check(i, step.state as AnyMachineSnapshot);
  }
  if (!options.keepRunning) actor.stop();
  return {
    actor,
    calls: run.effects.flatMap((e) =>
      'action' in e ? [{ action: e.action, params: e.params, eventType: e.eventType }] : [],
    ),
    invocations: run.effects.flatMap((e) => ('invoke' in e ? [{ id: e.invoke, input: e.input }] : [])),
  };
}

/**
 * A small subset of `paths` that still enters every state and takes every transition they do
 * (greedy set cover: each round keeps the path adding the most not yet covered), for replaying
 * through the UI, where every path costs seconds. Kept in the order of `paths`.
 */
export function coveringSubset<TMachine extends AnyStateMachine>(
  machine: TMachine,
  paths: MachinePath<TMachine>[],
): MachinePath<TMachine>[] {
  const nodes = allStateNodes(machine).map((node) => node.id);
  const transitions = [...transitionKeys(machine).values()];
  const covers = paths.map((path) => {
    const { missingStates, missingTransitions } = coverageOf(machine, [path]);
    const missing = new Set([...missingStates, ...missingTransitions]);
    return new Set([...nodes, ...transitions].filter((item) => !missing.has(item)));
  });
  const covered = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let best = -1;
    let gain = 0;
    covers.forEach((items, i) => {
      if (chosen.has(i)) return;
      const adds = [...items].filter((item) => !covered.has(item)).length;
      if (adds > gain) [best, gain] = [i, adds];
    });
    if (best === -1) break;
    chosen.add(best);
    for (const item of covers[best] ?? []) covered.add(item);
  }
  return paths.filter((_, i) => chosen.has(i));
}
