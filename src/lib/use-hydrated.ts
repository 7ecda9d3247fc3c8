import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is rendered on the server and while the browser hydrates that markup, true
 * from the render after: what only the browser can run (a flow's machine, its drafts) waits for
 * it, and the server's markup stays the same as the browser's first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
