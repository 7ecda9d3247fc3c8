/**
 * Model-based UI tests (the "abacus" style): replay a machine's generated paths
 * (machine-paths.ts `coveragePaths`) through the REAL UI in Playwright.
 *
 * A `UiPathMap` says, for one machine,
 * - `events`: how the user (or the browser) causes each event type: a click, a key, a routed
 *   response, a `page.clock` jump, a failing chunk. An event the user cannot cause at all is
 *   declared `notInUi(reason)`, and every path that sends it is skipped with that reason;
 * - `states`: how to see on the page that the machine is in each atomic state (Playwright
 *   `expect`s, which retry until the page gets there or time out);
 * - `setup`: opens the page (and routes, clocks...) for the path's initial state; what it
 *   returns is handed to every action and check as `step.world` (per-test state: held routes,
 *   counters...);
 * - `skip`: paths the UI cannot reproduce for a reason other than one event type (e.g. an event
 *   sent while the page is modal). Keep this list short: each entry needs a reason.
 *
 * The map must be complete: `checkUiMap` (run by `planUiPaths` and `replayPathInBrowser`) fails
 * when an event type the machine handles has no UI action, when an atomic state has no UI
 * check, or when the map names events or states the machine does not have.
 */
import { type Page, test } from '@playwright/test';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import { axeOncePerRun } from './axe';
import { type Coverage, coverageOf, formatEvent, formatStateValue, type MachinePath } from './machine-paths';

export interface UiStep<TMachine extends AnyStateMachine = AnyStateMachine, TWorld = unknown> {
  /** 0 is the start (`xstate.init`: the page `setup` opened) */
  index: number;
  path: MachinePath<TMachine>;
  event: AnyEventObject;
  /** the machine's snapshot before the event (for step 0: the initial snapshot itself) */
  from: SnapshotFrom<TMachine>;
  /** the snapshot the machine reaches with the event: what the page must show now */
  to: SnapshotFrom<TMachine>;
  isLast: boolean;
  /** what `setup` returned */
  world: TWorld;
}

export type UiEventAction<TMachine extends AnyStateMachine, TWorld> = (
  page: Page,
  /** the path's event, payload included (`xstate.done.actor.*` carry `output`) */
  event: AnyEventObject,
  step: UiStep<TMachine, TWorld>,
) => Promise<void>;

export type UiStateCheck<TMachine extends AnyStateMachine, TWorld> = (
  page: Page,
  snapshot: SnapshotFrom<TMachine>,
  step: UiStep<TMachine, TWorld>,
) => Promise<void>;

export interface NotInUi {
  notInUi: string;
}

/** An event type nothing in the UI can cause; paths that send it are skipped with `reason`. */
export const notInUi = (reason: string): NotInUi => ({ notInUi: reason });

export interface UiPathMap<TMachine extends AnyStateMachine, TWorld = void> {
  /** by event type, e.g. `dialog.confirm`, `xstate.done.actor.fetchLatestBuild` */
  events: Record<string, UiEventAction<TMachine, TWorld> | NotInUi>;
  /** by atomic state path, e.g. `visible`, `form.editing` (parent states are implied) */
  states: Record<string, UiStateCheck<TMachine, TWorld>>;
  setup?: (page: Page, path: MachinePath<TMachine>) => Promise<TWorld>;
  skip?: { reason: string; when: (path: MachinePath<TMachine>) => boolean }[];
}

export interface PlannedUiPath<TMachine extends AnyStateMachine = AnyStateMachine> {
  path: MachinePath<TMachine>;
  /** null: replayed; otherwise why the UI cannot reproduce it */
  skip: string | null;
}

// ------------------------------------------------------------------------------ the map's shape

function atomicStateKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (node.type === 'atomic' || node.type === 'final') keys.push(node.path.join('.'));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return keys;
}

/** Every event type a transition of the machine listens to (`always` has none). */
function machineEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(machine.root.events as string[])].filter((type) => type !== '*');
}

/** The atomic states a snapshot is in, as `parent.child` paths (several for parallel states). */
export function activeStateKeys(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : activeStateKeys(child as StateValue).map((leaf) => `${key}.${leaf}`),
  );
}

