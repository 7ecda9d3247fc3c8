import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { giftApplyMachine } from '../../machines/gift-apply.machine';
import { parseDraft } from '../../schemas/flow-steps';
import { GIFT_APPLY_STEPS } from '../../schemas/gift-apply.schema';
import {
  claim,
  giftApplyModel,
  validConfirm,
  validDelivery,
  validPhotos,
  validPurchase,
} from '../models/gift-apply.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { assertFullCoverage, coveringSubset, replayPath } from '../support/machine-paths';

const { machine, paths } = giftApplyModel;
const DATA_STEPS = new Set<unknown>([validPurchase, validPhotos, validDelivery]);

describe('gift-apply machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(giftApplyModel);
  });

  it('a few of them cover it too (the ones the UI replays)', () => {
    const subset = coveringSubset(machine, paths);
    expect(() => assertFullCoverage(machine, subset)).not.toThrow();
    expect(subset.length).toBeLessThan(paths.length);
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const { calls, invocations } = await replayPath(machine, path);
      const visited = path.steps.map((s) => s.state.value);
      // a draft is saved each time a data step is accepted, and cleared only once sent
      const accepted = path.steps.filter(
        (s, i) => i > 0 && s.event.type === 'step.submit' && DATA_STEPS.has((s.event as { data?: unknown }).data),
      ).length;
      expect(calls.filter((c) => c.action === 'saveDraft')).toHaveLength(accepted);
      expect(calls.some((c) => c.action === 'clearDraft')).toBe(visited.includes('done'));
      // every submission sends the four steps merged, as the API expects
      for (const { input } of invocations) {
        expect(input).toMatchObject({
          invoice_number: 'AB12345678',
          invoice_amount: 12800,
          items: [1],
          receive_town: '中正區',
          token: validConfirm.token,
        });
        expect((input as { medias: unknown[] }).medias).toHaveLength(2);
      }
    });
  }
});

describe('gift-apply machine', () => {
  const start = () =>
    createActor(giftApplyMachine.provide({ actors: { submit: fromPromise(async () => claim) } }), {
      input: {},
    }).start();

  it('keeps what the schema makes of the purchase (amount a number, invoice number tidied)', () => {
    const actor = start();
    actor.send({
      type: 'step.submit',
      data: { ...validPurchase, invoice_number: 'ab-1234 5678', invoice_amount: '12,800' },
    });
    expect(actor.getSnapshot().value).toBe('photographing');
    expect(actor.getSnapshot().context.data.purchase).toMatchObject({
      invoice_number: 'AB12345678',
      invoice_amount: 12800,
      tax_id: null,
      scan_invoice_number: null,
    });
  });

  it('refuses a future invoice date and a bad 統一編號 on step 1', () => {
    const actor = start();
    actor.send({ type: 'step.submit', data: { ...validPurchase, invoice_date: '2999-01-01' } });
    actor.send({ type: 'step.submit', data: { ...validPurchase, tax_id: '12345678' } });
    expect(actor.getSnapshot().value).toBe('purchasing');
  });

  it('refuses a town outside the chosen city on step 3', () => {
    const actor = start();
    actor.send({ type: 'step.submit', data: validPurchase });
    actor.send({ type: 'step.submit', data: validPhotos });
    actor.send({ type: 'step.submit', data: { ...validDelivery, receive_town: '板橋區' } });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('opens the step that owns the field a change link names', () => {
    const actor = start();
    for (const data of [validPurchase, validPhotos, validDelivery]) actor.send({ type: 'step.submit', data });
    actor.send({ type: 'step.change', field: 'medias' });
    expect(actor.getSnapshot().value).toBe('photographing');
    expect(actor.getSnapshot().context.focus).toBe('medias');
  });

  it('restores a draft and goes forward to the furthest kept step, as a reload does', () => {
    const draft = parseDraft(GIFT_APPLY_STEPS, {
      purchase: validPurchase,
      photos: validPhotos,
      confirm: { token: '' },
    });
    expect(Object.keys(draft)).toEqual(['purchase', 'photos']);
    const actor = createActor(giftApplyMachine, { input: { draft } }).start();
    actor.send({ type: 'step.forward' });
    actor.send({ type: 'step.forward' });
    actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('sends, keeps the claim and ends', async () => {
    const actor = start();
    for (const data of [validPurchase, validPhotos, validDelivery, validConfirm])
      actor.send({ type: 'step.submit', data });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.result).toEqual(claim);
  });
});
