import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import type { FlowStepMeta } from '../../../machines/flow-kit';

/**
 * A flow's pages, read from its machine's graph (each state's `meta`, machines/flow-kit.ts): the
 * address of each page, their order, and the page a snapshot shows. The screen writes no map of
 * its own; the machine is the truth (DESIGN "Flows are machines").
 *
 * A flow may nest its states (a repair's kinds: `fast.booking`): a page is then named by its path
 * (`fast.booking`), a `shows` names a sibling (as a transition's target does), and the addresses are
 * those of the branch the machine is in.
 */

/** The state's own page: the address after the flow's base ('' for step 1, `step{n}`, `done`). */
export function pagePath(meta: FlowStepMeta): string {
  if (meta.path !== undefined) return meta.path;
  if (meta.step === undefined) return 'done';
  return meta.step === 1 ? '' : `step${meta.step}`;
}

/** A page's full address: the flow's base and the page's path after it. */
const pageUrl = (base: string, meta: FlowStepMeta) => {
  const path = pagePath(meta);
  return path ? `${base}/${path}` : base;
};

/** The meta of the deepest active state that has one. */
export function metaOf(snapshot: AnyMachineSnapshot): FlowStepMeta {
  const metas = Object.values(snapshot.getMeta() as Record<string, FlowStepMeta | undefined>).filter(
    (m): m is FlowStepMeta => m !== undefined,
  );
  const meta = metas.at(-1);
  if (!meta) throw new Error(`flow state ${JSON.stringify(snapshot.value)} has no meta: give every state its page`);
  return meta;
}

/** `reviewing`, or `fast.reviewing` in a nested flow: the path of the active state (one region per level). */
export function statePathOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? ['', ''];
  return child === undefined ? key : `${key}.${statePathOf(child as StateValue)}`;
}

/** The state a `shows` names: a sibling of the state that says it. */
const shownPath = (path: string, shows: string) => [...path.split('.').slice(0, -1), shows].join('.');

/** The state whose screen a snapshot shows: its own, or the one its meta `shows`. */
export function pageStateOf(snapshot: AnyMachineSnapshot): string {
  const meta = metaOf(snapshot);
  const path = statePathOf(snapshot.value);
  return meta.shows ? shownPath(path, meta.shows) : path;
}

/** Every state node below `node`, parents before their children, in the order the machine writes them. */
export function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    yield child;
    yield* stateNodes(child);
  }
}

/** The branch a snapshot is in (`fast` of `fast.booking`; '' for a flat flow): its pages are the flow's. */
export const branchOf = (snapshot: AnyMachineSnapshot) => statePathOf(snapshot.value).split('.').slice(0, -1).join('.');

/**
 * Every page's address in the branch the machine is in, in the order the machine writes its
 * states (the steps' order): the states at the top and those under the active branch.
 */
export function flowPaths(machine: AnyStateMachine, base: string, branch = ''): string[] {
  const urls: string[] = [];
  for (const node of stateNodes(machine.root)) {
    const parent = node.path.slice(0, -1).join('.');
    if (parent !== '' && !`${branch}.`.startsWith(`${parent}.`)) continue;
    const meta = node.meta as FlowStepMeta | undefined;
    if (!meta || meta.shows) continue;
    const url = pageUrl(base, meta);
    if (!urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The address a snapshot's page has. */
export function urlOf(snapshot: AnyMachineSnapshot, machine: AnyStateMachine, base: string): string {
  const meta = metaOf(snapshot);
  const shown = meta.shows
    ? (machine.getStateNodeById(`${machine.id}.${shownPath(statePathOf(snapshot.value), meta.shows)}`)
        .meta as FlowStepMeta)
    : meta;
  return pageUrl(base, shown);
}
