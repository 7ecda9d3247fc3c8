import { describe, expect, it } from 'vitest';
import { WaitlistSubmissionSchema } from '../../schemas/waitlist.schema';
import { validSession, waitlistModel, waitlistOracle } from '../models/waitlist.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { checkFlowOracle } from '../support/flow-oracle';
import { assertFullCoverage, coveringSubset, replayPath } from '../support/machine-paths';

const { machine, paths } = waitlistModel;

describe('waitlist machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(waitlistModel);
  });

  it('does on every page, after every event, what a person must see (the oracle from issue 20 item 8)', async () => {
    const { states, checks } = await checkFlowOracle(waitlistModel, waitlistOracle);
    expect(states).toBeGreaterThan(8);
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
      const acceptedSession = path.steps.some(
        (s, i) => i > 0 && s.event.type === 'step.submit' && (s.event as { data?: unknown }).data === validSession,
      );
      expect(calls.some((c) => c.action === 'saveDraft')).toBe(acceptedSession);
      expect(calls.some((c) => c.action === 'clearDraft')).toBe(visited.includes('done'));
      // both steps merged, as the server's own schema takes them
      for (const { input } of invocations) expect(WaitlistSubmissionSchema.safeParse(input).success).toBe(true);
    });
  }
});
