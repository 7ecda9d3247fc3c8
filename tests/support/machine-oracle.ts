/**
 * The machine oracle (issue 21), for machines that are not step flows (the dialog, the session,
 * the stale-build watcher): what must be true after each event in each situation, written from
 * the SPEC and the decision docs in the test model, NOT read from the machine. The generated
 * paths replay a machine against itself; this is the second opinion a broken machine cannot
 * rewrite. (Step flows have their own, richer oracle: flow-oracle.ts.)
 *
 * An oracle is a small pure model of the machine's promises:
 * - its own states (`S`, plain data), the first one per start (the machine's input);
 * - for each: the machine state a person is in, what the context must hold (what is shown or
 *   kept), which invoked actors (calls, timers) are running, whether the actor has ended;
 * - `next(state, event)`: the next state and the effects the event must cause, in order: each
 *   app-provided action with its params (`{ action: 'goToSignIn', params: { banner: 3 } }`), each
 *   actor started with its input (`{ invoke: 'login', input: … }`).
 *
 * `checkMachineOracle` explores the oracle breadth-first: from each of its states it tries every
 * event of the test model (plus any extra ones) on a fresh actor that replayed the events that
 * led there, and compares state, context, running actors, status and the effects of that one
 * event with the oracle's. Every effect is a recorder and every actor a stub that stays pending
 * until the model's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event settles it (only
 * when the oracle says that actor runs: a call that is not under way cannot answer). Any event
 * the oracle ignores must change nothing and cause nothing.
 *
 * Framework-free (throws on the first difference), like machine-paths.ts.
 */
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InputFrom,
} from 'xstate';
import type { MachineModel } from './machine-model';

/** An effect the machine must cause: an app-provided action run, or an actor (a call, a timer) started. */
export type OracleEffect = { action: string; params?: unknown } | { invoke: string; input?: unknown };

export interface OracleStep<S> {
  state: S;
  /** in the order they must happen; none when omitted */
  effects?: OracleEffect[];
}

export interface MachineOracle<S, TMachine extends AnyStateMachine = AnyStateMachine> {
  /** where a person starts, for the machine's input */
  initial: (input: InputFrom<TMachine>) => S;
  /** the effects of starting the actor (the first state's entry actions and invokes) */
  startEffects?: (state: S) => OracleEffect[];
  /** the machine's state value (a top-level state name) */
  value: (state: S) => string;
  /** what the context must hold: each key listed must equal (as JSON) the context's */
  context: (state: S) => Record<string, unknown>;
  /** the ids of the invoked actors running in this state */
  running: (state: S) => string[];
  /** the actor has ended (a final state) */
  final: (state: S) => boolean;
  /** the next state after `event`, and what it must cause; `undefined`: nothing changes, nothing happens */
  next: (state: S, event: EventObject) => OracleStep<S> | undefined;
}

export interface OracleCheckOptions<TMachine extends AnyStateMachine> {
  /** events tried besides the model's (boundaries the generated paths need not follow) */
  extraEvents?: EventObject[];
  /** the starts to explore (default: the model's input) */
  starts?: Record<string, InputFrom<TMachine>>;
  /** a safety net against an oracle that never closes */
  maxStates?: number;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** JSON with sorted keys and `undefined` left out, so equal data compares equal. */
export function stableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    ) ?? 'undefined'
  );
}

interface Run {
  actor: AnyActorRef;
  effects: OracleEffect[];
  errors: unknown[];
  pending: Map<AnyActorRef, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>;
}

// setImmediate, not setTimeout: a stub settles within microtasks, and the 1 ms timer clamp adds up over
// hundreds of replays
const nextMacrotask = () => new Promise((resolve) => setImmediate(resolve));

function isBuiltInAction(impl: unknown): boolean {
  // assign(), raise(), sendTo(), enqueueActions()... carry a `resolve`: they are the machine's own logic
  return typeof impl === 'function' && 'resolve' in impl;
}

function start(machine: AnyStateMachine, input: unknown): Run {
  const effects: OracleEffect[] = [];
  const errors: unknown[] = [];
  const pending: Run['pending'] = new Map();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(({ input: sent, self }) => {
        effects.push({ invoke: self.id, input: sent });
        return new Promise((resolve, reject) => pending.set(self, { resolve, reject }));
      }),
    ]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, impl]) => !isBuiltInAction(impl))
      .map(([name]) => [name, (_: unknown, params: unknown) => void effects.push({ action: name, params })]),
  );
  const actor = createActor(machine.provide({ actors, actions } as never), { input } as never);
  actor.subscribe({ error: (err) => errors.push(err) });
  actor.start();
  return { actor, effects, errors, pending };
}

/**
 * Sends one event as the app or a call's answer would. A done/error event settles the stub of
 * the running child with that id; `false` when the oracle says no such call is under way.
 */
