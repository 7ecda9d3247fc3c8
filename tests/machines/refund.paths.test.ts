import { describe, expect, it } from 'vitest';
import { refundModel, refundOracle, validReasons, validTerms } from '../models/refund.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { checkFlowOracle } from '../support/flow-oracle';
import { assertFullCoverage, coveringSubset, replayPath } from '../support/machine-paths';

const { machine, paths } = refundModel;

describe('refund machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(refundModel);
  });

  it('does on every page, after every event, what a person must see (the oracle from the SPEC)', async () => {
    const { states, checks } = await checkFlowOracle(refundModel, refundOracle);
    expect(states).toBeGreaterThan(6);
    expect(checks).toBe(states * 12);
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
        (s, i) => i > 0 && s.event.type === 'step.submit' && (s.event as { data?: unknown }).data === validTerms,
      );
      expect(calls.some((c) => c.action === 'saveDraft')).toBe(accepted);
      expect(calls.some((c) => c.action === 'clearDraft')).toBe(visited.includes('done'));
      for (const { input } of invocations) expect(input).toEqual({ ...validTerms, ...validReasons });
    });
  }
});
