import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import type { FlowStepMeta } from '../../../machines/flow-kit';

/**
 * A flow's pages, read from its machine's graph (each state's `meta`, machines/flow-kit.ts): the
 * address of each page, their order, and the page a snapshot shows. The screen writes no map of
 * its own; the machine is the truth (DESIGN "Flows are machines").
 */

/** The state's own page: the address after the flow's base ('' for step 1, `step{n}`, `done`). */
export function pagePath(meta: FlowStepMeta): string {
  if (meta.path !== undefined) return meta.path;
  if (meta.step === undefined) return 'done';
  return meta.step === 1 ? '' : `step${meta.step}`;
}

/** The meta of the deepest active state that has one. */
export function metaOf(snapshot: AnyMachineSnapshot): FlowStepMeta {
  const metas = Object.values(snapshot.getMeta() as Record<string, FlowStepMeta | undefined>).filter(
    (m): m is FlowStepMeta => m !== undefined,
  );
  const meta = metas.at(-1);
  if (!meta) throw new Error(`flow state ${JSON.stringify(snapshot.value)} has no meta: give every state its page`);
  return meta;
}

/** The state whose screen a snapshot shows: its own, or the one its meta `shows`. */
export function pageStateOf(snapshot: AnyMachineSnapshot): string {
  const meta = metaOf(snapshot);
  if (meta.shows) return meta.shows;
  const value = snapshot.value;
  return typeof value === 'string' ? value : Object.keys(value).join('.');
}

function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    yield child;
    yield* stateNodes(child);
  }
}

/** Every page's address, in the order the machine writes its states (the steps' order). */
export function flowPaths(machine: AnyStateMachine, base: string): string[] {
  const urls: string[] = [];
  for (const node of stateNodes(machine.root)) {
    const meta = node.meta as FlowStepMeta | undefined;
    if (!meta || meta.shows) continue;
    const path = pagePath(meta);
    const url = path ? `${base}/${path}` : base;
    if (!urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The address a snapshot's page has. */
export function urlOf(snapshot: AnyMachineSnapshot, machine: AnyStateMachine, base: string): string {
  const meta = metaOf(snapshot);
  const shown = meta.shows ? (machine.getStateNodeById(`${machine.id}.${meta.shows}`).meta as FlowStepMeta) : meta;
  const path = pagePath(shown);
  return path ? `${base}/${path}` : base;
}
