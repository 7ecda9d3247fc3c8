import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_MARK_KEY,
  type StaleBuildEvent,
  staleBuildMachine,
} from '../../machines/stale-build.machine';
import { BuildInfoSchema } from '../../schemas/build-info.schema';
import { inspect } from './inspector';
import { staleBuildStore } from './stale-build-store';

/** The part of the watcher the rest of the app talks to (through stale-build-client.ts). */
export interface StaleBuildWatcher {
  /**
   * Tells the machine a chunk failed; true when the page is now reloading. `target` is the
   * address being navigated to, so the reload lands where the reader was going.
   */
  reportChunkFailure(target?: string): boolean;
}

function readReloadMark(): number | null {
  try {
    const raw = window.sessionStorage.getItem(RELOAD_MARK_KEY);
    const at = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

function writeReloadMark(at: number): void {
  try {
    window.sessionStorage.setItem(RELOAD_MARK_KEY, String(at));
  } catch {
    // without storage the guard cannot hold; the machine still reloads at most once per actor
  }
}

// Where a failed navigation was going: reloading there instead of the old page keeps the click.
let reloadTarget: string | null = null;

function reloadPage(): void {
  if (reloadTarget && reloadTarget !== window.location.href) window.location.assign(reloadTarget);
  else window.location.reload();
}

const staleBuildWatcherMachine = staleBuildMachine.provide({
  actions: {
    markReload: (_, { at }) => writeReloadMark(at),
    reloadPage,
  },
  actors: {
    pollTimer: fromCallback<StaleBuildEvent>(({ sendBack }) => {
      const timer = window.setInterval(() => sendBack({ type: 'build.check' }), BUILD_CHECK_INTERVAL_MS);
      return () => window.clearInterval(timer);
    }),
    fetchLatestBuild: fromPromise(async ({ signal }) => {
      const res = await fetch('/builds/latest.json', { cache: 'no-cache', signal });
      if (!res.ok) throw new Error(`builds/latest.json answered ${res.status}`);
      return BuildInfoSchema.parse(await res.json());
    }),
  },
});

export function startStaleBuildWatcher(currentBuildId: string): StaleBuildWatcher {
  const actor = createActor(staleBuildWatcherMachine, { input: { currentBuildId }, inspect });
  actor.subscribe((snapshot) => {
    const build = snapshot.matches('updateAvailable') ? snapshot.context.latestBuild : null;
    staleBuildStore.set(
      build && {
        build,
        accept: () => actor.send({ type: 'update.accept' }),
        dismiss: () => actor.send({ type: 'update.dismiss' }),
      },
    );
  });
  actor.start();
  return {
    reportChunkFailure(target) {
      reloadTarget = target ?? null;
      actor.send({ type: 'chunk.failed', now: Date.now(), lastReloadAt: readReloadMark() });
      return actor.getSnapshot().matches('reloading');
    },
  };
}
