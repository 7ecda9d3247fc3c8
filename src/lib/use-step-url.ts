import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

export interface StepUrlOptions {
  actor: AnyActorRef;
  /** the URL of each step, in order: `['/contact', '/contact/step2', '/contact/step3']` */
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
  const seen = useRef<{ step: number; url: number; actor: AnyActorRef } | null>(null);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const step = stepOf(snapshot);
  const finished = snapshot.status === 'done';

  useEffect(() => {
    const url = paths.indexOf(location.pathname);
    if (url === -1) return;
    const before = seen.current?.actor === actor ? seen.current : null;
    if (url === step) {
      seen.current = { step, url, actor };
      return;
    }
    if (finished) {
      seen.current = null;
      restart();
      return;
    }
    if (before && before.step !== step && before.url === url) {
      seen.current = { step, url: step, actor };
      navigate(paths[step] ?? paths[0] ?? '/', { replace: step < url });
      return;
    }
    let current = step;
    while (current !== url) {
      actor.send({ type: url < current ? 'step.back' : 'step.forward' });
      const next = stepOf(actor.getSnapshot() as AnyMachineSnapshot);
      if (next === current) break;
      current = next;
    }
    seen.current = { step: current, url: current, actor };
    if (current !== url) navigate(paths[current] ?? paths[0] ?? '/', { replace: true });
  }, [actor, location.pathname, step, finished, paths, stepOf, restart, navigate]);
}
