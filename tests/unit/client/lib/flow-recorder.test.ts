import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactMachine } from '../../../../machines/contact.machine';
import { flowGraphOf } from '../../../../machines/flow-graph';
import { FlowEventsSchema } from '../../../../schemas/flow-insight.schema';
import {
  createFlowQueue,
  isRunId,
  maskedReason,
  newRunId,
  type RecorderDeps,
  recordFlow,
} from '../../../../src/lib/flow-recorder';
import { townRefused, validConfirm, validMessage } from '../../../models/contact.model';

/** A page whose "after paint" is the test's to run, whose clock the test moves. */
function fakePage(send: RecorderDeps['send'] = () => true) {
  let clock = 0;
  const later: Array<() => void> = [];
  const sent: string[] = [];
  const deps: RecorderDeps = {
    send: (body) => {
      sent.push(body);
      return send(body);
    },
    later: (flush) => later.push(flush),
    now: () => clock,
    device: () => 'phone',
  };
  const queue = createFlowQueue(deps);
  return {
    queue,
    sent,
    later,
    tick: (ms: number) => {
      clock += ms;
    },
    paint: () => {
      for (const run of later.splice(0)) run();
    },
  };
}

/** The contact flow, its call refusing the town once (422) and then answering. */
function contactRun(page: ReturnType<typeof fakePage>, run = newRunId()) {
  const submit = vi.fn().mockRejectedValueOnce(townRefused).mockResolvedValue({ id: 7 });
  const actor = createActor(
    contactMachine.provide({
      actors: { submit: fromPromise(() => submit()) },
      actions: { saveDraft: () => {}, clearDraft: () => {} },
    } as never),
    {
      input: {},
      inspect: recordFlow({ flow: 'contact', machine: contactMachine, run, resumed: false, queue: page.queue }),
    },
  );
  return { actor, run };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the flow recorder', () => {
  it('queues every move of a walk with its time in state, and sends them as one batch only once the step has painted', async () => {
    const page = fakePage();
    const { actor, run } = contactRun(page);
    actor.start();
    page.tick(4000);
    actor.send({ type: 'step.submit', data: validMessage });
    page.tick(1500);
    actor.send({ type: 'step.submit', data: validConfirm });
    await settle();
    // nothing has left before the browser painted and idled
    expect(page.sent).toHaveLength(0);
    expect(page.later).toHaveLength(1);
    page.paint();
    expect(page.sent).toHaveLength(1);

    const batch = FlowEventsSchema.parse(JSON.parse(page.sent[0] ?? ''));
    const version = flowGraphOf(contactMachine).version;
    expect(batch.events.map(({ from, event, to, ms }) => [from, event, to, ms])).toEqual([
      [null, 'xstate.init', 'editing', 0],
      ['editing', 'step.submit', 'reviewing', 4000],
      ['reviewing', 'step.submit', 'submitting', 1500],
      ['submitting', 'xstate.error.actor.submit', 'editing', 0],
    ]);
    expect(batch.events.every((e) => e.run === run && e.version === version && e.device === 'phone')).toBe(true);
    // the 422's field by name: the move that sent the member back to the message step
    expect(batch.events[3]?.refused).toEqual(['others.town']);
    // …with the site's own message for it: the console shows why
    expect(batch.events[3]?.reasons).toEqual(['此鄉鎮市區不在所選縣市內。']);
    // every move is one the machine has: the server would store them all
    const graph = flowGraphOf(contactMachine);
    expect(batch.events.every((e) => graph.has(e))).toBe(true);
  });

  it('never sends what was typed: no value of any step is in the batch', async () => {
    const page = fakePage();
    const { actor } = contactRun(page);
    actor.start();
    actor.send({ type: 'step.submit', data: validMessage });
    actor.send({ type: 'step.submit', data: validConfirm });
    await settle();
    page.paint();
    const body = page.sent.join('\n');
    for (const value of [
      validMessage.name,
      validMessage.email,
      validMessage.phone,
      validMessage.content,
      '臺北市',
      validConfirm.google_recaptcha_token,
    ]) {
      expect(body).not.toContain(value);
    }
  });

  it("masks in a refused field's message whatever a member could have typed: numbers, codes, addresses", () => {
    expect(maskedReason('發票號碼 AB12345678 已登錄過。')).toBe('發票號碼 … 已登錄過。');
    expect(maskedReason('wang@example.com 已註冊。')).toBe('… 已註冊。');
    expect(maskedReason('手機 0912345678 格式不正確')).toBe('手機 … 格式不正確');
    // the site's own words and small counts stay
    expect(maskedReason('最多 5 張照片。')).toBe('最多 5 張照片。');
    expect(maskedReason('請輸入正確的 Email。')).toBe('請輸入正確的 Email。');
    expect(maskedReason('此序號不符合 無線吸塵器 KZ-S8 的序號格式。')).toBe(
      '此序號不符合 無線吸塵器 KZ-S8 的序號格式。',
    );
    expect(maskedReason('很'.repeat(200))).toHaveLength(120);
  });

  it('a failing send is swallowed: the flow goes on to its end, and later moves are still sent', async () => {
    let fail = true;
    const page = fakePage(() => {
      if (fail) throw new Error('offline');
      return true;
    });
    const { actor } = contactRun(page);
    actor.start();
    actor.send({ type: 'step.submit', data: validMessage });
    page.paint();
    fail = false;
    actor.send({ type: 'step.submit', data: validConfirm });
    await settle();
    // the 422 sent the member back to the message: once more, and sent
    actor.send({ type: 'step.submit', data: validMessage });
    actor.send({ type: 'step.submit', data: validConfirm });
    await settle();
    page.paint();
    expect(actor.getSnapshot().value).toBe('done');
    expect(page.sent).toHaveLength(2);
    expect(JSON.parse(page.sent[1] ?? '').events.at(-1)).toMatchObject({
      event: 'xstate.done.actor.submit',
      to: 'done',
    });
  });

  it('sends at most 50 moves a batch: a long queue leaves in several', () => {
    const page = fakePage();
    const move = {
      machine: contactMachine,
      flow: 'contact' as const,
      run: newRunId(),
      from: 'editing',
      event: 'step.submit',
      to: 'reviewing',
      refused: [],
      ms: 1,
      device: 'desktop' as const,
      resumed: false,
    };
    for (let i = 0; i < 120; i++) page.queue.add(move);
    page.paint();
    expect(page.sent.map((b) => JSON.parse(b).events.length)).toEqual([50, 50, 20]);
  });

  it('draws run ids of 32 random hex digits', () => {
    const a = newRunId();
    expect(isRunId(a)).toBe(true);
    expect(a).not.toBe(newRunId());
  });
});
