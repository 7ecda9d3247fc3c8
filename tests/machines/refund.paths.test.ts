import { expect } from 'vitest';
import { refundModel, refundOracle, validReasons, validTerms } from '../models/refund.model';
import { describeFlowPaths, expectDraftKept } from '../support/flow-paths-suite';

describeFlowPaths(refundModel, {
  oracles: [{ spec: refundOracle, minStates: 6, eventsPerState: 12 }],
  replay: (path, { calls, invocations }) => {
    expectDraftKept(path, calls, validTerms);
    for (const { input } of invocations) expect(input).toEqual({ ...validTerms, ...validReasons });
  },
});
