import { afterFirstPaint } from './after-first-paint';
import { isChunkLoadError } from './chunk-error';
// a type only: the watcher itself (XState) stays in its own chunk, loaded below
import type { StaleBuildWatcher } from './stale-build-watcher';

let watcher: Promise<StaleBuildWatcher> | null = null;

// The watcher holds XState, so it is its own chunk: loaded after the first paint, or at once when
// a chunk fails before that.
function loadWatcher(): Promise<StaleBuildWatcher> {
  watcher ??= import('./stale-build-watcher')
    .then((m) => m.startStaleBuildWatcher(__BUILD_ID__))
    .catch((error: unknown) => {
      watcher = null;
      throw error;
    });
  return watcher;
}

export function startStaleBuildWatcherWhenIdle(): void {
  afterFirstPaint(() => {
    loadWatcher().catch(() => {
      // offline right now: a later chunk failure tries again
    });
  });
}

export async function reportChunkFailure(target?: string): Promise<boolean> {
  try {
    return (await loadWatcher()).reportChunkFailure(target);
  } catch {
    // the watcher's own chunk is gone too: the caller shows the error screen
    return false;
  }
}

/**
 * A lazy import that, when its chunk is gone (the site was redeployed), lets the stale-build
 * machine reload the page instead of failing. While the reload happens the promise stays pending,
 * so no error screen flashes.
 */
export async function importOrReload<T>(load: () => Promise<T>, target?: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && (await reportChunkFailure(target))) return new Promise<T>(() => {});
    throw error;
  }
}

/** Vite's preload helper announces failed chunk and CSS preloads with this event. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', () => {
    // The event fires before the failed import rejects. Waiting a task lets importOrReload report
    // first, with the address being navigated to; this report then covers any other lazy import.
    setTimeout(() => void reportChunkFailure(), 0);
  });
}
