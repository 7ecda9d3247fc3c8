/**
 * The one replay core of the machine tests (machine-paths' `replayPath`, machine-oracle.ts,
 * flow-oracle.ts): a real actor of the machine whose calls are stubs that stay pending until the
 * test answers them, and whose app-provided actions are recorders. The machine's own logic
 * (guards, `assign`, `raise`…) runs as written.
 *
 * Framework-free (Playwright and Vitest can both load it); nothing here throws on a difference.
 */
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';

export const DONE = 'xstate.done.actor.';
export const ERROR = 'xstate.error.actor.';

/** What the actor caused, in order: an app-provided action run, or a stubbed call started. */
export type RunEffect =
  | { action: string; params: unknown; eventType: string; context: unknown }
  | { invoke: string; src: string; input: unknown };

export interface MachineRun {
  actor: AnyActorRef;
  effects: RunEffect[];
  /** what the actor failed with (an error no transition handled) */
  errors: unknown[];
  /** the stubbed calls under way, by their actor */
  pending: Map<AnyActorRef, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>;
}

export interface RunOptions {
  input?: unknown;
  /** implementations that win over the stubs (a real actor, a guard that disagrees) */
  provide?: { actors?: object; actions?: object; guards?: object; delays?: object };
}

/** the run each actor system belongs to: the stubs are provided once per machine */
const runs = new WeakMap<object, MachineRun>();
const stubbed = new WeakMap<AnyStateMachine, AnyStateMachine>();
const runOf = (system: object) => runs.get(system) as MachineRun;

function isBuiltInAction(impl: unknown): boolean {
  // assign(), raise(), sendTo(), enqueueActions()... carry a `resolve`: they are the machine's own logic
  return typeof impl === 'function' && 'resolve' in impl;
}

// `provide` builds the machine's state nodes anew: once per machine, not once per replay
function withStubs(machine: AnyStateMachine): AnyStateMachine {
  const known = stubbed.get(machine);
  if (known) return known;
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(({ input, self, system }) => {
        const run = runOf(system);
        run.effects.push({ invoke: self.id, src, input });
        return new Promise((resolve, reject) => run.pending.set(self, { resolve, reject }));
      }),
    ]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, impl]) => !isBuiltInAction(impl))
      .map(([name]) => [
        name,
        ({ event, context, system }: { event: EventObject; context: unknown; system: object }, params: unknown) => {
          // a context is never changed in place (assign makes a new one): the reference is what it was
          runOf(system).effects.push({ action: name, params, eventType: event.type, context });
        },
      ]),
  );
  const provided = machine.provide({ actors, actions } as never);
  stubbed.set(machine, provided);
  return provided;
}

/** Starts a real actor of `machine` with stubbed calls and recorded actions. */
export function startRun(machine: AnyStateMachine, options: RunOptions = {}): MachineRun {
  const stubs = withStubs(machine);
  const logic = options.provide ? stubs.provide(options.provide as never) : stubs;
  const actor = createActor(logic, (options.input === undefined ? {} : { input: options.input }) as never);
  const run: MachineRun = { actor, effects: [], errors: [], pending: new Map() };
  runs.set(actor.system, run);
  actor.subscribe({ error: (error) => run.errors.push(error) });
  actor.start();
  return run;
}

// setImmediate, not setTimeout: a stub settles within microtasks, and the 1 ms timer clamp adds up
// over hundreds of replays
const nextMacrotask = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Sends `event` as the app or a call's answer would. `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>` settle the running child with that id (its stub resolved with `output`
 * or rejected with `error`; a provided actor settles by itself) and wait until the parent has the
 * answer. 'not-running' when no child with that id is running: the call is not under way.
 */
export async function deliver(
  run: MachineRun,
  event: EventObject,
  settleTimeoutMs = 2000,
): Promise<'sent' | 'settled' | 'not-running'> {
  const settle = event.type.startsWith(DONE) ? DONE : event.type.startsWith(ERROR) ? ERROR : null;
  if (!settle) {
    run.actor.send(event);
    return 'sent';
  }
  const id = event.type.slice(settle.length);
  const child = (run.actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef | undefined;
  if (child?.getSnapshot().status !== 'active') return 'not-running';
  const stub = run.pending.get(child);
  if (stub) {
    run.pending.delete(child);
    if (settle === DONE) stub.resolve((event as { output?: unknown }).output);
    else stub.reject((event as { error?: unknown }).error);
  }
  const deadline = Date.now() + settleTimeoutMs;
  do await nextMacrotask();
  while (child.getSnapshot().status === 'active' && Date.now() < deadline);
  await nextMacrotask();
  return 'settled';
}
