import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { repairMachine } from '../../machines/repair.machine';
import { parseDraft } from '../../schemas/flow-steps';
import { REPAIR_STEPS, type RepairReceipt, RepairSubmissionSchema } from '../../schemas/repair.schema';
import { matchRoute, paramsValid } from '../../schemas/route-guard';
import { routeManifest } from '../../schemas/route-manifest';
import { flowPaths } from '../../src/components/flow/flow-pages';
import {
  payReceipt,
  receipt,
  repairModel,
  repairOracle,
  validAddresses,
  validBooking,
  validConfirm,
  validInvoice,
  validProduct,
  validTicket,
} from '../models/repair.model';
import { describeFlowPaths } from '../support/flow-paths-suite';

const kindOf = (input: unknown) => (input as { kind: 'general' | 'fast' | 'deep' }).kind;

describeFlowPaths(repairModel, {
  oracles: (['general', 'fast', 'deep'] as const).map((kind) => ({
    title: kind,
    spec: repairOracle(kind),
    input: { kind },
    minStates: 15,
    eventsPerState: 20,
    atLeast: true,
    timeout: 120_000,
  })),
  more: () => {
    // issue 20: the kind branched 11 times in one graph (1,079 paths); decided once, each kind is a
    // linear flow (727 paths: what remains is the data, refusals and change links each page can hold)
    it('are fewer than when every step asked the kind', () => {
      expect(repairModel.paths.length).toBeLessThan(800);
    });

    it('has one happy path per kind', () => {
      expect(
        repairModel
          .happyPaths()
          .map((p) => kindOf(p.input))
          .sort(),
      ).toEqual(['deep', 'fast', 'general']);
    });
  },
  replay: (path, { invocations }) => {
    const kind = kindOf(path.input);
    // every submission is the kind's form, merged as the API takes it: the server's own schema accepts it
    for (const { input } of invocations) {
      const parsed = RepairSubmissionSchema.safeParse(input);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(input).toMatchObject({ type: kind });
      expect('book_tmp_time' in (input as object)).toBe(kind === 'fast');
      expect('deep_ticket_id' in (input as object)).toBe(kind === 'deep');
    }
    // the kind is decided once: every page of the path is its kind's (or the page after the flow)
    for (const { state } of path.steps.slice(1)) {
      const value = state.value;
      if (typeof value === 'string') expect(['done', 'paying']).toContain(value);
      else expect(Object.keys(value)).toEqual([kind]);
    }
  },
});

describe('repair machine', () => {
  it("gives each kind's pages addresses the site has, and no other kind's page", () => {
    const forms = {
      general: '/services/repair/form',
      fast: '/services/fast-repair/form',
      deep: '/services/cleaning/form',
    };
    const exists = (url: string) => {
      const match = matchRoute(url, routeManifest);
      return match !== null && paramsValid(match);
    };
    for (const [kind, base] of Object.entries(forms)) {
      const urls = flowPaths(repairMachine, base, kind);
      expect(urls.map((url) => url.slice(base.length))).toEqual([
        '',
        ...(kind === 'fast' ? ['/time'] : kind === 'deep' ? ['/plan'] : []),
        '/step2',
        '/step3',
        '/step4',
        '/done',
      ]);
      for (const url of urls) expect(exists(url), url).toBe(true);
      expect(exists(`${base}/time`)).toBe(kind === 'fast');
      expect(exists(`${base}/plan`)).toBe(kind === 'deep');
    }
  });

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
      expect(actor.getSnapshot().value).toEqual({ fast: state });
    }
    // send_memo left empty is 無 (SPEC §3)
    expect(actor.getSnapshot().context.data.addresses?.send_memo).toBe('無');
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual({ fast: 'booking' });
    expect(Object.values(actor.getSnapshot().getMeta()).at(-1)).toMatchObject({ step: 1, path: 'time' });
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toEqual({ fast: 'reviewing' });
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
    expect(actor.getSnapshot().value).toEqual({ general: 'givingAddresses' });
    expect(actor.getSnapshot().context.data.kind).toEqual({ type: 'general' });
  });
});
