import type { AnyEventObject, EventObject } from 'xstate';
import { staleBuildMachine } from '../../machines/stale-build.machine';
import type { BuildInfo } from '../../schemas/build-info.schema';
import { defineMachineModel, eventTypes } from '../support/machine-model';

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
