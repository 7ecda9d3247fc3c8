import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

export interface StepUrlOptions {
  actor: AnyActorRef;
  /**
   * the URL of each step, in order: `['/contact', '/contact/step2', '/contact/step3']`; a flow
   * whose steps share one path tells them apart by a query (`['/x/apply', '/x/apply?step=2']`)
   */
  paths: readonly string[];
  /** which step (index into `paths`) a snapshot of the machine shows */
  stepOf: (snapshot: AnyMachineSnapshot) => number;
  /** the URL left a finished flow (back from "sent"): start a fresh one */
  restart: () => void;
}

/** The router's index of the current history entry (react-router keeps it in `history.state`). */
const historyIndex = (): number | null => {
  const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

const decoded = (address: string) => {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
};

/** The browser's own address: ahead of the router's location while the page has yet to show it. */
const addressOf = () => decoded(window.location.pathname + window.location.search);

/**
 * The URL follows the machine, and the browser's buttons speak to it (DESIGN "Step URLs"), so that
 * every step has its own history entry and back/forward never skip one, at any pace:
 * - the machine moved on (a step was accepted): that step's address is pushed;
 * - the machine moved back (its 上一步, a refusal that reopens an earlier step): when the entries
 *   behind are that flow's own steps, the history goes back to them (so forward returns), else the
 *   address is replaced;
 * - the address moved (browser back or forward, a typed or reloaded step URL): the machine is sent
 *   `step.back` / `step.forward` until it shows that step; where it cannot go (no data for that
 *   step yet, a call under way), the address is put back to the step the machine is on. So a step
 *   URL opened without its data lands on the first step that lacks it.
 *
 * The router changes the address only after its loaders ran: nothing is decided while a navigation
 * is under way, and one of this hook's own navigations is awaited until it lands, or until the
 * router settles elsewhere (a back press interrupted it). A second navigation issued while the
 * first is under way would cancel the first one's history entry: that was the skipped step.
 */
export function useStepUrl({ actor, paths, stepOf, restart }: StepUrlOptions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  /** the step and address last seen in agreement (or last handled) for this actor */
  const seen = useRef<{ step: number; url: number; actor: AnyActorRef } | null>(null);
  /** a step URL this hook navigated to that has not arrived yet */
  const pending = useRef<{ url: number; actor: AnyActorRef } | null>(null);
  /** which step URL each history entry (by the router's index) showed, for going back through them */
  const entries = useRef(new Map<number, string>());
  /** a navigation of ours ended somewhere else: look again */
  const [settled, lookAgain] = useReducer((n: number) => n + 1, 0);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const step = stepOf(snapshot);
  const finished = snapshot.status === 'done';
  const busy = navigation.state !== 'idle';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` only asks for another look
  useEffect(() => {
    if (busy) return;
    const here = location.pathname + location.search;
    // the browser's address moved (back, forward, a push just made) and the page has yet to show it
    if (addressOf() !== decoded(here)) return;
    const url = paths.indexOf(paths.includes(here) ? here : location.pathname);
    if (url === -1) return;
    const ours = pending.current?.actor === actor ? pending.current : null;
    const before = seen.current?.actor === actor ? seen.current : null;
    // our navigation was asked for, the router has not started showing it yet
    if (ours && url !== ours.url && url === before?.url) return;
    pending.current = null;
    const remember = (at: number, shown: number = step) => {
      seen.current = { step: shown, url: at, actor };
      const idx = historyIndex();
      if (idx !== null && at === shown) entries.current.set(idx, paths[at] ?? '');
    };
    const go = (to: number, how: { push: true } | { replace: true }) => {
      const target = paths[to] ?? paths[0] ?? '/';
      pending.current = { url: to, actor };
      void Promise.resolve(navigate(target, 'replace' in how ? { replace: true } : undefined)).then(() => {
        // interrupted (a back press while the loaders ran): the address is not the one asked for
        if (pending.current?.url === to && pending.current.actor === actor && addressOf() !== decoded(target)) {
          pending.current = null;
          lookAgain();
        }
      });
    };

    if (url === step) return remember(url);
    // the address is where the machine and it last agreed (or where we sent it): the machine moved
    const base = ours && url === ours.url ? ours.url : before?.url;
    if (base === url && before !== null) {
      remember(url);
      if (step > url) return go(step, { push: true });
      // back: through the flow's own entries when the history holds them, so forward returns
      const idx = historyIndex();
      const back = url - step;
      const behind =
        idx !== null &&
        Array.from({ length: back }, (_, i) => entries.current.get(idx - 1 - i) === paths[url - 1 - i]).every(Boolean);
      if (behind) {
        pending.current = { url: step, actor };
        void navigate(-back);
        return;
      }
      return go(step, { replace: true });
    }
    if (finished) {
      seen.current = null;
      restart();
      return;
    }
    // the address moved: the machine follows as far as it can
    let current = step;
    while (current !== url) {
      actor.send({ type: url < current ? 'step.back' : 'step.forward' });
      const next = stepOf(actor.getSnapshot() as AnyMachineSnapshot);
      if (next === current) break;
      current = next;
    }
    remember(url, current);
    if (current !== url) go(current, { replace: true });
  }, [actor, location.pathname, location.search, busy, step, finished, paths, stepOf, restart, navigate, settled]);
}
