import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactMachine } from '../../machines/contact.machine';
import { CONTACT_STEPS } from '../../schemas/contact.schema';
import { parseDraft } from '../../schemas/flow-steps';
import { contactModel, contactOracle, receipt, validConfirm, validMessage } from '../models/contact.model';
import { describeFlowPaths, expectDraftKept } from '../support/flow-paths-suite';

describeFlowPaths(contactModel, {
  oracles: [{ spec: contactOracle, minStates: 8, eventsPerState: 12 }],
  replay: (path, { calls, invocations }) => {
    // the draft is saved exactly when step 1 was accepted, and cleared only once sent
    expectDraftKept(path, calls, validMessage);
    // every submission sends both steps merged, as the API expects
    for (const { input } of invocations) {
      expect(input).toMatchObject({ name: '王小明', google_recaptcha_token: validConfirm.google_recaptcha_token });
      expect(input).toHaveProperty('others.town', '中正區');
    }
  },
});

describe('contact machine', () => {
  const start = () => {
    const saved: unknown[] = [];
    const actor = createActor(
      contactMachine.provide({
        actors: { submit: fromPromise(async () => receipt) },
        actions: { saveDraft: ({ context }) => void saved.push(context.data), clearDraft: () => {} },
      }),
      { input: {} },
    ).start();
    return { actor, saved };
  };

  it('keeps what the schema makes of a step (email lower-cased, mobile normalised), and saves that as the draft', () => {
    const { actor, saved } = start();
    actor.send({
      type: 'step.submit',
      data: { ...validMessage, email: 'Ming@Example.COM', phone: '+886 912-345-678' },
    });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.data.message).toMatchObject({
      email: 'ming@example.com',
      phone: '0912345678',
      class_id: 2,
    });
    expect(saved).toEqual([actor.getSnapshot().context.data]);
  });

  it('stays on step 1 with data its schema refuses', () => {
    const { actor, saved } = start();
    actor.send({ type: 'step.submit', data: { ...validMessage, email: 'ming@' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saved).toEqual([]);
  });

  it('restores a draft and goes forward to the review, as a reload of step 2 does', () => {
    const draft = parseDraft(CONTACT_STEPS, { message: validMessage, confirm: { google_recaptcha_token: '' } });
    expect(Object.keys(draft)).toEqual(['message']);
    const actor = createActor(contactMachine, { input: { draft } }).start();
    actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('reviewing');
  });

  it('opens the field a change link names', () => {
    const { actor } = start();
    actor.send({ type: 'step.submit', data: validMessage });
    actor.send({ type: 'step.change', field: 'others.order_number' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.focus).toBe('others.order_number');
  });

  it('sends, keeps the receipt and ends', async () => {
    const { actor } = start();
    actor.send({ type: 'step.submit', data: validMessage });
    actor.send({ type: 'step.submit', data: validConfirm });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.result).toEqual(receipt);
  });
});
