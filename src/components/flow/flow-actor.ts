import { useEffect, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * One actor per flow across its step routes (/contact → /contact/step2 → /contact/step3 are three
 * routes, one flow): the machine is the single truth while the member moves between them. An actor
 * lives in this registry while any step screen shows it, and a short while after, so the next
 * step's screen finds the same one; a finished actor is replaced by a fresh one on the next visit.
 */
interface Entry {
  actor: AnyActorRef;
  users: number;
  disposeTimer: ReturnType<typeof setTimeout> | null;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** How long an actor outlives its last screen: a route change mounts the next one well within it. */
const KEEP_MS = 2_000;

function entryFor(key: string, create: () => AnyActorRef): Entry {
  let entry = entries.get(key);
  if (!entry) {
    const actor = create();
    actor.start();
    entry = { actor, users: 0, disposeTimer: null };
    entries.set(key, entry);
  }
  return entry;
}

function dispose(key: string, entry: Entry) {
  if (entries.get(key) !== entry) return;
  entries.delete(key);
  entry.actor.stop();
}

/** Start over: the running actor of `key` is stopped and the next read creates a fresh one. */
export function restartFlowActor(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  entry.actor.stop();
  notify();
}

/**
 * The flow's actor for `key` (flow, member and record): created with `create` on first use,
 * shared by every screen of the flow until it has been unused for a moment.
 */
export function useFlowActor<TActor extends AnyActorRef>(key: string, create: () => TActor): TActor {
  const actor = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entryFor(key, create).actor,
  ) as TActor;

  // `create` is a new function each render (the key names the actor); `actor` changes on a restart
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the actor identify the entry
  useEffect(() => {
    const entry = entryFor(key, create);
    entry.users += 1;
    if (entry.disposeTimer) clearTimeout(entry.disposeTimer);
    entry.disposeTimer = null;
    return () => {
      entry.users -= 1;
      if (entry.users === 0) entry.disposeTimer = setTimeout(() => dispose(key, entry), KEEP_MS);
    };
  }, [key, actor]);

  return actor;
}
