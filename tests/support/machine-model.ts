/**
 * One test model per machine (`tests/models/<name>.model.ts`), shared by its Vitest paths test
 * (replayed on the actor) and its Playwright model spec (replayed through the UI): the events to
 * try, one per guard branch with valid and invalid data, the starts (inputs), and which paths are
 * the flow's happy ones (the only ones the phone project replays, see playwright.config.ts).
 *
 * Framework-free, like machine-paths.ts: both runners load it.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { coveragePaths, type MachinePath } from './machine-paths';

export interface MachineModelOptions<TMachine extends AnyStateMachine> {
  /** the machine file's base name: `machines/<name>.machine.ts` (names the coverage files and diagram) */
  name: string;
  machine: TMachine;
  /**
   * The events to try in a snapshot: one per guard branch (valid and invalid data), and
   * `xstate.done.actor.<id>` (with `output`) / `xstate.error.actor.<id>` (with `error`) for each
   * invoke. Events that take no transition where they are offered are not followed.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => EventObject[];
  /** how an event reads in path (and test) names */
  eventLabel?: (event: EventObject) => string;
  input?: InputFrom<TMachine>;
  /**
   * Several starts, each explored on its own (e.g. a first visit and a return visit with a stored
   * token): paths of a start with a non-empty key are named `(key) …`. Wins over `input`.
   */
  inputs?: Record<string, InputFrom<TMachine>>;
  /**
   * The flow's happy path(s), the ones a phone replays: their names (as the test list shows
   * them) or a test on a path. Default: the shortest path that reaches a final state (a machine
   * without final states must name its own).
   */
  happy?: readonly string[] | ((path: MachinePath<TMachine>) => boolean);
}

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  events: (snapshot: SnapshotFrom<TMachine>) => EventObject[];
  /** how an event reads in path and test names */
  eventLabel: (event: EventObject) => string;
  /** the start (the machine's input) of the model's first start */
  input: InputFrom<TMachine> | undefined;
  /** `coveragePaths` of every start: every state and transition the events can reach (computed once, on first use) */
  readonly paths: MachinePath<TMachine>[];
  /** the happy paths among `among` (default: all the model's paths) */
  happyPaths(among?: MachinePath<TMachine>[]): MachinePath<TMachine>[];
}

export function defineMachineModel<TMachine extends AnyStateMachine>(
  options: MachineModelOptions<TMachine>,
): MachineModel<TMachine> {
  let paths: MachinePath<TMachine>[] | null = null;
  const starts = Object.entries(options.inputs ?? { '': options.input }) as [string, InputFrom<TMachine>][];
  const model: MachineModel<TMachine> = {
    name: options.name,
    machine: options.machine,
    events: options.events,
    eventLabel: options.eventLabel ?? ((event) => event.type),
    input: (starts[0]?.[1] ?? options.input) as InputFrom<TMachine> | undefined,
    get paths() {
      paths ??= starts.flatMap(([key, input]) =>
        coveragePaths(options.machine, { events: options.events, input, eventLabel: options.eventLabel }).map((path) =>
          key ? { ...path, name: `(${key}) ${path.name}` } : path,
        ),
      );
      return paths;
    },
    happyPaths(among = model.paths) {
      const { happy } = options;
      if (typeof happy === 'function') return among.filter(happy);
      if (happy) {
        const found = among.filter((p) => happy.includes(p.name));
        const unknown = happy.filter((name) => !model.paths.some((p) => p.name === name));
        if (unknown.length) {
          throw new Error(
            `model "${options.name}": no generated path is named ${unknown.map((n) => `"${n}"`).join(', ')}`,
          );
        }
        return found;
      }
      const finished = among.filter((p) => (p.state as AnyMachineSnapshot).status === 'done');
      const shortest = Math.min(...finished.map((p) => p.steps.length));
      const first = finished.find((p) => p.steps.length === shortest);
      return first ? [first] : [];
    },
  };
  return model;
}

/** The event types of a path after its start: `['build.check', 'xstate.done.actor.fetchLatestBuild']`. */
export function eventTypes(path: MachinePath): string[] {
  return path.steps.slice(1).map((step) => step.event.type);
}
