import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, fromCallback, fromPromise, toPromise, waitFor } from 'xstate';
import {
  type CheckinDecision,
  type CheckinEvent,
  type CheckinLoaded,
  type CheckinSyncOutcome,
  checkinMachine,
} from '../../machines/checkin.machine';
import {
  admitted,
  admittedOffline,
  already,
  checkinModel,
  fresh,
  kept,
  OFFLINE_WITH_QUEUE,
  ONLINE,
  synced,
  TICKET,
} from '../models/checkin.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { assertFullCoverage, replayPath } from '../support/machine-paths';

const { machine, paths } = checkinModel;

describe('checkin machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(checkinModel);
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const { calls, invocations } = await replayPath(machine, path);
      // every result is signalled (colour, beep) once, with the decision shown
      const decided = path.steps.filter((s) => s.event.type === 'xstate.done.actor.decide');
      expect(calls.filter((c) => c.action === 'signalResult').map((c) => c.params)).toEqual(
        decided.map((s) => (s.event as unknown as { output: CheckinDecision }).output),
      );
      // the connection is watched from the start; a scan is asked with what was scanned
      expect(invocations[0]?.id).toBe('connectivity');
      for (const call of invocations.filter((i) => i.id === 'decide')) {
        expect(call.input).toMatchObject({ sessionId: ONLINE.sessionId, ticket: TICKET });
      }
    });
  }
});

/** The machine with effects that answer as the test says. */
function start(
  o: {
    input?: typeof ONLINE;
    load?: () => Promise<CheckinLoaded>;
    decide?: (input: { ticket: string; online: boolean }) => Promise<CheckinDecision>;
    sync?: () => Promise<CheckinSyncOutcome>;
  } = {},
) {
  const signalResult = vi.fn();
  const decideInputs: { ticket: string; online: boolean }[] = [];
  let sendNetwork: ((e: CheckinEvent) => void) | null = null;
  const syncs = vi.fn(o.sync ?? (async () => synced));
  const actor = createActor(
    checkinMachine.provide({
      actions: { signalResult },
      actors: {
        loadList: fromPromise(o.load ?? (async () => fresh)),
        decide: fromPromise(async ({ input }) => {
          decideInputs.push(input);
          return (o.decide ?? (async () => admitted))(input);
        }),
        syncScans: fromPromise(() => syncs()),
        connectivity: fromCallback<CheckinEvent>(({ sendBack }) => {
          sendNetwork = sendBack;
        }),
      },
    }),
    { input: o.input ?? ONLINE },
  ).start();
  return {
    actor,
    signalResult,
    decideInputs,
    syncs,
    network: (type: 'network.online' | 'network.offline') => sendNetwork?.({ type }),
  };
}

describe('checkin machine', () => {
  it('fails loudly, naming it, when the screen forgot an effect', async () => {
    const actors = checkinMachine.implementations.actors as Record<string, AnyActorLogic>;
    for (const id of ['loadList', 'decide', 'syncScans', 'connectivity']) {
      const placeholder = createActor(actors[id] as AnyActorLogic, { input: {} });
      const ended = toPromise(placeholder);
      placeholder.start();
      await expect(ended, id).rejects.toThrow(`${id} is provided by the app`);
    }
  });

  it('loads the list, then decides scan after scan, each result signalled; a scan while deciding waits', async () => {
    let release: (d: CheckinDecision) => void = () => {};
    const t = start({ decide: () => new Promise((resolve) => (release = resolve)) });
    expect(t.actor.getSnapshot().matches({ door: 'loading' })).toBe(true);
    // nothing to decide with yet
    t.actor.send({ type: 'ticket.scan', ticket: TICKET });
    await waitFor(t.actor, (s) => s.matches({ door: 'ready' }));
    expect(t.decideInputs).toEqual([]);
    t.actor.send({ type: 'ticket.scan', ticket: TICKET });
    expect(t.actor.getSnapshot().matches({ door: 'deciding' })).toBe(true);
    t.actor.send({ type: 'ticket.scan', ticket: 'R0007FFFFFFFFFF' });
    release(admitted);
    await waitFor(t.actor, (s) => s.matches({ door: 'result' }));
    expect(t.decideInputs).toEqual([{ sessionId: ONLINE.sessionId, ticket: TICKET, online: true }]);
    expect(t.signalResult).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().context.session?.counts.checked_in).toBe(1);
    // the next scan goes straight from the result
    t.actor.send({ type: 'ticket.scan', ticket: 'R0007FFFFFFFFFF' });
    release(already);
    await waitFor(t.actor, (s) => s.context.result === already);
    expect(t.actor.getSnapshot().context.session?.counts.checked_in).toBe(1);
  });

  it('decides offline when the connection is gone, queues the admission and uploads it when the connection returns', async () => {
    const t = start({ decide: async () => admittedOffline });
    await waitFor(t.actor, (s) => s.matches({ door: 'ready' }));
    t.network('network.offline');
    t.actor.send({ type: 'ticket.scan', ticket: TICKET });
    await waitFor(t.actor, (s) => s.matches({ door: 'result' }));
    expect(t.decideInputs[0]?.online).toBe(false);
    expect(t.actor.getSnapshot().context.pending).toBe(1);
    expect(t.syncs).not.toHaveBeenCalled();
    t.network('network.online');
    await waitFor(t.actor, (s) => s.matches({ link: 'online' }) && s.context.pending === 0);
    expect(t.syncs).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().context.session?.counts).toEqual(synced.counts);
  });

  it('uploads what an earlier visit left as soon as it starts online, and keeps scanning while it uploads', async () => {
    let finish: (o: CheckinSyncOutcome) => void = () => {};
    const t = start({
      input: { ...OFFLINE_WITH_QUEUE, online: true },
      sync: () => new Promise((resolve) => (finish = resolve)),
    });
    expect(t.actor.getSnapshot().matches({ link: 'syncing' })).toBe(true);
    await waitFor(t.actor, (s) => s.matches({ door: 'ready' }));
    t.actor.send({ type: 'ticket.scan', ticket: TICKET });
    await waitFor(t.actor, (s) => s.matches({ door: 'result' }));
    finish({ ...synced, remaining: 1 });
    // a scan queued during the upload: another upload at once
    await waitFor(t.actor, () => t.syncs.mock.calls.length === 2);
    finish(synced);
    await waitFor(t.actor, (s) => s.matches({ link: 'online' }));
  });

  it('waits offline after a failed upload, and starts offline without asking the server', async () => {
    const t = start({
      input: { ...OFFLINE_WITH_QUEUE, online: true },
      sync: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await waitFor(t.actor, (s) => s.matches({ link: 'offline' }));
    expect(t.actor.getSnapshot().context.pending).toBe(1);
    const off = start({ input: OFFLINE_WITH_QUEUE, load: async () => kept });
    await waitFor(off.actor, (s) => s.matches({ door: 'ready' }));
    expect(off.actor.getSnapshot().matches({ link: 'offline' })).toBe(true);
    expect(off.actor.getSnapshot().context.stale).toBe(true);
    expect(off.syncs).not.toHaveBeenCalled();
  });

  it('says it cannot work without a list, and tries again when asked', async () => {
    let fail = true;
    const t = start({
      load: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return fresh;
      },
    });
    await waitFor(t.actor, (s) => s.matches({ door: 'loadFailed' }));
    fail = false;
    t.actor.send({ type: 'list.retry' });
    await waitFor(t.actor, (s) => s.matches({ door: 'ready' }));
  });
});
