import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { eventApplyMachine } from '../../machines/event-apply.machine';
import { EVENT_APPLY_STEPS } from '../../schemas/event-apply.schema';
import { parseDraft } from '../../schemas/flow-steps';
import {
  eventApplyModel,
  eventApplyOracle,
  paidOrder,
  placedOrder,
  validConfirm,
  validParticipants,
  validSurvey,
  validTickets,
} from '../models/event-apply.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { checkFlowOracle } from '../support/flow-oracle';
import { assertFullCoverage, coveringSubset, replayPath } from '../support/machine-paths';

const { machine, paths } = eventApplyModel;

describe('event-apply machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(eventApplyModel);
  });

  it('does on every page, after every event, what a person must see (the oracle from the SPEC)', {
    timeout: 120_000,
  }, async () => {
    const { states, checks } = await checkFlowOracle(eventApplyModel, eventApplyOracle);
    expect(states).toBeGreaterThan(12);
    expect(checks).toBe(states * 18);
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
      const accepted = path.steps.some(
        (s, i) => i > 0 && s.event.type === 'step.submit' && (s.event as { data?: unknown }).data === validTickets,
      );
      expect(calls.some((c) => c.action === 'saveDraft')).toBe(accepted);
      // placed, free (done) or paid (on its way to the gateway): the draft is spent
      expect(calls.some((c) => c.action === 'clearDraft')).toBe(visited.includes('done') || visited.includes('paying'));
      // every order sends the four steps merged, as POST /api/cart/pay takes them
      for (const { input } of invocations) {
        expect(input).toMatchObject({ session_id: 1, payment_type: '9104', agree: true, answers: [] });
        expect(input).toHaveProperty('participants.1.name', '陳美華');
        expect(input).toHaveProperty('invoice.invoice_ubn', '04595257');
      }
    });
  }
});

describe('event-apply machine', () => {
  const start = (draft?: unknown) =>
    createActor(eventApplyMachine.provide({ actors: { submit: fromPromise(async () => placedOrder) } }), {
      input: { draft: draft ? parseDraft(EVENT_APPLY_STEPS, draft) : null },
    }).start();

  it('keeps the invoice as its schema makes it: a B2C invoice drops a stray 統一編號', () => {
    const actor = start({ tickets: validTickets, participants: validParticipants, survey: validSurvey });
    actor.send({ type: 'step.forward' });
    actor.send({ type: 'step.forward' });
    actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({
      type: 'step.submit',
      data: { ...validConfirm, invoice: { carrier_type: 'B2C', invoice_ubn: '04595257', invoice_email: 'A@B.CO' } },
    });
    expect(actor.getSnapshot().context.data.confirm?.invoice).toMatchObject({
      invoice_ubn: null,
      invoice_email: 'a@b.co',
    });
  });

  it('refuses a PHONE invoice without a valid carrier on the step itself', () => {
    const actor = start({ tickets: validTickets, participants: validParticipants, survey: validSurvey });
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.forward' });
    actor.send({
      type: 'step.submit',
      data: { ...validConfirm, invoice: { carrier_type: 'PHONE', carrier_num: '/AB', invoice_email: 'a@b.co' } },
    });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('places a free order and shows its done page', async () => {
    const actor = start();
    for (const data of [validTickets, validParticipants, validSurvey, validConfirm])
      actor.send({ type: 'step.submit', data });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(done.context.result).toEqual(placedOrder);
  });

  it('sends a paid order on to the gateway, not to the done page', async () => {
    const actor = createActor(eventApplyMachine.provide({ actors: { submit: fromPromise(async () => paidOrder) } }), {
      input: { draft: null },
    }).start();
    for (const data of [validTickets, validParticipants, validSurvey, validConfirm])
      actor.send({ type: 'step.submit', data });
    const ended = await waitFor(actor, (s) => s.status === 'done');
    expect(ended.value).toBe('paying');
    expect(ended.context.result).toEqual(paidOrder);
  });
});
