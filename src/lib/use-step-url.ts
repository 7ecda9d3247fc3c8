import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

/**
 * The URL follows the machine, and the browser's buttons speak to it (DESIGN "Step URLs"):
 * - the machine moved (a step was accepted, a back button): the address becomes that step's,
 *   pushed when going on, replaced when going back;
 * - the address moved (browser back or forward, a typed or reloaded step URL): the machine is sent
 *   `step.back` / `step.forward` until it shows that step; where it cannot go (no data for that
 *   step yet, a call under way), the address is put back to the step the machine is on. So a step
 *   URL opened without its data lands on the first step that lacks it.
 */
export function useStepUrl({ actor, paths, stepOf, restart }: StepUrlOptions): void {
  const location = useLocation();
  const navigate = useNavigate();
  /** what the last run saw; `target` is a step URL this hook navigated to that has not arrived yet */
  const seen = useRef<{ step: number; url: number; target: number | null; actor: AnyActorRef } | null>(null);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const step = stepOf(snapshot);
  const finished = snapshot.status === 'done';

  useEffect(() => {
    const here = location.pathname + location.search;
    const url = paths.indexOf(paths.includes(here) ? here : location.pathname);
    if (url === -1) return;
    const before = seen.current?.actor === actor ? seen.current : null;
    // The router navigates after its loader ran: until the address changes, it is still the old one.
    if (before?.target != null && url !== before.target && url === before.url) return;
    const remember = (at: number, target: number | null = null) => {
      seen.current = { step, url: at, target, actor };
    };
    if (url === step) return remember(url);
    const machineMoved = before !== null && before.step !== step && (before.target ?? before.url) === url;
    if (machineMoved) {
      remember(url, step);
      navigate(paths[step] ?? paths[0] ?? '/', { replace: step < url });
      return;
    }
    if (finished) {
      seen.current = null;
      restart();
      return;
    }
    let current = step;
    while (current !== url) {
      actor.send({ type: url < current ? 'step.back' : 'step.forward' });
      const next = stepOf(actor.getSnapshot() as AnyMachineSnapshot);
      if (next === current) break;
      current = next;
    }
    seen.current = { step: current, url, target: current === url ? null : current, actor };
    if (current !== url) navigate(paths[current] ?? paths[0] ?? '/', { replace: true });
  }, [actor, location.pathname, location.search, step, finished, paths, stepOf, restart, navigate]);
}
