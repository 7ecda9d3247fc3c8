import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { repairMachine } from '../../machines/repair.machine';
import { parseDraft } from '../../schemas/flow-steps';
import { REPAIR_STEPS, type RepairReceipt, RepairSubmissionSchema } from '../../schemas/repair.schema';
import {
  payReceipt,
  receipt,
  repairModel,
  validAddresses,
  validBooking,
  validConfirm,
  validInvoice,
  validProduct,
  validTicket,
} from '../models/repair.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { assertFullCoverage, coveringSubset, replayPath } from '../support/machine-paths';

const { machine, paths } = repairModel;
const kindOf = (input: unknown) => (input as { kind: 'general' | 'fast' | 'deep' }).kind;

describe('repair machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(repairModel);
  });

  it('a few of them cover it too (the ones the UI replays)', () => {
    const subset = coveringSubset(machine, paths);
    expect(() => assertFullCoverage(machine, subset)).not.toThrow();
    expect(subset.length).toBeLessThan(paths.length);
  });

  it('has one happy path per kind', () => {
    expect(
      repairModel
        .happyPaths()
        .map((p) => kindOf(p.input))
        .sort(),
    ).toEqual(['deep', 'fast', 'general']);
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const { invocations } = await replayPath(machine, path);
      const kind = kindOf(path.input);
      // every submission is the kind's form, merged as the API takes it: the server's own schema accepts it
      for (const { input } of invocations) {
        const parsed = RepairSubmissionSchema.safeParse(input);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(input).toMatchObject({ type: kind });
        expect('book_tmp_time' in (input as object)).toBe(kind === 'fast');
        expect('deep_ticket_id' in (input as object)).toBe(kind === 'deep');
      }
      // a booking or a ticket only ever shows in its own kind's form
      const visited = new Set(path.steps.map((s) => s.state.value));
      if (kind !== 'fast') expect(visited.has('booking')).toBe(false);
      if (kind !== 'deep') expect(visited.has('choosingTicket')).toBe(false);
    });
  }
});

describe('repair machine', () => {
  const start = (kind: 'general' | 'fast' | 'deep', output: unknown = receipt) =>
    createActor(repairMachine.provide({ actors: { submit: fromPromise(async () => output as RepairReceipt) } }), {
      input: { kind },
    }).start();

  it('books a fast repair: product, reserve time, addresses, invoice, review, sent', async () => {
    const actor = start('fast');
    for (const [data, state] of [
      [validProduct, 'booking'],
      [validBooking, 'givingAddresses'],
      [validAddresses, 'givingInvoice'],
      [validInvoice, 'reviewing'],
    ] as const) {
      actor.send({ type: 'step.submit', data });
      expect(actor.getSnapshot().value).toBe(state);
    }
    // send_memo left empty is 無 (SPEC §3)
    expect(actor.getSnapshot().context.data.addresses?.send_memo).toBe('無');
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('booking');
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'step.submit', data: validConfirm });
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('done');
  });

  it('ends a deep cleaning at its payment', async () => {
    const actor = start('deep', payReceipt);
    for (const data of [validProduct, validTicket, validAddresses, validInvoice, validConfirm])
      actor.send({ type: 'step.submit', data });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.value).toBe('paying');
    expect(end.context.result).toEqual(payReceipt);
  });

  it('keeps the kind of the form, whatever a restored draft says', () => {
    const draft = parseDraft(REPAIR_STEPS, { kind: { type: 'deep' }, product: validProduct });
    const actor = createActor(repairMachine, { input: { kind: 'general', draft } }).start();
    actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('givingAddresses');
    expect(actor.getSnapshot().context.data.kind).toEqual({ type: 'general' });
  });
});
