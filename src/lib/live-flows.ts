import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { leafPathOf, START_EVENT } from '../../machines/flow-graph';

/**
 * The live view of this tab's actors (development, `?live`; issue 29 item 3): every root actor
 * whose logic is a state machine, its current leaf state and the moves it made in this tab, kept
 * for src/components/flow-insight/live-flows-panel.tsx to draw on the machine's own diagram. The
 * hosted Stately inspector (`?inspect`) needs the internet; this works on a closed network.
 */
export interface LiveActor {
  sessionId: string;
  machine: AnyStateMachine;
  state: string;
  status: string;
  moves: { from: string | null; event: string; to: string; count: number }[];
  entries: Record<string, number>;
}

const KEEP = 20;
let actors: LiveActor[] = [];
const listeners = new Set<() => void>();
let notifying = false;

function notify() {
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    for (const listener of listeners) listener();
  });
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

/** The `inspect` callback of the live view: a root machine actor's snapshot that changed its leaf is a move. */
export function liveInspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
  const logic = (event.actorRef as { logic?: unknown }).logic;
  if (!isMachine(logic)) return;
  const snapshot = event.snapshot as { value?: unknown; status?: string };
  const to = leafPathOf(snapshot.value);
  const known = actors.find((a) => a.sessionId === event.actorRef.sessionId);
  const actor: LiveActor = known ?? {
    sessionId: event.actorRef.sessionId,
    machine: logic,
    state: '',
    status: 'active',
    moves: [],
    entries: {},
  };
  if (!known) actors = [actor, ...actors].slice(0, KEEP);
  const status = snapshot.status ?? 'active';
  if (to && to !== actor.state) {
    const from = actor.state || null;
    const type = from === null ? START_EVENT : event.event.type;
    const move = actor.moves.find((m) => m.from === from && m.event === type && m.to === to);
    if (move) move.count += 1;
    else actor.moves.push({ from, event: type, to, count: 1 });
    actor.entries[to] = (actor.entries[to] ?? 0) + 1;
    actor.state = to;
  } else if (status === actor.status) return;
  actor.status = status;
  // a new array: useSyncExternalStore sees a change
  actors = [...actors];
  notify();
}

export const liveFlows = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => actors,
  /** tests */
  clear() {
    actors = [];
  },
};
