import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { type BuildInfo, BuildInfoSchema } from '../schemas/build-info.schema';

/** SPEC §8: a stale chunk reloads the page at most once per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
/** SPEC §9: builds/latest.json is checked every 60 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** sessionStorage key of the last stale-chunk reload (epoch ms, as a string). */
export const RELOAD_MARK_KEY = 'stale-build-reload-at';

export interface StaleBuildContext {
  currentBuildId: string;
  /** the newer build being offered (updateAvailable) */
  latestBuild: BuildInfo | null;
  /** the user said "not now" to this build: do not offer it again */
  dismissedBuildId: string | null;
}

export type StaleBuildEvent =
  /**
   * A dynamic import failed. The app reads the clock and the RELOAD_MARK_KEY mark from
   * sessionStorage and passes them in, so the machine stays pure.
   */
  | { type: 'chunk.failed'; now: number; lastReloadAt: number | null }
  /** sent by the pollTimer actor every BUILD_CHECK_INTERVAL_MS */
  | { type: 'build.check' }
  | { type: 'update.accept' }
  | { type: 'update.dismiss' };

export const staleBuildMachine = setup({
  types: {} as {
    context: StaleBuildContext;
    events: StaleBuildEvent;
    input: { currentBuildId: string };
  },
  guards: {
    reloadAllowed: ({ event }) => {
      assertEvent(event, 'chunk.failed');
      if (event.lastReloadAt === null) return true;
      // A mark in the future means the clock moved back: treat it as stale. This cannot loop,
      // because the reload writes a fresh mark.
      const elapsed = event.now - event.lastReloadAt;
      return elapsed >= RELOAD_GUARD_MS || elapsed < 0;
    },
    isNewBuild: ({ context, event }) => {
      const parsed = BuildInfoSchema.safeParse('output' in event ? event.output : undefined);
      return (
        parsed.success &&
        parsed.data.buildId !== context.currentBuildId &&
        parsed.data.buildId !== context.dismissedBuildId
      );
    },
  },
  actions: {
    keepLatestBuild: assign({
      latestBuild: ({ event }) => BuildInfoSchema.parse('output' in event ? event.output : null),
    }),
    // only from updateAvailable, where a build is offered
    dismissLatestBuild: assign(({ context }) => ({
      dismissedBuildId: (context.latestBuild as BuildInfo).buildId,
      latestBuild: null,
    })),
    /** Placeholder: the app writes `at` to sessionStorage[RELOAD_MARK_KEY]. */
    markReload: (_, _params: { at: number }) => {},
    /** Placeholder: the app calls location.reload(). */
    reloadPage: () => {},
  },
  actors: {
    /** Placeholder: the app sends `build.check` every BUILD_CHECK_INTERVAL_MS. */
    pollTimer: fromCallback<StaleBuildEvent>(() => {
      throw new Error('pollTimer is provided by the app');
    }),
    /** Placeholder: the app fetches builds/latest.json (no cache) and parses it with BuildInfoSchema. */
    fetchLatestBuild: fromPromise<BuildInfo>(async () => {
      throw new Error('fetchLatestBuild is provided by the app');
    }),
  },
}).createMachine({
  id: 'staleBuild',
  initial: 'watching',
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    latestBuild: null,
    dismissedBuildId: null,
  }),
  on: {
    'chunk.failed': [
      {
        guard: 'reloadAllowed',
        target: '.reloading',
        actions: {
          type: 'markReload',
          params: ({ event }) => {
            assertEvent(event, 'chunk.failed');
            return { at: event.now };
          },
        },
      },
      // Reloaded less than RELOAD_GUARD_MS ago and still failing: the app shows the error screen.
      { target: '.chunkFailed' },
    ],
  },
  states: {
    watching: {
      invoke: { id: 'pollTimer', src: 'pollTimer' },
      on: { 'build.check': 'checking' },
    },
    checking: {
      invoke: {
        id: 'fetchLatestBuild',
        src: 'fetchLatestBuild',
        onDone: [
          { guard: 'isNewBuild', target: 'updateAvailable', actions: 'keepLatestBuild' },
          { target: 'watching' },
        ],
        // offline or a bad deploy: try again at the next tick
        onError: 'watching',
      },
    },
    // The app offers 「網站已更新，重新整理以取得最新版本」.
    updateAvailable: {
      on: {
        'update.accept': 'reloading',
        'update.dismiss': { target: 'watching', actions: 'dismissLatestBuild' },
      },
    },
    reloading: { type: 'final', entry: 'reloadPage' },
    chunkFailed: { type: 'final' },
  },
});