async function send<S>(
  run: Run,
  oracle: MachineOracle<S>,
  state: S,
  event: EventObject,
  fail: (what: string) => never,
): Promise<boolean> {
  // an ended actor takes no events (its status was checked when it ended)
  if ((run.actor.getSnapshot() as AnyMachineSnapshot).status !== 'active') return false;
  const settle = event.type.startsWith(DONE) ? DONE : event.type.startsWith(ERROR) ? ERROR : null;
  if (!settle) {
    run.actor.send(event);
    return true;
  }
  const id = event.type.slice(settle.length);
  if (!oracle.running(state).includes(id)) return false;
  const child = (run.actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef | undefined;
  const stub = child ? run.pending.get(child) : undefined;
  if (!child || !stub || child.getSnapshot().status !== 'active') fail(`"${id}" must be running to answer`);
  run.pending.delete(child as AnyActorRef);
  if (settle === DONE) stub?.resolve((event as { output?: unknown }).output);
  else stub?.reject((event as { error?: unknown }).error);
  for (let i = 0; i < 20 && child?.getSnapshot().status === 'active'; i++) await nextMacrotask();
  await nextMacrotask();
  return true;
}

function compare<S>(
  run: Run,
  oracle: MachineOracle<S>,
  expected: S,
  effects: OracleEffect[],
  fail: (w: string) => never,
) {
  if (run.errors.length) fail(`the actor failed: ${String(run.errors[0])}`);
  const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
  const value = typeof snapshot.value === 'string' ? snapshot.value : stableJson(snapshot.value);
  if (value !== oracle.value(expected)) fail(`the machine must be in "${oracle.value(expected)}", it is in "${value}"`);
  const ended = snapshot.status === 'done';
  if (ended !== oracle.final(expected)) fail(ended ? 'the actor must not have ended' : 'the actor must have ended');
  const context = snapshot.context as Record<string, unknown>;
  for (const [key, want] of Object.entries(oracle.context(expected))) {
    const got = stableJson(context[key]);
    if (got !== stableJson(want)) fail(`context.${key} must be ${stableJson(want)}, it is ${got}`);
  }
  const running = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>)
    .filter(([, child]) => child?.getSnapshot().status === 'active')
    .map(([id]) => id)
    .sort();
  const wantRunning = [...oracle.running(expected)].sort();
  if (running.join() !== wantRunning.join()) fail(`running must be [${wantRunning}], it is [${running}]`);
  if (stableJson(run.effects) !== stableJson(effects)) {
    fail(`the effects must be ${stableJson(effects)}, they are ${stableJson(run.effects)}`);
  }
}

/**
 * Explores `oracle` and tries every event of `model` (and `extraEvents`) from each of its states
 * on the model's machine; throws with the events that led there on the first difference.
 * Returns how many oracle states and (state, event) pairs were checked.
 */
export async function checkMachineOracle<S, TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  oracle: MachineOracle<S, TMachine>,
  options: OracleCheckOptions<TMachine> = {},
): Promise<{ states: number; checks: number }> {
  const o = oracle as unknown as MachineOracle<S>;
  const label = model.eventLabel;
  const trail = (events: EventObject[]) => (events.length ? events.map(label).join(' → ') : '(start)');
  const starts = Object.entries(options.starts ?? { '': model.input }) as [string, InputFrom<TMachine>][];
  const seen = new Set<string>();
  let checks = 0;

  for (const [name, input] of starts) {
    const failAt =
      (events: EventObject[]) =>
      (what: string): never => {
        throw new Error(`${name ? `(${name}) ` : ''}after ${trail(events)}: ${what}`);
      };
    const first = oracle.initial(input);
    // the way to an oracle state, state by state, so that each answer settles the call under way
    const replay = async (run: Run, events: EventObject[], fail: (what: string) => never) => {
      let s = first;
      for (const e of events) {
        const happened = await send(run, o, s, e, fail);
        s = (happened ? o.next(s, e)?.state : undefined) ?? s;
      }
    };
    const run = start(model.machine, input);
    compare(run, o, first, o.startEffects?.(first) ?? [], failAt([]));
    run.actor.stop();
    const queue: { s: S; events: EventObject[] }[] = [{ s: first, events: [] }];
    seen.add(stableJson([name, first]));

    while (queue.length) {
      const item = queue.shift() as { s: S; events: EventObject[] };
      if (seen.size > (options.maxStates ?? 400)) throw new Error('the oracle has more states than expected');
      const probe = start(model.machine, input);
      await replay(probe, item.events, failAt(item.events));
      const offered = [...model.events(probe.actor.getSnapshot() as never), ...(options.extraEvents ?? [])];
      probe.actor.stop();
      for (const event of offered) {
        const events = [...item.events, event];
        const fail = failAt(events);
        const run = start(model.machine, input);
        await replay(run, item.events, fail);
        run.effects.length = 0;
        const happened = await send(run, o, item.s, event, fail);
        const step = happened ? o.next(item.s, event) : undefined;
        const expected = step?.state ?? item.s;
        compare(run, o, expected, step?.effects ?? [], fail);
        run.actor.stop();
        checks += 1;
        const key = stableJson([name, expected]);
        if (!seen.has(key)) {
          seen.add(key);
          queue.push({ s: expected, events });
        }
      }
    }
  }
  return { states: seen.size, checks };
}
