import { expect } from 'vitest';
import { STARTS, staffDecisionModel, staffDecisionOracle } from '../models/staff-decision.model';
import { describeFlowPaths } from '../support/flow-paths-suite';

const oracle = (start: keyof typeof STARTS, minStates: number) => ({
  title: `a ${start} record`,
  spec: staffDecisionOracle(STARTS[start].moves),
  input: STARTS[start],
  minStates,
  eventsPerState: 18,
  atLeast: true,
});

describeFlowPaths(staffDecisionModel, {
  oracles: [oracle('submitted', 6), oracle('approved', 4), oracle('message', 6)],
  replay: (path, { invocations }) => {
    const offered: readonly string[] = path.input ? (path.input as { moves: readonly string[] }).moves : [];
    for (const { input } of invocations) {
      const sent = input as { decision: string; reason?: string; carrier?: string; answer?: string };
      // a decision the record offers, with the details of that decision and no other's
      expect(offered).toContain(sent.decision);
      expect('reason' in sent).toBe(sent.decision === 'refuse');
      expect('carrier' in sent).toBe(sent.decision === 'ship');
      expect('answer' in sent).toBe(sent.decision === 'answer');
    }
  },
});
