import type { AnyEventObject, EventObject } from 'xstate';
import { staleBuildMachine } from '../../machines/stale-build.machine';
import type { BuildInfo } from '../../schemas/build-info.schema';
import { defineMachineModel, eventTypes } from '../support/machine-model';
import type { MachineOracle, OracleStep } from '../support/machine-oracle';

/**
 * The stale-build machine's test model (machines/stale-build.machine.ts), shared by
 * tests/machines/stale-build.paths.test.ts and tests/e2e/stale-build.model.spec.ts.
 */

/** the build the page runs */
export const RUNNING = 'b1';
export const builtAt = '2030-01-01T00:00:00.000Z';
export const NOW = 1_900_000_000_000;

const fetched = (buildId: string) => ({ type: 'xstate.done.actor.fetchLatestBuild', output: { buildId, builtAt } });

const events: AnyEventObject[] = [
  { type: 'build.check' },
  fetched(RUNNING), // the build the page runs: no update
  fetched('b2'), // a newer build (after 稍後, the same build is not offered again)
  fetched(''), // a broken latest.json is no update
  { type: 'xstate.error.actor.fetchLatestBuild', error: 'offline' },
  { type: 'update.accept' },
  { type: 'update.dismiss' },
  { type: 'chunk.failed', now: NOW, lastReloadAt: null },
  { type: 'chunk.failed', now: NOW, lastReloadAt: NOW - 1_000 }, // reloaded < 10 s ago
];

const label = (e: EventObject & { output?: unknown; lastReloadAt?: number | null }) => {
  if (e.type === 'xstate.done.actor.fetchLatestBuild') {
    const id = (e.output as BuildInfo).buildId;
    return id === RUNNING ? 'latest.json(same build)' : id ? `latest.json(newer ${id})` : 'latest.json(broken)';
  }
  if (e.type === 'xstate.error.actor.fetchLatestBuild') return 'latest.json(offline)';
  if (e.type === 'chunk.failed') return e.lastReloadAt === null ? 'stale chunk' : 'stale chunk(reloaded < 10 s ago)';
  return e.type;
};

export const staleBuildModel = defineMachineModel({
  name: 'stale-build',
  machine: staleBuildMachine,
  events: () => events,
  input: { currentBuildId: RUNNING },
  eventLabel: label,
  // the hourly check finds a newer build, and the reader takes it
  happy: (path) => eventTypes(path).join() === 'build.check,xstate.done.actor.fetchLatestBuild,update.accept',
});

// ------------------------------------------------------------------------------ the oracle
// What must be true after each event (issue 21), from SPEC §4 ("A stale build chunk error triggers
// a page reload, guarded by a 10-second session-storage mark. A build manifest (builds/latest.json)
// is polled every 60 minutes"), §8 (a stale chunk reloads at most once per 10 seconds) and §9
// (reload guard 10 seconds). Written out here, not read from the machine.

/** SPEC §9 */
const RELOAD_GUARD = 10 * 1000;

/** The edges of the 10-second guard, tried everywhere besides the model's events. */
export const staleBuildOracleEvents: AnyEventObject[] = [
  { type: 'chunk.failed', now: NOW, lastReloadAt: NOW - RELOAD_GUARD }, // exactly 10 s: reload
  { type: 'chunk.failed', now: NOW, lastReloadAt: NOW - RELOAD_GUARD + 1 }, // 1 ms short: no reload
  { type: 'chunk.failed', now: NOW, lastReloadAt: NOW }, // the mark was written this very moment
  { type: 'chunk.failed', now: NOW, lastReloadAt: NOW + 1 }, // a mark in the future: the clock moved back
];

type StaleBuildAt = 'watching' | 'checking' | 'updateAvailable' | 'reloading' | 'chunkFailed';
export interface StaleBuildSeen {
  at: StaleBuildAt;
  /** the newer build offered to the reader */
  offered: BuildInfo | null;
  /** the build the reader said 稍後 to: not offered again */
  dismissed: string | null;
}

/**
 * SPEC §4/§8: a stale chunk reloads the page unless the session-storage mark says it reloaded less
 * than 10 seconds ago; a mark in the future (the clock moved back) does not hold it back, or the
 * page could be stuck on the error screen until the clock catches up.
 */
const mayReload = (now: number, lastReloadAt: number | null) =>
  lastReloadAt === null || lastReloadAt > now || now - lastReloadAt >= RELOAD_GUARD;

/** latest.json names a build other than the running one and the dismissed one (a broken one is none) */
const isNewer = (s: StaleBuildSeen, output: unknown): output is BuildInfo => {
  const id = (output as Partial<BuildInfo> | undefined)?.buildId;
  const at = (output as Partial<BuildInfo> | undefined)?.builtAt;
  return typeof id === 'string' && id !== '' && typeof at === 'string' && id !== RUNNING && id !== s.dismissed;
};

/** back to watching: the 60-minute timer runs again */
const watch = (s: StaleBuildSeen): OracleStep<StaleBuildSeen> => ({
  state: { ...s, at: 'watching' },
  effects: [{ invoke: 'pollTimer' }],
});

export const staleBuildOracle: MachineOracle<StaleBuildSeen, typeof staleBuildMachine> = {
  initial: () => ({ at: 'watching', offered: null, dismissed: null }),
  // the 60-minute timer runs from the start
  startEffects: () => [{ invoke: 'pollTimer' }],
  value: (s) => s.at,
  context: (s) => ({ currentBuildId: RUNNING, latestBuild: s.offered, dismissedBuildId: s.dismissed }),
  running: (s) => (s.at === 'watching' ? ['pollTimer'] : s.at === 'checking' ? ['fetchLatestBuild'] : []),
  // the page reloads, or the error screen replaces the app: nothing more happens
  final: (s) => s.at === 'reloading' || s.at === 'chunkFailed',
  next(s, event) {
    if (s.at === 'reloading' || s.at === 'chunkFailed') return undefined;
    if (event.type === 'chunk.failed') {
      const { now, lastReloadAt } = event as unknown as { now: number; lastReloadAt: number | null };
      // the mark is written before the reload, so the reloaded page knows
      if (mayReload(now, lastReloadAt)) {
        return {
          state: { ...s, at: 'reloading' },
          effects: [{ action: 'markReload', params: { at: now } }, { action: 'reloadPage' }],
        };
      }
      // reloaded a moment ago and still failing: the error screen, no reload loop
      return { state: { ...s, at: 'chunkFailed' } };
    }
    switch (`${s.at} ${event.type}`) {
      case 'watching build.check':
        return { state: { ...s, at: 'checking' }, effects: [{ invoke: 'fetchLatestBuild' }] };
      case 'checking xstate.done.actor.fetchLatestBuild': {
        const output = (event as unknown as { output: unknown }).output;
        return isNewer(s, output) ? { state: { ...s, at: 'updateAvailable', offered: output } } : watch(s);
      }
      // offline or a bad deploy: try again at the next tick
      case 'checking xstate.error.actor.fetchLatestBuild':
        return watch(s);
      // 「網站已更新，重新整理以取得最新版本」: the reader takes it
      case 'updateAvailable update.accept':
        return { state: { ...s, at: 'reloading' }, effects: [{ action: 'reloadPage' }] };
      // 稍後: this build is not offered again
      case 'updateAvailable update.dismiss':
        return watch({ ...s, offered: null, dismissed: s.offered?.buildId ?? s.dismissed });
      default:
        return undefined;
    }
  },
};
