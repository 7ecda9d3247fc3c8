import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, fromCallback, fromPromise, toPromise, waitFor } from 'xstate';
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_GUARD_MS,
  RELOAD_MARK_KEY,
  type StaleBuildEvent,
  staleBuildMachine,
} from '../../machines/stale-build.machine';
import type { BuildInfo } from '../../schemas/build-info.schema';
import { staleBuildModel, staleBuildOracle, staleBuildOracleEvents } from '../models/stale-build.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { checkMachineOracle } from '../support/machine-oracle';
import { assertFullCoverage, replayPath } from '../support/machine-paths';

const builtAt = '2025-03-01T02:00:00.000Z';
const build = (buildId: string): BuildInfo => ({ buildId, builtAt });
const NOW = 1_700_000_000_000;

const input = { currentBuildId: 'b1' };
const { machine, paths } = staleBuildModel;

describe('stale-build machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(staleBuildModel);
  });

  it('does after every event, in every situation, what the SPEC says (the oracle)', async () => {
    const { states, checks } = await checkMachineOracle(staleBuildModel, staleBuildOracle, {
      extraEvents: staleBuildOracleEvents,
    });
    expect(states).toBeGreaterThan(6);
    expect(checks).toBe(states * 13);
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const { calls, invocations } = await replayPath(machine, path);
      const reloads = calls.filter((c) => c.action === 'reloadPage').length;
      expect(reloads).toBe(path.state.value === 'reloading' ? 1 : 0);
      // the poll timer runs from the start
      expect(invocations[0]?.id).toBe('pollTimer');
    });
  }
});

describe('stale-build machine', () => {
  const start = (fetchLatestBuild = fromPromise<BuildInfo>(async () => build('b1'))) => {
    const markReload = vi.fn();
    const reloadPage = vi.fn();
    const timers: ((e: StaleBuildEvent) => void)[] = [];
    const pollTimer = fromCallback<StaleBuildEvent>(({ sendBack }) => {
      timers.push(sendBack);
    });
    const actor = createActor(
      staleBuildMachine.provide({ actors: { pollTimer, fetchLatestBuild }, actions: { markReload, reloadPage } }),
      { input },
    ).start();
    const tick = () => timers.at(-1)?.({ type: 'build.check' });
    return { actor, markReload, reloadPage, timers, tick };
  };

  it('fails loudly, naming it, when the app forgot to provide the timer or the latest.json call', async () => {
    const actors = staleBuildMachine.implementations.actors as Record<string, AnyActorLogic>;
    for (const id of ['pollTimer', 'fetchLatestBuild']) {
      const placeholder = createActor(actors[id] as AnyActorLogic);
      const ended = toPromise(placeholder); // listening before it starts: a callback actor fails at once
      placeholder.start();
      await expect(ended, id).rejects.toThrow(`${id} is provided by the app`);
    }
  });

  it('uses the SPEC constants', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(RELOAD_MARK_KEY).toBe('stale-build-reload-at');
  });

  it('refuses a reload within 10 seconds of the mark and shows the error instead', () => {
    const { actor, reloadPage, markReload } = start();
    actor.send({ type: 'chunk.failed', now: NOW, lastReloadAt: NOW - 9_999 });
    expect(actor.getSnapshot().value).toBe('chunkFailed');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(markReload).not.toHaveBeenCalled();
  });

  it('reloads once 10 seconds have passed since the mark, and writes a new mark', () => {
    for (const lastReloadAt of [null, NOW - 10_000, NOW - 3_600_000, NOW + 60_000]) {
      const { actor, reloadPage, markReload } = start();
      actor.send({ type: 'chunk.failed', now: NOW, lastReloadAt });
      expect(actor.getSnapshot().value).toBe('reloading');
      expect(markReload).toHaveBeenCalledWith(expect.anything(), { at: NOW });
      expect(reloadPage).toHaveBeenCalledTimes(1);
    }
  });

  it('offers a newer build, and does not offer a dismissed build again', async () => {
    let latest = build('b2');
    const { actor, tick, reloadPage } = start(fromPromise(async () => latest));
    tick();
    await waitFor(actor, (s) => s.matches('updateAvailable'));
    expect(actor.getSnapshot().context.latestBuild).toEqual(latest);

    actor.send({ type: 'update.dismiss' });
    tick();
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('watching'));
    expect(actor.getSnapshot().context).toMatchObject({ dismissedBuildId: 'b2', latestBuild: null });

    latest = build('b3');
    tick();
    await waitFor(actor, (s) => s.matches('updateAvailable'));
    actor.send({ type: 'update.accept' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps watching when the build is the same or latest.json cannot be read', async () => {
    const same = start();
    same.tick();
    await waitFor(same.actor, (s) => s.matches('watching'));
    // a fresh poll timer is started for the next interval
    expect(same.timers).toHaveLength(2);

    const offline = start(
      fromPromise<BuildInfo>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    offline.tick();
    await waitFor(offline.actor, (s) => s.matches('watching'));
    expect(offline.actor.getSnapshot().status).toBe('active');
  });
});
