import type { InspectionEvent, Observer } from 'xstate';
import { liveInspect } from './live-flows';

type InspectOption = (event: InspectionEvent) => void;

/** Opt-in: `?<name>` in the address, or localStorage.<name> = '1'. */
function optedIn(name: 'inspect' | 'live'): boolean {
  try {
    return new URLSearchParams(window.location.search).has(name) || window.localStorage.getItem(name) === '1';
  } catch {
    return false;
  }
}

/** The in-app live view of this tab's actors (src/components/flow-insight/live-flows-panel.tsx): `?live`. */
export const liveViewOptedIn = () => import.meta.env.DEV && optedIn('live');

function createDevInspect(): InspectOption | undefined {
  const stately = createStatelyInspect();
  const live = optedIn('live');
  if (!stately && !live) return undefined;
  return (event) => {
    stately?.(event);
    if (live) liveInspect(event);
  };
}

// Actors are created before the inspector package has loaded, so early events wait in a buffer.
function createStatelyInspect(): InspectOption | undefined {
  if (!optedIn('inspect')) return undefined;
  const early: InspectionEvent[] = [];
  let target: Observer<InspectionEvent> | null = null;
  import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      target = createBrowserInspector().inspect;
      for (const event of early.splice(0)) target.next?.(event);
    })
    .catch((error: unknown) => console.warn('Stately inspector failed to load', error));
  return (event) => {
    if (target) target.next?.(event);
    else early.push(event);
  };
}

/**
 * The `inspect` option every createActor/useMachine call passes: the hosted Stately inspector
 * (`?inspect`) and the in-app live view (`?live`, which needs no network). Development only: in
 * a production build the DEV flag is the literal false and neither is bundled.
 */
export const inspect: InspectOption | undefined = import.meta.env.DEV ? createDevInspect() : undefined;
