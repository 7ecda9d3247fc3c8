import type { InspectionEvent, Observer } from 'xstate';

type InspectOption = (event: InspectionEvent) => void;

/** Opt-in: `?inspect` in the address, or localStorage.inspect = '1'. */
function optedIn(): boolean {
  try {
    return new URLSearchParams(window.location.search).has('inspect') || window.localStorage.getItem('inspect') === '1';
  } catch {
    return false;
  }
}

// Actors are created before the inspector package has loaded, so early events wait in a buffer.
function createDevInspect(): InspectOption | undefined {
  if (!optedIn()) return undefined;
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
 * The `inspect` option every createActor/useMachine call passes. Development only: in a
 * production build the DEV flag is the literal false and the inspector package is never bundled.
 */
export const inspect: InspectOption | undefined = import.meta.env.DEV ? createDevInspect() : undefined;
