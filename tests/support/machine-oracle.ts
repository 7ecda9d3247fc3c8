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
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom } from 'xstate';
import type { MachineModel } from './machine-model';
import { DONE, deliver, ERROR, type MachineRun, startRun } from './machine-run';

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

/** the effects as the oracle writes them: an action with its params, a call with its input */
const effectsOf = (run: MachineRun, from: number): OracleEffect[] =>
  run.effects
    .slice(from)
    .map((e) => ('action' in e ? { action: e.action, params: e.params } : { invoke: e.invoke, input: e.input }));

/**
 * Sends one event as the app or a call's answer would. A done/error event settles the stub of
 * the running child with that id; `false` when the oracle says no such call is under way.
 */
async function send<S>(
  run: MachineRun,
  oracle: MachineOracle<S>,
  state: S,
  event: EventObject,
  fail: (what: string) => never,
): Promise<boolean> {
  // an ended actor takes no events (its status was checked when it ended)
  if ((run.actor.getSnapshot() as AnyMachineSnapshot).status !== 'active') return false;
  const id = event.type.startsWith(DONE)
    ? event.type.slice(DONE.length)
    : event.type.startsWith(ERROR)
      ? event.type.slice(ERROR.length)
      : null;
  if (id !== null && !oracle.running(state).includes(id)) return false;
  if ((await deliver(run, event)) === 'not-running') fail(`"${id}" must be running to answer`);
  return true;
}

function compare<S>(
  run: MachineRun,
  from: number,
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
  const caused = effectsOf(run, from);
  if (stableJson(caused) !== stableJson(effects)) {
    fail(`the effects must be ${stableJson(effects)}, they are ${stableJson(caused)}`);
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
    const replay = async (run: MachineRun, events: EventObject[], fail: (what: string) => never) => {
      let s = first;
      for (const e of events) {
        const happened = await send(run, o, s, e, fail);
        s = (happened ? o.next(s, e)?.state : undefined) ?? s;
      }
    };
    const run = startRun(model.machine, { input });
    compare(run, 0, o, first, o.startEffects?.(first) ?? [], failAt([]));
    run.actor.stop();
    const queue: { s: S; events: EventObject[] }[] = [{ s: first, events: [] }];
    seen.add(stableJson([name, first]));

    while (queue.length) {
      const item = queue.shift() as { s: S; events: EventObject[] };
      if (seen.size > (options.maxStates ?? 400)) throw new Error('the oracle has more states than expected');
      const probe = startRun(model.machine, { input });
      await replay(probe, item.events, failAt(item.events));
      const offered = [...model.events(probe.actor.getSnapshot() as never), ...(options.extraEvents ?? [])];
      probe.actor.stop();
      for (const event of offered) {
        const events = [...item.events, event];
        const fail = failAt(events);
        const run = startRun(model.machine, { input });
        await replay(run, item.events, fail);
        const from = run.effects.length;
        const happened = await send(run, o, item.s, event, fail);
        const step = happened ? o.next(item.s, event) : undefined;
        const expected = step?.state ?? item.s;
        compare(run, from, o, expected, step?.effects ?? [], fail);
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
