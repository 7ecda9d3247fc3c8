import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StepCheck } from '../../machines/flow-kit';
import { giftApplyMachine } from '../../machines/gift-apply.machine';
import { parseDraft } from '../../schemas/flow-steps';
import { GIFT_APPLY_STEPS, type GiftApplySteps, GiftPurchaseStep } from '../../schemas/gift-apply.schema';
import {
  claim,
  giftApplyModel,
  giftApplyOracle,
  invoiceRefused,
  serverDown,
  underMinimum,
  validConfirm,
  validDelivery,
  validPhotos,
  validPurchase,
} from '../models/gift-apply.model';
import { describeFlowPaths } from '../support/flow-paths-suite';

/** the steps accepted on their submit; the purchase is accepted when the server's check says yes */
const DATA_STEPS = new Set<unknown>([validPhotos, validDelivery]);

describeFlowPaths(giftApplyModel, {
  // about 70 oracle states × 24 events, each replayed from the start: some 20 s here alone
  oracles: [{ spec: giftApplyOracle, minStates: 60, eventsPerState: 21, atLeast: true, timeout: 90_000 }],
  replay: (path, { calls, invocations }) => {
    const visited = path.steps.map((s) => s.state.value);
    // a draft is saved each time a data step is accepted, rewritten when the server's check of
    // step 1 refused it or could not answer (the purchase leaves it), and cleared only once sent
    const accepted = path.steps.filter(
      (s, i) =>
        i > 0 &&
        ((s.event.type === 'step.submit' && DATA_STEPS.has((s.event as { data?: unknown }).data)) ||
          s.event.type === 'xstate.done.actor.check' ||
          s.event.type === 'xstate.error.actor.check'),
    ).length;
    expect(calls.filter((c) => c.action === 'saveDraft')).toHaveLength(accepted);
    expect(calls.some((c) => c.action === 'clearDraft')).toBe(visited.includes('done'));
    // step 1 is asked with what its schema made of it, the event's minimum included
    for (const { input } of invocations.filter((i) => i.id === 'check')) {
      expect(input).toEqual({ step: 'purchase', data: GiftPurchaseStep.parse(validPurchase) });
      expect(input).toMatchObject({ data: { invoice_amount: 12800, min_amount: 3000 } });
    }
    // every submission sends the four steps merged, as the API expects
    for (const { input } of invocations.filter((i) => i.id === 'submit')) {
      expect(input).toMatchObject({
        invoice_number: 'AB12345678',
        invoice_amount: 12800,
        items: [1],
        receive_town: '中正區',
        token: validConfirm.token,
      });
      expect((input as { medias: unknown[] }).medias).toHaveLength(2);
    }
  },
});

describe('gift-apply machine', () => {
  /** the server says yes to every purchase (or answers `check` when given) */
  const start = (check: () => Promise<unknown> = async () => {}) =>
    createActor(
      giftApplyMachine.provide({
        actors: {
          check: fromPromise<unknown, StepCheck<GiftApplySteps>>(check),
          submit: fromPromise(async () => claim),
        },
      }),
      { input: {} },
    ).start();
  type Actor = ReturnType<typeof start>;
  const photographing = (actor: Actor) => waitFor(actor, (s) => s.matches('photographing'));
  const purchasing = (actor: Actor) => waitFor(actor, (s) => s.matches('purchasing'));

  it('keeps what the schema makes of the purchase (amount a number, invoice number tidied)', async () => {
    const actor = start();
    actor.send({
      type: 'step.submit',
      data: { ...validPurchase, invoice_number: 'ab-1234 5678', invoice_amount: '12,800' },
    });
    expect(actor.getSnapshot().value).toBe('checkingPurchase');
    await photographing(actor);
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

  it('refuses an amount under the event’s minimum on step 1, by the amount’s field, without asking the server', () => {
    let asked = 0;
    const actor = start(async () => {
      asked += 1;
    });
    actor.send({ type: 'step.submit', data: underMinimum });
    expect(actor.getSnapshot().value).toBe('purchasing');
    expect(asked).toBe(0);
    const issues = GiftPurchaseStep.safeParse(underMinimum).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['invoice_amount', '發票金額須滿 NT$3,000 才能參加此活動。'],
    ]);
    // the minimum itself is enough; an event without one takes any amount
    expect(GiftPurchaseStep.safeParse({ ...validPurchase, invoice_amount: '3000' }).success).toBe(true);
    expect(GiftPurchaseStep.safeParse({ ...underMinimum, min_amount: 0 }).success).toBe(true);
  });

  it('a purchase the server refuses stays on step 1 with its field’s message, neither kept nor saved', async () => {
    const actor = start(() => Promise.reject(invoiceRefused));
    actor.send({ type: 'step.submit', data: validPurchase });
    const back = await purchasing(actor);
    expect(back.context.fieldErrors).toEqual({ invoice_number: ['此發票已申請過贈品，每張發票限申請一次。'] });
    expect(back.context.data.purchase).toBeUndefined();
    expect(back.context.problem).toBeNull();
    // so browser forward cannot pass it either
    actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('purchasing');
  });

  it('a check that fails (server down) stays on step 1 with the problem, the purchase not accepted, and can be sent again', async () => {
    let answer: () => Promise<unknown> = () => Promise.reject(serverDown);
    const actor = start(() => answer());
    actor.send({ type: 'step.submit', data: validPurchase });
    const back = await purchasing(actor);
    expect(back.context.problem).toBe('系統忙碌中，請稍後再試。');
    expect(back.context.fieldErrors).toBeNull();
    // not accepted: browser forward cannot pass a purchase the server never said yes to
    expect(back.context.data.purchase).toBeUndefined();
    actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('purchasing');
    answer = async () => {};
    actor.send({ type: 'step.submit', data: validPurchase });
    expect((await photographing(actor)).context.problem).toBeNull();
  });

  it('a purchase changed from the review is asked of the server again, then returns to the review', async () => {
    let asked = 0;
    const actor = start(async () => {
      asked += 1;
    });
    actor.send({ type: 'step.submit', data: validPurchase });
    await photographing(actor);
    for (const data of [validPhotos, validDelivery]) actor.send({ type: 'step.submit', data });
    actor.send({ type: 'step.change', field: 'invoice_number' });
    expect(actor.getSnapshot().value).toBe('purchasing');
    actor.send({ type: 'step.submit', data: { ...validPurchase, invoice_number: 'CD87654321' } });
    expect(actor.getSnapshot().value).toBe('checkingPurchase');
    const review = await waitFor(actor, (s) => s.matches('reviewing'));
    expect(asked).toBe(2);
    expect(review.context.data.purchase?.invoice_number).toBe('CD87654321');
  });

  it('refuses a town outside the chosen city on step 3', async () => {
    const actor = start();
    actor.send({ type: 'step.submit', data: validPurchase });
    await photographing(actor);
    actor.send({ type: 'step.submit', data: validPhotos });
    actor.send({ type: 'step.submit', data: { ...validDelivery, receive_town: '板橋區' } });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('opens the step that owns the field a change link names', async () => {
    const actor = start();
    actor.send({ type: 'step.submit', data: validPurchase });
    await photographing(actor);
    for (const data of [validPhotos, validDelivery]) actor.send({ type: 'step.submit', data });
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
    actor.send({ type: 'step.submit', data: validPurchase });
    await photographing(actor);
    for (const data of [validPhotos, validDelivery, validConfirm]) actor.send({ type: 'step.submit', data });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.result).toEqual(claim);
  });
});