/** Throws unless the map has a UI action (or a `notInUi` reason) for every event type and a check for every state. */
export function checkUiMap<TMachine extends AnyStateMachine, TWorld>(
  machine: TMachine,
  map: UiPathMap<TMachine, TWorld>,
): void {
  const states = atomicStateKeys(machine);
  const events = machineEventTypes(machine);
  const problems = [
    ...states.filter((s) => !(s in map.states)).map((s) => `state "${s}" has no UI check`),
    ...events.filter((e) => !(e in map.events)).map((e) => `event "${e}" has no UI action (or notInUi reason)`),
    ...Object.keys(map.states)
      .filter((s) => !states.includes(s))
      .map((s) => `the map checks "${s}", which is not an atomic state of the machine`),
    ...Object.keys(map.events)
      .filter((e) => !events.includes(e))
      .map((e) => `the map has an action for "${e}", which no transition of the machine listens to`),
  ];
  if (problems.length) {
    throw new Error(`UI map of machine "${machine.id}" is incomplete:\n  ${problems.join('\n  ')}`);
  }
}

function machineOf(path: MachinePath): AnyStateMachine {
  const first = path.steps[0]?.state as (AnyMachineSnapshot & { machine?: AnyStateMachine }) | undefined;
  if (!first?.machine) throw new Error(`path "${path.name}" has no steps`);
  return first.machine;
}

function skipReason<TMachine extends AnyStateMachine, TWorld>(
  path: MachinePath<TMachine>,
  map: UiPathMap<TMachine, TWorld>,
): string | null {
  for (const step of path.steps.slice(1)) {
    const action = map.events[step.event.type];
    if (action && 'notInUi' in action) return `${step.event.type}: ${action.notInUi}`;
  }
  return map.skip?.find((rule) => rule.when(path))?.reason ?? null;
}

/**
 * Checks the map against the machine, then says for every path whether it is replayed or
 * skipped (and why). Register one Playwright test per entry; a skipped one calls `test.skip`.
 */
export function planUiPaths<TMachine extends AnyStateMachine, TWorld>(
  machine: TMachine,
  paths: MachinePath<TMachine>[],
  map: UiPathMap<TMachine, TWorld>,
): PlannedUiPath<TMachine>[] {
  checkUiMap(machine, map);
  return paths.map((path) => ({ path, skip: skipReason(path, map) }));
}

/** States and transitions that the replayed (not skipped) paths leave out. */
export function uiCoverage(machine: AnyStateMachine, plan: PlannedUiPath[]): Coverage {
  return coverageOf(
    machine,
    plan.filter((p) => p.skip === null).map((p) => p.path),
  );
}

// ------------------------------------------------------------------------------ replay

/**
 * Replays one path in the browser: `setup`, the initial state's check, then for every step the
 * event's UI action and the checks of every atomic state the machine is in afterwards. Each is a
 * Playwright step (the report reads like the path); a failure names the path and the step.
 */
export async function replayPathInBrowser<TMachine extends AnyStateMachine, TWorld = void>(
  page: Page,
  path: MachinePath<TMachine>,
  map: UiPathMap<TMachine, TWorld>,
): Promise<void> {
  checkUiMap(machineOf(path) as TMachine, map);
  const skip = skipReason(path, map);
  if (skip !== null) throw new Error(`path "${path.name}" cannot be replayed through the UI: ${skip}`);
  // A budget by the path's length: the longest paths (24 steps, a form filled three times) took
  // 20 s of the 30 on an idle machine and ran out of it on a loaded one.
  const info = test.info();
  info.setTimeout(Math.max(info.timeout, 10_000 + path.steps.length * 2_000));

  const world = (
    map.setup ? await test.step('setup', () => map.setup?.(page, path) as Promise<TWorld>) : undefined
  ) as TWorld;
  for (const [index, { event, state }] of path.steps.entries()) {
    const previous = index === 0 ? state : (path.steps[index - 1]?.state ?? state);
    const step: UiStep<TMachine, TWorld> = {
      index,
      path,
      event: event as AnyEventObject,
      from: previous,
      to: state,
      isLast: index === path.steps.length - 1,
      world,
    };
    const where = `path "${path.name}", step ${index}`;
    if (index > 0) {
      const action = map.events[event.type] as UiEventAction<TMachine, TWorld>;
      await test.step(`event ${formatEvent(event, 60)}`, () =>
        annotate(where, `UI action for ${event.type}`, () => action(page, event, step)));
    }
    const value = (state as AnyMachineSnapshot).value;
    await test.step(`state ${formatStateValue(value)}`, async () => {
      for (const key of activeStateKeys(value)) {
        const check = map.states[key] as UiStateCheck<TMachine, TWorld>;
        await annotate(where, `the page does not show state "${key}"`, () => check(page, state, step));
      }
    });
    // every step of every flow passes axe (issue 23), checked once a run, not on each of its paths
    await axeOncePerRun(page, `${machineOf(path).id}:${formatStateValue(value)}`);
  }
}

async function annotate(where: string, what: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) error.message = `${where}: ${what}\n${error.message}`;
    throw error;
  }
}
