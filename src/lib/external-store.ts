/**
 * A value outside React that components read with
 * `useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot)`: `get` returns the
 * same value until `set` changes it, and `set` tells the subscribers only when `isEqual` says the
 * value changed.
 */
export interface ExternalStore<T> {
  get: () => T;
  /**
   * The value a server-rendered page was rendered with: React renders it on the server and again
   * while hydrating (so the markup matches), then re-renders with `get`.
   */
  getServerSnapshot: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** back to the initial value (computed afresh when it is a function), and say so */
  reset: () => void;
}

export function createExternalStore<T>(
  initial: () => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  /** when the first value depends on this browser (a cookie): what a page made for anyone shows */
  onServer: () => T = initial,
): ExternalStore<T> {
  const listeners = new Set<() => void>();
  // computed on the first read: an initial value may read the browser (cookies) at that moment
  let current: { value: T } | null = null;
  let server: { value: T } | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const get = (): T => {
    current ??= { value: initial() };
    return current.value;
  };
  return {
    get,
    getServerSnapshot: () => {
      server ??= { value: onServer() };
      return server.value;
    },
    set(next) {
      if (isEqual(get(), next)) return;
      current = { value: next };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      current = null;
      notify();
    },
  };
}
